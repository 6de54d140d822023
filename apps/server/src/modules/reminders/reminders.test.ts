import { billCalls, dashboardCalls, documentCalls, reminderCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMark, entriesSince } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { billListsOf, bookStay, noonOn } from '../../../test/factories/bills.js';
import { createRemindersRepository } from './reminders.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2030-03-05'));
});
afterAll(async () => {
  t.clock.set(null);
  await t.close();
});

const billsOfStay = async (bookingId: number) =>
  (
    await t.db.execute<{ billId: number }>(
      sql`select bill_id as "billId" from bills where booking_id = ${bookingId} order by period_start`,
    )
  ).rows.map((r) => r.billId);

describe('Reminder/Record', () => {
  it('records who reminded which bill and when; the arrears, bill and dashboard lists say so', async () => {
    const staff = await t.createUser();
    const bookingId = await bookStay(t, '201', { checkInDate: '2030-02-01' });
    const [february, march] = await billsOfStay(bookingId);
    const arrears = async () =>
      (await t.call(billCalls.getArrears, { pageSize: 100, pageIndex: 0 }, t.adminToken)).body.data.listData.find(
        (r) => r.bookingId === bookingId,
      );
    const unpaid = async () =>
      (await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).body.data.unpaidTenant.find(
        (s) => s.bookingId === bookingId,
      );
    // The oldest bill owed is the one a reminder is about.
    expect(await arrears()).toMatchObject({ billId: february, lastRemindedAt: null });
    expect(await unpaid()).toMatchObject({ billId: february, lastRemindedAt: null });

    const mark = await auditMark(t);
    const res = await t.call(reminderCalls.record, { billId: february }, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const [entry] = (await entriesSince(t, mark)).filter((e) => e.entity === 'reminder');
    expect(entry).toMatchObject({ username: staff.username, action: 'create' });

    expect((await arrears())?.lastRemindedAt).toBe(res.body.data.sentAt);
    expect((await unpaid())?.lastRemindedAt).toBe(res.body.data.sentAt);
    const bill = await t.call(billCalls.getById, { billId: february }, t.adminToken);
    expect(bill.body.data.lastRemindedAt).toBe(res.body.data.sentAt);
    const other = await t.call(billCalls.getById, { billId: march }, t.adminToken);
    expect(other.body.data.lastRemindedAt).toBeNull();
  });

  it('a list carries a ready message with the link to the stay’s statement (two bills owed), made once by the first look in its name; later looks and taps hand on that link', async () => {
    const staff = await t.createUser();
    const bookingId = await bookStay(t, '203', { checkInDate: '2030-02-01' });
    const [february] = await billsOfStay(bookingId);
    await t.db.execute(sql`
      update tenants set phone = '081299990000'
      where tenant_id = (select tenant_id from bookings where booking_id = ${bookingId})`);
    const links = async () =>
      (await t.db.execute(sql`select 1 from share_links where document_kind = 4 and document_id = ${bookingId}`)).rows
        .length;
    const textOf = (url: string | null | undefined) => new URL(url as string).searchParams.get('text') ?? '';
    const rowOf = async () =>
      (await t.call(billCalls.getArrears, { pageSize: 100, pageIndex: 0 }, staff.token)).body.data.listData.find(
        (r) => r.bookingId === bookingId,
      );
    const mark = await auditMark(t);
    const first = await rowOf();
    expect(first?.whatsappUrl).toContain('https://wa.me/6281299990000?text=');
    const token = /\/s\/(\S+)/.exec(textOf(first?.whatsappUrl))?.[1] ?? '';
    expect((await t.call(documentCalls.getShared, { token }, null)).statusCode).toBe(200);
    expect(await links()).toBe(1);
    const made = (await entriesSince(t, mark)).filter((e) => e.entity === 'shareLink');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ username: staff.username, action: 'create' });

    const reads = await Promise.all(Array.from({ length: 6 }, rowOf));
    const taps = await Promise.all(
      Array.from({ length: 4 }, () => t.call(reminderCalls.record, { billId: february, wholeStay: true }, staff.token)),
    );
    for (const row of reads) expect(row?.whatsappUrl).toBe(first?.whatsappUrl);
    for (const res of taps) {
      expect(res.statusCode).toBe(200);
      expect(res.body.data.whatsappUrl).toBe(first?.whatsappUrl);
    }
    expect(await links()).toBe(1);
  });

  it('refuses an unknown or void bill, bad input and the signed-out, recording nothing', async () => {
    const bookingId = await bookStay(t, '202', { checkInDate: '2030-02-01' });
    const [billId] = (await billsOfStay(bookingId)) as [number];
    await t.call(billCalls.void, { billId, reason: 'Free month' }, t.adminToken);
    const mark = await auditMark(t);
    const waived = await t.call(reminderCalls.record, { billId }, t.adminToken);
    expect(waived.statusCode).toBe(404);
    expect(waived.body.message).toBe(english('bill.notFound'));
    expect((await t.call(reminderCalls.record, { billId: 99_999_999 }, t.adminToken)).statusCode).toBe(404);
    const bad = await t.call(reminderCalls.record, { billId: 'x' }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect((await t.call(reminderCalls.record, { billId }, null)).statusCode).toBe(401);
    expect((await entriesSince(t, mark)).filter((e) => e.entity === 'reminder')).toEqual([]);
  });

  it('reads the same oldest bills owed with the arrears page as on its own, last reminders included', async () => {
    // A stay reminded of a later bill (not its oldest), one whose oldest bill was waived, one paid up to date.
    const reminded = await bookStay(t, '211', { checkInDate: '2030-01-01' });
    const [, feb] = (await billsOfStay(reminded)) as [number, number];
    expect((await t.call(reminderCalls.record, { billId: feb }, t.adminToken)).statusCode).toBe(200);
    const waived = await bookStay(t, '212', { checkInDate: '2030-02-01' });
    const [first] = (await billsOfStay(waived)) as [number];
    await t.call(billCalls.void, { billId: first, reason: 'Free month' }, t.adminToken);
    await bookStay(t, '102', { checkInDate: '2030-03-05' });

    const today = '2030-03-05';
    const filter = {
      tenantName: '',
      roomNumber: '',
      tenantId: undefined,
      agingBucket: undefined,
      pageSize: 100,
      pageIndex: 0,
    };
    const bills = billListsOf(t);
    const page = await bills.arrears(filter, today, true);
    const ids = page.listData.map((r) => Number(r.bookingId));
    expect(ids).toEqual(expect.arrayContaining([reminded, waived]));
    const alone = await createRemindersRepository(t.db).oldestOwed(ids, today);
    const byStay = <T extends { bookingId: number; billId: number }>(rows: T[]) =>
      [...rows].sort((a, b) => a.bookingId - b.bookingId || a.billId - b.billId);
    expect(page.owed && byStay(page.owed.oldest)).toEqual(byStay(alone.oldest));
    expect(page.owed && byStay(page.owed.contacts)).toEqual(byStay(alone.contacts));
    expect(alone.oldest.find((o) => o.bookingId === reminded)?.lastRemindedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The page's rows carry none of the columns it read them from.
    expect(Object.keys(page.listData[0] ?? {}).filter((k) => k.startsWith('owe'))).toEqual([]);
  });
});
