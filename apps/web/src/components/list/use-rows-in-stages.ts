import { useDeferredValue } from 'react';

/** About a phone screen of cards, or a desktop screen of table rows. */
export const FIRST_ROWS = 10;
const NONE: never[] = [];

/**
 * A page of rows is drawn in two steps: the first screenful at once, the rest in a render React
 * may interrupt. Drawing a page of 25 Mantine cards in one go held a phone's main thread for
 * several hundred milliseconds (taps unanswered, Lighthouse's blocking time); the rows below the
 * fold can wait a few frames. The rows a screen shows are always the current ones, never an
 * older page.
 */
export function useRowsInStages<Row>(rows: Row[]): Row[] {
  // `NONE` on the first render too: a list that mounts with its rows is drawn in two steps as well.
  const settled = useDeferredValue(rows, NONE as Row[]);
  return settled === rows || rows.length <= FIRST_ROWS ? rows : rows.slice(0, FIRST_ROWS);
}
