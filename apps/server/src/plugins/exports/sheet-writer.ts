import type { Cell, CellKind } from './export-columns.js';

/** One line of the file's description: a label and its value (the export time, a filter...). */
export type InfoLine = [label: string, value: Cell, kind?: CellKind];

/** A file format: a title, the columns, rows in batches (waiting while the reader is behind), totals. */
export interface SheetWriter {
  /** `info` is what is known before the rows (a text file writes it first); `infoTitle` names its sheet. */
  start(sheet: {
    title: string;
    infoTitle: string;
    header: string[];
    kinds: CellKind[];
    info: InfoLine[];
  }): Promise<void>;
  rows(rows: Cell[][]): Promise<void>;
  /** `info` in full: what `start` had, then the totals. */
  finish(totals: { label: string; cells: Cell[] } | null, info: InfoLine[]): Promise<void>;
}

/** Wall-clock dates are kept as UTC instants of that time; text files write them as such. */
export function dateText(value: Date, kind: CellKind): string {
  const iso = value.toISOString();
  return kind === 'dateTime' ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}
