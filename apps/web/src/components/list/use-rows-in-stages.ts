import { startTransition, useEffect, useState } from 'react';

/** About a phone screen of cards, or a desktop screen of table rows. */
export const FIRST_ROWS = 10;

/**
 * Lists longer than this render only the rows near the screen (page size All is 10,000 rows):
 * use-window-rows.ts, whose virtualiser is a chunk of its own that a page of 25 never needs.
 */
export const VIRTUAL_FROM = 150;

/**
 * A page of rows is drawn in two steps: the first screenful, then the rest in a render React may
 * interrupt. Drawing a page of 25 Mantine cards in one go held a phone's main thread for several
 * hundred milliseconds (taps unanswered meanwhile), and what the person sees first waited for the
 * cards below the fold. The rows shown are always the current ones, never an older page.
 */
export function useRowsInStages<Row>(rows: Row[]): Row[] {
  const [drawnInFull, setDrawnInFull] = useState<Row[] | null>(null);
  useEffect(() => {
    if (drawnInFull !== rows) startTransition(() => setDrawnInFull(rows));
  }, [rows, drawnInFull]);
  return drawnInFull === rows || rows.length <= FIRST_ROWS ? rows : rows.slice(0, FIRST_ROWS);
}
