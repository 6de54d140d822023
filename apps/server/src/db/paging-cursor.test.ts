import {
  auditCalls,
  billCalls,
  bookingCalls,
  depositCalls,
  expenseCalls,
  paymentCalls,
  tenantCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { english } from '../../test/english.js';

/**
 * Paging by cursor: a page reached by next or previous is the very page its number names (rows,
 * row numbers, totals), every row comes exactly once in order, also while rows come and go
 * between pages, and a cursor that is not this request's is never trusted.
 */
type Row = Record<string, unknown> & { rowNumber: number };
type Page = { listData: Row[]; totalData: number; nextCursor: string | null; prevCursor: string | null };

let t: TestApp;
let firstTenantId = 0;
let firstBookingId = 0;

beforeAll(async () => {
  t = await createTestApp();
  // 8 tenants, two stays each in 4 rooms, two payments per stay on three shared dates (equal
  // sort keys everywhere: the id breaks the tie), the stays' bills, and the audit of all of it.
  await t.db.execute(sql`
    insert into tenants (tenant_name, status, update_by)
    select 'KURSOR ' || g, 1, 'test' from generate_series(1, 8) g`);
  const first = await t.db.execute<{ id: number }>(
    sql`select min(tenant_id) as id from tenants where tenant_name like 'KURSOR%'`,
  );
  firstTenantId = Number(first.rows[0]?.id);
  await t.db.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status, update_by)
    select ${firstTenantId} + (r.n - 1) * 2 + k, r.room_id, date '2026-01-01' + k * 3, date '2026-01-01' + k * 3,
           date '2026-01-01' + k * 3 + 2, 1, 2, 'test'
    from (select room_id, row_number() over (order by room_id) as n from rooms order by room_id limit 4) r
    cross join generate_series(0, 1) k`);
  // The first tenant also stays in every room later (one tenant's lists run to several pages).
  await t.db.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status, update_by)
    select ${firstTenantId}, r.room_id, date '2026-02-01' + k * 3, date '2026-02-01' + k * 3, date '2026-02-01' + k * 3 + 2, 1, 2, 'test'
    from (select room_id from rooms order by room_id limit 4) r cross join generate_series(0, 1) k`);
  const booking = await t.db.execute<{ id: number }>(sql`select min(booking_id) as id from bookings`);
  firstBookingId = Number(booking.rows[0]?.id);
  await t.db.execute(sql`
    insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                          amount, deposit_status, status, update_by, receipt_number)
    select b.booking_id, date '2026-01-01' + (b.booking_id % 3), j, 1, 2026, 1000 * b.booking_id + j,
           case when j = 1 then 0 end, 1, 'test', 'KR/' || b.booking_id || '-' || j
    from bookings b cross join generate_series(1, 2) j`);
  await t.db.execute(sql`select bills_sync(null, date '2026-03-01', 7, true, 'test')`);
  // Tenants with one name (the id breaks the tie), expenses on four days.
  await t.db.execute(
    sql`insert into tenants (tenant_name, status, update_by) select 'KURSOR SAMA', 1, 'test' from generate_series(1, 5)`,
  );
  await t.db.execute(sql`
    insert into expenses (expense_date, expense_category, amount, remark, status, update_by)
    select date '2026-01-01' + g % 4, 1, 100 + g, 'KURSOR', 1, 'test' from generate_series(1, 14) g`);
});
afterAll(() => t.close());

const read = async (
  call: unknown,
  body: Record<string, unknown>,
  pageIndex: number,
  pageSize: number,
  cursor?: string,
) => {
  const res = await t.call(call as never, { ...body, pageIndex, pageSize, cursor } as never, t.adminToken);
  expect(res.statusCode).toBe(200);
  return res.body.data as Page;
};
const withoutCursors = ({ nextCursor: _n, prevCursor: _p, ...rest }: Page) => rest;

