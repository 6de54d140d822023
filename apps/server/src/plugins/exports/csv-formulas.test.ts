import {
  allExports,
  cardVendorCalls,
  chargeTypeCalls,
  employeeCalls,
  expenseCalls,
  exportCalls,
  paymentCalls,
  propertyCalls,
  roomTypeCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile, fileNameFilters, readCsv, readXlsx } from '../../../test/exports.js';
import { bookStay } from '../../../test/factories/bills.js';
import { makeBooking } from '../../../test/factories/money.js';

/**
 * Text a person typed (a tenant's name, an address, a remark) that starts like a formula must
 * reach a CSV file as text a spreadsheet shows, never as a formula it runs (OWASP, "CSV
 * Injection"): every export, every cell.
 */
let t: TestApp;
/** What staff can plant: each starts a cell the way a spreadsheet reads as a formula. */
const PLANTED = [
  '=HYPERLINK("http://x.example","Klik")',
  '+62 812 3456',
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '＝1+1',
  '  =1+1',
];
beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.createUser();
  const { bookingId } = await makeBooking(t.db, { tenantName: PLANTED[0] });
  await bookStay(t, '102', { checkInDate: '2026-01-01' });
  const payment = {
    bookingId,
    paymentDate: '2026-10-01',
    paymentType: 1,
    paymentPeriodeMonth: 10,
    paymentPeriodeYear: 2026,
    amount: 1_000_000,
    remark: PLANTED[1],
  };
  await t.call(paymentCalls.create, payment, staff.token);
  await t.call(
    expenseCalls.create,
    { expenseDate: '2026-10-02', expenseCategory: 1, amount: 75_000, remark: PLANTED[2] },
    t.adminToken,
  );
  await t.call(
    employeeCalls.create,
    { employeeName: PLANTED[3], address: PLANTED[4], position: PLANTED[5], salary: 3_000_000 },
    t.adminToken,
  );
  await t.call(cardVendorCalls.create, { cardVendorName: PLANTED[6], contactName: PLANTED[7] }, t.adminToken);
  await t.call(
    chargeTypeCalls.create,
    { chargeTypeName: PLANTED[3], chargeKind: 1, unitName: (PLANTED[1] ?? '').slice(0, 12), unitPrice: 1_500 },
    t.adminToken,
  );
  await t.call(propertyCalls.create, { propertyName: PLANTED[6], address: PLANTED[4], city: PLANTED[5] }, t.adminToken);
  await t.call(roomTypeCalls.create, { roomTypeName: PLANTED[0] }, t.adminToken);
  // What the calls keep from being typed (line breaks, leading spaces) may still come from older
  // rows or another way in: planted in the database too.
  await t.db.execute(
    sql`update tenants set address = ${PLANTED[4]}, city = ${PLANTED[5]}, tenant_name = ${PLANTED[7]}`,
  );
  await t.db.execute(sql`update room_types set room_type_name = ${PLANTED[3]} where room_type_id = 1`);
  await t.db.execute(
    sql`update expense_categories set expense_category_name = ${PLANTED[0]} where expense_category_id = 3`,
  );
  await t.db.execute(sql`update bookings set remark = ${PLANTED[5]}`);
  await t.db.execute(
    sql`update users set first_name = ${PLANTED[6]}, last_name = ${PLANTED[2]} where username = ${staff.username}`,
  );
  await t.db.execute(sql`insert into audit_log (username, address, entity, record_id, action)
    values (${PLANTED[3]}, ${PLANTED[1]}, 'tenant', 1, 'update')`);
});
afterAll(() => t.close());

/** How a spreadsheet tells a formula: the first character, also after spaces, full-width forms too. */
const FORMULA_START = /^\s*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

describe.each(allExports.map((e) => [e.path, e] as const))('%s as CSV', (_path, def) => {
  it('starts no cell like a formula: typed text begins with a quote, numbers stay numbers', async () => {
    const res = await exportFile(t, def.path, { format: 'csv' });
    expect(res.statusCode).toBe(200);
    const file = readCsv(res.rawPayload);
    const cells = [...file.header, ...file.rows.flat(), ...(file.total ?? [])].map((c) => String(c ?? ''));
    const formulas = cells.filter((c) => FORMULA_START.test(c) && !NUMBER.test(c));
    expect(formulas).toEqual([]);
    // The planted text arrived, shown as it was typed after the quote.
    const neutralised = cells.filter(
      (c) => c.startsWith("'") && PLANTED.some((p) => c.startsWith(`'${p.toUpperCase()}`) || c.startsWith(`'${p}`)),
    );
    expect(neutralised.length, cells.join(' | ')).toBeGreaterThan(0);
  });
});

describe('CSV cells', () => {
  it('are quoted when they hold a semicolon or a tab (Excel in Indonesian splits at semicolons)', async () => {
    await t.call(
      expenseCalls.create,
      { expenseDate: '2026-10-03', expenseCategory: 1, amount: 1_000, remark: 'air;=1+1' },
      t.adminToken,
    );
    const res = await exportFile(t, exportCalls.expense.path, { format: 'csv' });
    expect(res.rawPayload.toString('utf8')).toContain(',"AIR;=1+1",');
    const id = await exportFile(t, exportCalls.expense.path, { format: 'csv' }, t.adminToken, 'id');
    expect(id.rawPayload.toString('utf8')).toContain(';"AIR;=1+1";');
  });

  it('hold no description: a typed filter goes in the file name as plain words, and in the Excel sheet as text', async () => {
    const res = await exportFile(t, allExports[0]?.path as string, { format: 'csv', tenantName: '=1+1' });
    expect(fileNameFilters(res.headers['content-disposition'])).toBe('tenant-name-1-1');
    expect(res.rawPayload.toString('utf8').split(/\r?\n/)[0]).toMatch(/^\uFEFFNo,Tenant Name,/);
    const xlsx = await exportFile(t, allExports[0]?.path as string, { format: 'xlsx', tenantName: '=1+1' });
    expect((await readXlsx(xlsx.rawPayload)).info['Tenant Name']).toBe('=1+1');
  });
});
