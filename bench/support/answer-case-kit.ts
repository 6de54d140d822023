import type { ExportFormat } from '@kamar/contract';
import { type Ask, type ListPage, pageBody } from './list-page.js';

export type Body = Record<string, unknown>;

/**
 * One answer to keep: a read call (or an export, `format`) and its request, or how to work it out
 * from other answers (null when the data holds no such record: the case is kept as that fact).
 */
export interface AnswerCase {
  /** The file's name after its number: kebab-case, unique with its extension. */
  name: string;
  path: string;
  body: Body | ((ask: Ask) => Promise<Body | null>);
  format?: ExportFormat;
}

/** The day the server stands on and the filter dates around it. */
export interface CaseDates {
  today: string;
  monthStart: string;
  year: number;
  month: number;
  weekAgo: string;
  /** dateFrom 2000-01-01 to today: every expense. */
  allYears: Body;
}

type Position = 'first' | ListPage;
const POSITION_NAMES: Record<Position, string> = {
  first: 'first-page',
  middle: 'middle-page',
  back: 'back-from-middle',
  last: 'last-page',
  jump: 'jump-to-middle',
};
const EVERY_POSITION: Position[] = ['first', 'middle', 'back', 'last', 'jump'];

/** A list's pages: the first, the middle by cursor, Back from it, the last and the middle by number. */
export function pages(name: string, path: string, body: Body, positions: Position[] = EVERY_POSITION): AnswerCase[] {
  return positions.map((p) => ({
    name: `${name}-${POSITION_NAMES[p]}`,
    path,
    body: p === 'first' ? body : (ask: Ask) => pageBody(ask, path, body, p),
  }));
}

/** A request naming a record the first row of a list answered (a bill of each status); null when it answered none. */
export function fromFirstRow(list: string, filter: Body, field: string, make: (value: unknown) => Body) {
  return async (ask: Ask) => {
    const [row] = (await ask(list, filter)).listData as Body[];
    return row ? make(row[field]) : null;
  };
}

export const exportsOf = (
  name: string,
  path: string,
  body: Body,
  formats: ExportFormat[] = ['xlsx', 'csv'],
): AnswerCase[] => formats.map((format) => ({ name: `${name}-export`, path, body: { ...body, format }, format }));

/** DueToday -> due-today, Days1To30 -> days-1-to-30. */
export const kebab = (label: string) => label.replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Z])/g, '$1$2-').toLowerCase();