const lists = [
  { name: 'tenants', call: tenantCalls.getList, body: {} },
  { name: 'tenants of a name search', call: tenantCalls.getList, body: { tenantName: 'kursor' } },
  { name: 'bookings', call: bookingCalls.getList, body: {} },
  { name: "one tenant's bookings", call: bookingCalls.getList, body: { tenantId: 'first' } },
  { name: 'bookings of a name search', call: bookingCalls.getList, body: { tenantName: 'kursor' } },
  { name: 'expenses', call: expenseCalls.getList, body: { dateFrom: '2025-12-01', dateTo: '2026-02-01' } },
  { name: 'audit trail', call: auditCalls.getList, body: {} },
  { name: 'audit trail of payments', call: auditCalls.getList, body: { entity: 'payment' } },
  { name: 'payments', call: paymentCalls.getList, body: {} },
  { name: 'rent payments', call: paymentCalls.getList, body: { paymentType: 2 } },
  { name: 'payments of a name search', call: paymentCalls.getList, body: { tenantName: 'kursor' } },
  { name: "one tenant's payments", call: paymentCalls.getPaymentByTenantId, body: { tenantId: 'first' } },
  {
    name: "a booking's payments, oldest first",
    call: paymentCalls.getPaymentByBookingId,
    body: { bookingId: 'first' },
  },
  { name: 'deposits', call: depositCalls.getList, body: { paymentType: 1 } },
  { name: 'deposits of a name search', call: depositCalls.getList, body: { tenantName: 'kursor' } },
  { name: 'bills', call: billCalls.getList, body: {} },
  { name: 'active bills', call: billCalls.getList, body: { status: 1 } },
  { name: 'bills of a name search', call: billCalls.getList, body: { tenantName: 'kursor' } },
  { name: "one tenant's bills", call: billCalls.getList, body: { tenantId: 'first' } },
  { name: 'arrears', call: billCalls.getArrears, body: {} },
  { name: 'arrears of a name search', call: billCalls.getArrears, body: { tenantName: 'kursor' } },
] as const;

describe('paging by cursor', () => {
  for (const list of lists) {
    it(`walks the ${list.name} list forwards and backwards, each page the one its number names`, async () => {
      const body: Record<string, unknown> = { ...list.body };
      if (body.tenantId === 'first') body.tenantId = firstTenantId;
      if (body.bookingId === 'first') body.bookingId = firstBookingId;
      const size = body.bookingId ? 1 : 3;
      const whole = await read(list.call, body, 0, 1000);
      expect(whole.listData.length).toBe(whole.totalData);
      expect(whole.totalData).toBeGreaterThan(size);
      const last = Math.ceil(whole.totalData / size) - 1;

      const seen: Row[] = [];
      let page = await read(list.call, body, 0, size);
      expect(page.prevCursor).toBeNull();
      for (let index = 0; ; index++) {
        expect(withoutCursors(page)).toEqual(withoutCursors(await read(list.call, body, index, size)));
        seen.push(...page.listData);
        if (index === last) break;
        expect(page.nextCursor).toEqual(expect.any(String));
        page = await read(list.call, body, index + 1, size, page.nextCursor ?? '');
      }
      expect(page.nextCursor).toBeNull();
      expect(seen).toEqual(whole.listData);

      const back: Row[][] = [];
      for (let index = last; index >= 0; index--) {
        expect(withoutCursors(page)).toEqual(withoutCursors(await read(list.call, body, index, size)));
        back.unshift(page.listData);
        if (index > 0) page = await read(list.call, body, index - 1, size, page.prevCursor ?? '');
      }
      expect(page.prevCursor).toBeNull();
      expect(back.flat()).toEqual(whole.listData);
    });
  }
});

/** Walks a list by cursor from its first page to its last (or back), calling `between` before each step. */
async function walk(
  call: unknown,
  body: Record<string, unknown>,
  size: number,
  between: (pages: Page[]) => Promise<void>,
) {
  const pages: Page[] = [await read(call, body, 0, size)];
  for (let index = 1; pages.at(-1)?.nextCursor; index++) {
    await between(pages);
    pages.push(await read(call, body, index, size, pages.at(-1)?.nextCursor ?? ''));
  }
  return pages;
}

async function walkBack(
  call: unknown,
  body: Record<string, unknown>,
  size: number,
  between: (pages: Page[]) => Promise<void>,
) {
  const whole = await read(call, body, 0, 1);
  const pages: Page[] = [await read(call, body, Math.ceil(whole.totalData / size) - 1, size)];
  for (let index = pages.length; pages[0]?.prevCursor; index++) {
    await between(pages);
    const pageIndex = Math.ceil(whole.totalData / size) - 1 - index;
    pages.unshift(await read(call, body, Math.max(0, pageIndex), size, pages[0]?.prevCursor ?? ''));
  }
  return pages;
}

const ids = (rows: Row[], key: string) => rows.map((row) => Number(row[key]));

