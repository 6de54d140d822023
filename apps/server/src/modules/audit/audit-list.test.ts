import { auditCalls, businessProfileCalls, cardVendorCalls, exportCalls, Role } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { exportFile, readCsv } from '../../../test/exports.js';

let t: TestApp;
let staffName = '';
let vendorId = 0;
let today = '';
beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.createUser({ role: Role.Manager });
  staffName = staff.username;
  const created = await t.call(cardVendorCalls.create, { cardVendorName: 'LOCKS ONE' }, staff.token);
  vendorId = created.body.data.cardVendorId;
  for (const name of ['LOCKS TWO', 'LOCKS THREE']) {
    await t.call(cardVendorCalls.update, { cardVendorId: vendorId, cardVendorName: name }, staff.token);
  }
  await t.call(cardVendorCalls.delete, { cardVendorId: vendorId, status: 1 }, t.adminToken);
  const r = await t.db.execute<{ today: string }>(sql`select to_char(now(), 'YYYY-MM-DD') as today`);
  today = r.rows[0]?.today ?? '';
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>) => t.call(auditCalls.getList, body, t.adminToken);

describe('Audit/GetList', () => {
  it('answers newest first, numbered across pages, with the count of the whole filtered set', async () => {
    const all = (await list({ entity: 'cardVendor', recordId: vendorId })).body.data;
    expect(all.totalData).toBe(4);
    expect(all.listData.map((e) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
    const page = (await list({ entity: 'cardVendor', recordId: vendorId, pageSize: 3, pageIndex: 1 })).body.data;
    expect(page).toMatchObject({ totalData: 4, listData: [{ rowNumber: 4, action: 'create' }] });
    const ids = all.listData.map((e) => e.auditId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('filters by kind of record, action and user (any case), and counts alike', async () => {
    const byUser = (await list({ username: staffName.toUpperCase(), entity: 'cardVendor' })).body.data;
    expect(byUser.totalData).toBe(3);
    expect(byUser.listData.every((e) => e.username === staffName)).toBe(true);
    const updates = (await list({ entity: 'cardVendor', action: 'update' })).body.data;
    expect(updates.totalData).toBe(2);
    expect(updates.listData.map((e) => e.changes)).toEqual([
      [{ field: 'cardVendorName', before: 'LOCKS TWO', after: 'LOCKS THREE' }],
      [{ field: 'cardVendorName', before: 'LOCKS ONE', after: 'LOCKS TWO' }],
    ]);
    const signIns = (await list({ action: 'signIn' })).body.data;
    expect(signIns.totalData).toBe(signIns.listData.length);
    expect(signIns.totalData).toBeGreaterThanOrEqual(2);
  });

  it('filters by business day, both ends included', async () => {
    const onToday = (await list({ entity: 'cardVendor', dateFrom: today, dateTo: today })).body.data;
    expect(onToday.totalData).toBe(4);
    expect(onToday.listData).toHaveLength(4);
    const before = (await list({ entity: 'cardVendor', dateTo: '2000-01-01' })).body.data;
    expect(before).toEqual({ listData: [], totalData: 0, nextCursor: null, prevCursor: null });
    const after = (await list({ recordId: vendorId, dateFrom: '2999-01-01' })).body.data;
    expect(after).toEqual({ listData: [], totalData: 0, nextCursor: null, prevCursor: null });
  });

  it('reads empty filters as All and refuses what it cannot read, naming the field', async () => {
    const everything = (await list({ entity: '', action: null, username: '', recordId: 0, dateFrom: '' })).body.data;
    expect(everything.totalData).toBeGreaterThanOrEqual(6);
    const bad = await list({ entity: 'payments' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(english('field.invalidChoice', { field: 'entity' }));
    const reversed = await list({ dateFrom: '2026-11-24', dateTo: '2026-11-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.message).toBe(english('audit.dateRangeReversed'));
    expect((reversed.body as { code?: string }).code).toBe('audit.dateRangeReversed');
  });
});

describe('Audit/GetList: values a table holds as JSON', () => {
  const accounts = [
    { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Sri Wahyuni' },
    { bankName: 'Mandiri', accountNumber: '0987654321', accountHolder: 'Sri Wahyuni' },
  ];

  it('lists a change whose before and after are lists of groups (the bank accounts), and exports it in words', async () => {
    const current = (await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data;
    const { logoURL: _logo, updateDate: _d, updateBy: _b, ...profile } = current;
    const saved = await t.call(
      businessProfileCalls.updateBusinessProfile,
      { ...profile, bankAccounts: accounts },
      t.adminToken,
    );
    expect(saved.statusCode).toBe(200);
    const found = await list({ entity: 'businessProfile', action: 'update' });
    expect(found.statusCode).toBe(200);
    const change = found.body.data.listData[0]?.changes.find((c) => c.field === 'bankAccounts');
    expect(change).toEqual({ field: 'bankAccounts', before: [], after: accounts });

    const csv = await exportFile(t, exportCalls.audit.path, { entity: 'businessProfile', format: 'csv' });
    expect(csv.statusCode).toBe(200);
    const text = String(readCsv(csv.rawPayload).rows[0]?.at(-1));
    // Each account as people write it (audit-words.test.ts has both languages).
    expect(text).toBe(
      'Bank Accounts: - -> BCA 1234567890 in the name of Sri Wahyuni, Mandiri 0987654321 in the name of Sri Wahyuni',
    );
    expect(text).not.toContain('[object Object]');
  });

  it('lists any JSON value a column can hold: nested lists and groups, numbers, true and false, empty ones', async () => {
    const odd = [
      ['bankAccounts', [[1, 'a'], { nested: { deeper: [true, null] } }], {}],
      ['receiptFooter', { '': -1.5 }, []],
    ];
    await t.db.execute(sql`insert into audit_log (entity, record_id, action, changes)
      values ('businessProfile', 1, 'update', ${JSON.stringify(odd)}::jsonb)`);
    const found = await list({ entity: 'businessProfile', recordId: 1, pageSize: 1 });
    expect(found.statusCode).toBe(200);
    expect(found.body.data.listData[0]?.changes).toEqual(
      odd.map(([field, before, after]) => ({ field, before, after })),
    );
  });
});
