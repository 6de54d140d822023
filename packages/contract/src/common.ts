import { z } from 'zod';
import { enumValues, RecordStatus } from './enums.js';
import { id, oneOf } from './fields.js';
import { wholeNumberOrDefault } from './filters.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.js';

/** The paging half of every list request. */
export function pageRequest(maxPageSize: number = MAX_PAGE_SIZE) {
  return {
    pageSize: wholeNumberOrDefault('pageSize', 1, maxPageSize, DEFAULT_PAGE_SIZE),
    pageIndex: wholeNumberOrDefault('pageIndex', 0, 1_000_000, 0),
  };
}

/** The answer of every paged list: rows (each with its 1-based rowNumber) and the total count. */
export function pagedData<Row extends z.ZodTypeAny>(row: Row) {
  return z.object({ listData: z.array(row), totalData: z.number().int() });
}

export const ZRecordStatus = oneOf('status', enumValues(RecordStatus));

/** The audit fields every record carries (DESIGN.md: createDate, updateDate, updateBy). */
export const auditFields = {
  createDate: z.string(),
  updateDate: z.string(),
  updateBy: z.string(),
};

/** A status toggle: the id and the status the client saw (stale check, DESIGN.md section 3). */
export function statusToggle<const K extends string>(idField: K, idLabel: FieldKey) {
  return z.object({ [idField]: id(idLabel), status: ZRecordStatus } as {
    [P in K]: ReturnType<typeof id>;
  } & { status: typeof ZRecordStatus });
}

/** A call without a payload (CheckAuth): `{}` or no body at all. */
export const ZEmpty = z.object({}).nullish();