describe('paging by cursor while rows come and go', () => {
  let receipt = 0;
  /** A new payment on a date inside the list's span, and a not-yet-shown active payment taken out of the list. */
  const churn = async (unseen: number | undefined) => {
    receipt++;
    await t.db.execute(sql`
      insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                            amount, status, update_by, receipt_number)
      values (${firstBookingId}, date '2026-01-01' + ${receipt % 3}::int, 2, 2, 2026, ${500 + receipt}, 1, 'test', ${`KR/NEW-${receipt}`})`);
    const gone = unseen;
    if (gone) await t.db.execute(sql`update payments set status = 2 where payment_id = ${gone}`);
  };

  for (const direction of ['forwards', 'backwards'] as const) {
    it(`shows every payment that stayed in the list exactly once and in order, paging ${direction}`, async () => {
      const body = { status: 1 };
      const before = ids((await read(paymentCalls.getList, body, 0, 1000)).listData, 'paymentId');
      const removed: number[] = [];
      // Each step takes out a payment the walk has not reached yet (from the far end of the walk).
      const unseen = (pages: Page[]) => {
        const shown = ids(
          pages.flatMap((page) => page.listData),
          'paymentId',
        );
        const left = before.filter((id) => !shown.includes(id) && !removed.includes(id));
        const gone = direction === 'forwards' ? left.at(-1) : left[0];
        if (gone !== undefined) removed.push(gone);
        return gone;
      };
      const pages =
        direction === 'forwards'
          ? await walk(paymentCalls.getList, body, 3, (seen) => churn(unseen(seen)))
          : await walkBack(paymentCalls.getList, body, 3, (seen) => churn(unseen(seen)));
      const rows = pages.flatMap((page) => page.listData);
      const walked = ids(rows, 'paymentId');
      expect(new Set(walked).size).toBe(walked.length);
      for (const id of before.filter((id) => !removed.includes(id))) expect(walked).toContain(id);
      for (const id of removed) expect(walked).not.toContain(id);
      // Newest first, the id breaking ties: each row strictly after the one before it.
      const keys = rows.map((row) => [String(row.paymentDate), Number(row.paymentId)] as const);
      for (let i = 1; i < keys.length; i++) {
        const [date, id] = keys[i] as readonly [string, number];
        const [prevDate, prevId] = keys[i - 1] as readonly [string, number];
        expect(date < prevDate || (date === prevDate && id < prevId)).toBe(true);
      }
      expect(removed.length).toBeGreaterThan(0);
    });
  }

  it('shows every audit entry once while new entries are written at the top of the list', async () => {
    const before = ids((await read(auditCalls.getList, {}, 0, 10_000)).listData, 'auditId');
    const pages = await walk(auditCalls.getList, {}, 7, async () => {
      receipt++;
      await t.db.execute(
        sql`update payments set remark = ${`changed ${receipt}`} where payment_id = (select min(payment_id) from payments)`,
      );
    });
    const walked = ids(
      pages.flatMap((page) => page.listData),
      'auditId',
    );
    expect(walked).toEqual(before);
  });
});

describe('a cursor that is not this request’s', () => {
  const body = { paymentType: 2 };
  const secondPageCursor = async () => (await read(paymentCalls.getList, body, 0, 3)).nextCursor ?? '';
  const patched = (cursor: string, change: (fields: Record<string, unknown>) => void) => {
    const fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    change(fields);
    return Buffer.from(JSON.stringify(fields)).toString('base64url');
  };

  it('is refused with a message naming the field when it is no cursor at all', async () => {
    for (const [cursor, message] of [
      ['not a cursor!', english('field.invalidCharacters', { field: 'cursor' })],
      ['a'.repeat(601), english('field.tooLong', { field: 'cursor', max: 600 })],
      [42, english('field.notText', { field: 'cursor' })],
    ] as const) {
      const res = await t.call(paymentCalls.getList, { ...body, pageIndex: 1, cursor } as never, t.adminToken);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('is ignored, and the page read by its number, when it belongs to another filter, size, page or was altered', async () => {
    const cursor = await secondPageCursor();
    const cases: [Record<string, unknown>, number, number, string][] = [
      [{ paymentType: 1 }, 1, 3, cursor], // another filter
      [body, 1, 4, cursor], // another page size
      [body, 3, 3, cursor], // a jump: the cursor is for page 2, not 4
      [body, 1, 3, 'bm90LWpzb24'], // not JSON
      [body, 1, 3, patched(cursor, (f) => (f.k = ['2026-13-45', 'x']))], // keys of the wrong kind
      [body, 1, 3, patched(cursor, (f) => (f.k = ['2026-01-02']))], // a key missing
      [body, 1, 3, patched(cursor, (f) => (f.f = 'AAAAAAAAAAAAAAAA'))], // another request's
      [body, 1, 3, patched(cursor, (f) => (f.b = 7))],
    ];
    for (const [filter, pageIndex, pageSize, given] of cases) {
      const byCursor = await read(paymentCalls.getList, filter, pageIndex, pageSize, given);
      const byNumber = await read(paymentCalls.getList, filter, pageIndex, pageSize);
      expect(byCursor).toEqual(byNumber);
    }
  });

  it('leaves the answer as it was when it is empty or null', async () => {
    const plain = await read(paymentCalls.getList, body, 1, 3);
    const res = await t.call(
      paymentCalls.getList,
      { ...body, pageIndex: 1, pageSize: 3, cursor: null } as never,
      t.adminToken,
    );
    expect(res.body.data).toEqual(plain);
    expect(await read(paymentCalls.getList, body, 1, 3, '')).toEqual(plain);
  });
});
