import { z } from 'zod';
import { auditCalls } from './audit.js';
import { billCalls } from './bills.js';
import { bookingCalls } from './bookings.js';
import type { Access, CallDef } from './call.js';
import { cardVendorCalls } from './card-vendors.js';
import { chargeTypeCalls } from './charge-types.js';
import { depositCalls } from './deposits.js';
import { employeeCalls } from './employees.js';
import { expenseCategoryCalls } from './expense-categories.js';
import { expenseCalls } from './expenses.js';
import { say } from './fields.js';
import { paths } from './paths.js';
import { paymentCalls } from './payments.js';
import { propertyCalls } from './properties.js';
import { roomTypeCalls } from './room-types.js';
import { roomCalls } from './rooms.js';
import { tenantCalls } from './tenants.js';
import { userCalls } from './users.js';

export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const ZExportFormat = z.enum(exportFormats, {
  error: (issue) =>
    issue.input === undefined || issue.input === null ? say.required('format') : say.invalidChoice('format'),
});

/**
 * A CSV file's separator: `semicolon` for a spreadsheet set to Indonesian (its decimal mark is a
 * comma), `comma` for one set to English. Left out: the reader's language's (Accept-Language).
 */
export const csvSeparators = ['comma', 'semicolon'] as const;
export type CsvSeparator = (typeof csvSeparators)[number];
export const ZCsvSeparator = z.enum(csvSeparators, { error: () => say.invalidChoice('csvSeparator') }).optional();

/**
 * A list's export: `POST <path>` with the list's own filters and `format` answers the whole
 * filtered set as a file (not the envelope), with the same access as the list.
 */
export interface ExportDef<L extends CallDef = CallDef, P extends string = string> {
  path: P;
  access: Access;
  summary: string;
  request: z.ZodTypeAny;
  /** The list call whose filters, rows and order the file holds. */
  list: L;
  /** The file's name before the date: `payments` -> payments-2026-11-24.xlsx. */
  fileName: string;
}

function defineExport<L extends CallDef, const P extends string>(list: L, path: P, fileName: string) {
  // Every list request is an object; its page fields are accepted and ignored (the file holds every page).
  const listRequest = list.request as unknown as z.ZodObject;
  return {
    path,
    access: list.access,
    summary: `The whole filtered set of ${list.path} as an Excel (.xlsx) or CSV file (the list's filters and format).`,
    request: listRequest.extend({ format: ZExportFormat, csvSeparator: ZCsvSeparator }),
    list,
    fileName,
  } satisfies ExportDef<L, P>;
}

/** Every list's export. A new list gets one here and a declaration of its columns on the server. */
export const exportCalls = {
  tenant: defineExport(tenantCalls.getList, paths.tenant.export, 'tenants'),
  booking: defineExport(bookingCalls.getList, paths.booking.export, 'bookings'),
  payment: defineExport(paymentCalls.getList, paths.payment.export, 'payments'),
  deposit: defineExport(depositCalls.getList, paths.depositReturned.export, 'deposits'),
  bill: defineExport(billCalls.getList, paths.bill.export, 'bills'),
  billLines: defineExport(billCalls.getList, paths.bill.exportLines, 'bill-lines'),
  arrears: defineExport(billCalls.getArrears, paths.bill.exportArrears, 'arrears'),
  expense: defineExport(expenseCalls.getList, paths.expense.export, 'expenses'),
  employee: defineExport(employeeCalls.getList, paths.employee.export, 'employees'),
  user: defineExport(userCalls.getList, paths.user.export, 'users'),
  room: defineExport(roomCalls.getList, paths.room.export, 'rooms'),
  roomType: defineExport(roomTypeCalls.getList, paths.roomType.export, 'room-types'),
  cardVendor: defineExport(cardVendorCalls.getList, paths.cardVendor.export, 'card-vendors'),
  chargeType: defineExport(chargeTypeCalls.getList, paths.chargeType.export, 'charge-types'),
  expenseCategory: defineExport(expenseCategoryCalls.getList, paths.expenseCategory.export, 'expense-categories'),
  property: defineExport(propertyCalls.getList, paths.property.export, 'properties'),
  audit: defineExport(auditCalls.getList, paths.audit.export, 'audit'),
};

type Exports = typeof exportCalls;
export type AnyExport = Exports[keyof Exports];
export type ExportPath = AnyExport['path'];
/** What a client sends to an export: the list's filters and the format. */
export type ExportInput<P extends ExportPath> = z.input<Extract<AnyExport, { path: P }>['list']['request']> & {
  format: ExportFormat;
  csvSeparator?: CsvSeparator;
};

export const allExports: ExportDef[] = Object.values(exportCalls);
