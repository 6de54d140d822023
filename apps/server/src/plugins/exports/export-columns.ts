import { type AuditEntity, type FieldKey, isEmptyApiDate } from '@kamar/contract';
import type { RowQuery } from '../../db/row-query.js';
import type { Labels } from '../../lib/labels.js';

/** How a column's values are written: money and numbers as numbers, dates as real dates. */
export type CellKind = 'text' | 'number' | 'money' | 'date' | 'dateTime';
export type Cell = string | number | Date | null;
export type ExportRow = Record<string, unknown>;

export interface ExportColumn {
  /** The field the value is read from, and the column's title (the contract's field labels). */
  key: FieldKey;
  /** The column's title when it is not the field's own label. */
  title?: FieldKey;
  kind?: CellKind;
  /** A value worked out from the row (an enumeration's words, a period); else `row[key]`. */
  value?(row: ExportRow, labels: Labels): unknown;
  /** Summed into the file's Total line. */
  total?: boolean;
}

/** What a list declares to be exported: its columns and its list query for the whole filtered set. */
export interface ExportBinding<Filter> {
  /** The kind of record the audit names for the export. */
  entity: AuditEntity;
  columns: ExportColumn[];
  /** Every row the list would show for these filters, in the list's order. */
  rows(filter: Filter): RowQuery;
  /** How a filter's value reads in the file's first lines (an enumeration's words); else as sent. */
  filterText?: Partial<Record<string, (value: number, labels: Labels) => string>>;
}

/** A date or date-time as the API writes it (YYYY-MM-DD[THH:mm:ss], business time) as a Date of that wall-clock time. */
function dateOf(text: string, withTime: boolean): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}):(\d{2}))?/.exec(text);
  // The API's empty date (an open check-out) writes as an empty cell.
  if (!m || isEmptyApiDate(text)) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const time = withTime ? [Number(h), Number(mi), Number(s)] : [0, 0, 0];
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), ...(time as [number, number, number])));
}

export function cellOf(column: ExportColumn, row: ExportRow, labels: Labels): Cell {
  const raw = column.value ? column.value(row, labels) : row[column.key];
  if (raw === null || raw === undefined || raw === '') return column.kind === 'text' || !column.kind ? '' : null;
  switch (column.kind) {
    case 'money':
    case 'number':
      return Number(raw);
    case 'date':
      return dateOf(String(raw), false);
    case 'dateTime':
      return dateOf(String(raw), true);
    default:
      return String(raw);
  }
}
