import { z } from 'zod';
import { enumValues, RecordStatus } from './enums.js';
import { id, oneOf, say } from './fields.js';
import { wholeNumberOrDefault } from './filters.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_INDEX, MAX_PAGE_SIZE } from './paging.js';

/** The paging half of every list request. */
export function pageRequest(maxPageSize: number = MAX_PAGE_SIZE) {
  return {
    pageSize: wholeNumberOrDefault('pageSize', 1, maxPageSize, DEFAULT_PAGE_SIZE),
    pageIndex: wholeNumberOrDefault('pageIndex', 0, MAX_PAGE_INDEX, 0),
  };
}

/** The answer of every paged list: rows (each with its 1-based rowNumber) and the total count. */
export function pagedData<Row extends z.ZodTypeAny>(row: Row) {
  return z.object({ listData: z.array(row), totalData: z.number().int() });
}

/** Longest cursor the server hands out, with room to spare (a few sort keys of a row, base64url). */
export const MAX_CURSOR_LENGTH = 600;

/**
 * An opaque page position a list answered with (`nextCursor` / `prevCursor`); '' or null for none.
 * Only its shape is checked here: the server reads it, and one that does not belong to this very
 * request (another list, filter, page size or page) is ignored and the page read by its number.
 */
export const ZPageCursor = z
  .union(
    [
      z
        .string({ error: say.notText('cursor') })
        .max(MAX_CURSOR_LENGTH, { error: say.tooLong('cursor', MAX_CURSOR_LENGTH) })
        .regex(/^[A-Za-z0-9_-]*$/, { error: say.invalidCharacters('cursor') }),
      z.null(),
    ],
    { error: say.notText('cursor') },
  )
  .optional()
  .transform((v) => v || undefined);

/**
 * The paging half of a list that also pages by position: `pageIndex` is the page the client is
 * going to (rowNumber and the pager), `cursor` the position the previous answer gave for it. A
 * cursor reads the page after (or before) a row by the list's sort key, so a page in the middle
 * of millions of rows costs what the first does; without one the page is read by its number.
 */
export function cursorPageRequest(maxPageSize: number = MAX_PAGE_SIZE) {
  return { ...pageRequest(maxPageSize), cursor: ZPageCursor };
}

/** A paged answer with the positions of the pages beside it: null at either end of the list. */
export function cursorPagedData<Row extends z.ZodTypeAny>(row: Row) {
  return pagedData(row).extend({ nextCursor: z.string().nullable(), prevCursor: z.string().nullable() });
}

export const ZRecordStatus = oneOf('status', enumValues(RecordStatus));

/** The audit fields every record carries (DESIGN.md: createDate, updateDate, updateBy). */
export const auditFields = {
  createDate: z.string(),
  updateDate: z.string(),
  updateBy: z.string(),
};

/**
 * The version of a record as it was read: every GetById (and list row of the same record) carries
 * it, and an Update sends it back. The server changes the record only while it is still that
 * version and not deleted (one UPDATE ... WHERE), else 409 `record.stale` / `record.deleted`.
 * Opaque to clients (today: the record's last change to the microsecond).
 */
export const rowVersionField = { rowVersion: z.string() };

/**
 * What an Update sends back. Optional for the spec's clients, which know no such field: without
 * it ('', null or left out) the change is made over whatever is stored (the spec's behaviour); a
 * deleted record is refused all the same. The web app always sends it.
 */
export const ZSeenRowVersion = z
  .union(
    [
      z.literal(''),
      z
        .string({ error: say.notText('rowVersion') })
        .regex(/^\d{1,20}$/, { error: say.invalidCharacters('rowVersion') }),
      z.null(),
    ],
    { error: say.notText('rowVersion') },
  )
  .optional()
  .transform((v) => v || undefined);

/** A status toggle: the id and the status the client saw (stale check, DESIGN.md section 3). */
export function statusToggle<const K extends string>(idField: K, idLabel: FieldKey) {
  return z.object({ [idField]: id(idLabel), status: ZRecordStatus } as {
    [P in K]: ReturnType<typeof id>;
  } & { status: typeof ZRecordStatus });
}

/** A call without a payload (CheckAuth): `{}` or no body at all. */
export const ZEmpty = z.object({}).nullish();
