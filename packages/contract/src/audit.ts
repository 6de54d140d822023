import { z } from 'zod';
import { auditActions, auditEntities } from './audit-labels.js';
import { defineCall } from './call.js';
import { cursorPagedData, cursorPageRequest } from './common.js';
import { dateOrAll, filterText, idOrAll, wordOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { propertyFilter } from './properties.js';

/**
 * A value before or after a change: numbers for money and counts, ISO text for dates, "changed"
 * for secrets, and a JSON column's own value (the business profile's bank accounts: a list of
 * groups), so any value a table can hold is listed as it was stored.
 */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
export const ZAuditValue: z.ZodType<AuditValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(ZAuditValue), z.record(z.string(), ZAuditValue)]),
);

export const ZAuditChange = z.object({ field: z.string(), before: ZAuditValue, after: ZAuditValue });
export type AuditChange = z.infer<typeof ZAuditChange>;

/**
 * A change as people read it, in the caller's language: the field's label, the values in words
 * (names for ids, labels for enumerations, rupiah for money, dates), and the whole line
 * ("Bill Status: Unpaid -> Partially Paid"). Columns the trail keeps but does not show are left out.
 */
export const ZAuditChangeText = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
  text: z.string(),
});
export type AuditChangeText = z.infer<typeof ZAuditChangeText>;

export const AUDIT_USERNAME_FILTER_MAX = 100;

export const ZAuditListRequest = z
  .object({
    entity: wordOrAll('entity', auditEntities),
    recordId: idOrAll('recordId'),
    /** The user's name as written (any case); a failed sign-in's attempted name too. */
    username: filterText('username', AUDIT_USERNAME_FILTER_MAX),
    action: wordOrAll('action', auditActions),
    dateFrom: dateOrAll('dateFrom'),
    dateTo: dateOrAll('dateTo'),
    /** One property's records (their own, their room's or their stay's property); 0 or none: every entry. */
    propertyId: propertyFilter(),
    ...cursorPageRequest(),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    path: ['dateTo'],
    message: issueMessage(refusal('audit.dateRangeReversed')),
  });
export type AuditListRequest = z.input<typeof ZAuditListRequest>;

export const ZAuditEntry = z.object({
  rowNumber: z.number().int(),
  auditId: z.number().int(),
  /** YYYY-MM-DDTHH:mm:ss in business time. */
  auditDate: z.string(),
  username: z.string(),
  /** The client's address ('' for the server's own work). */
  address: z.string(),
  entity: z.enum(auditEntities),
  recordId: z.number().int().nullable(),
  action: z.enum(auditActions),
  /** As stored: the columns' values before and after. */
  changes: z.array(ZAuditChange),
  /** The record's property; null for the business's own records (users, settings, the profile) and sign-ins. */
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  /** The record as people name it, in the caller's language: "Room Type Deluxe", "Room 304", "Room #9 (deleted)". */
  recordText: z.string(),
  /** The changes in words, in the caller's language (what the screens and the exports show). */
  changeTexts: z.array(ZAuditChangeText),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const auditCalls = {
  getList: defineCall({
    path: paths.audit.getList,
    access: 'admin',
    summary:
      'The audit trail, newest first: who changed what and when, with the before and after of each changed field (administrators only).',
    request: ZAuditListRequest,
    response: cursorPagedData(ZAuditEntry),
  }),
};
