import {
  auditCalls,
  billCalls,
  bookingCalls,
  depositCalls,
  expenseCalls,
  paymentCalls,
  tenantCalls,
  userCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { jumpSettings, pageWindow as windowOf } from './paging.js';

describe('pageWindow', () => {
  it('reads pages up to the middle forwards and later ones backwards from the far end', () => {
    const pageWindow = (page: { pageIndex: number; pageSize: number }, total: number) => {
      const { seek: _, ...window } = windowOf(page, total);
      return window;
    };
    expect(pageWindow({ pageIndex: 0, pageSize: 25 }, 100)).toEqual({ backwards: false, limit: 25, offset: 0 });
    expect(pageWindow({ pageIndex: 1, pageSize: 25 }, 100)).toEqual({ backwards: false, limit: 25, offset: 25 });
    expect(pageWindow({ pageIndex: 2, pageSize: 25 }, 100)).toEqual({ backwards: true, limit: 25, offset: 25 });
    expect(pageWindow({ pageIndex: 3, pageSize: 25 }, 100)).toEqual({ backwards: true, limit: 25, offset: 0 });
    // A short last page, and pages past the end.
    expect(pageWindow({ pageIndex: 4, pageSize: 25 }, 101)).toEqual({ backwards: true, limit: 1, offset: 0 });
    expect(pageWindow({ pageIndex: 5, pageSize: 25 }, 101)).toEqual({ backwards: true, limit: 0, offset: 0 });
    expect(pageWindow({ pageIndex: 0, pageSize: 25 }, 0)).toEqual({ backwards: false, limit: 0, offset: 0 });
  });
});

/**
 * Every page of every list, read forwards or backwards, is exactly its slice of the whole list
 * (same rows, same order, same row numbers), with the same totals on every page.
 */
let t: TestApp;
let firstTenantId = 0;

beforeAll(async () => {
  t = await createTestApp();
  // 11 tenants with equal names (the id breaks the tie), 2 stays each in 5 rooms, a deposit and a
  // rent payment per stay on a few shared dates (the first and last days of five months), 23
  // expenses over 4 days.
  await t.db.execute(sql`
    insert into tenants (tenant_name, status, update_by)
    select case when g % 3 = 0 then 'SAMA' else 'PAGE ' || g end, 1 + (g % 5 = 0)::int, 'test' from generate_series(1, 11) g`);
  await t.db.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status, update_by)
    select (select min(tenant_id) from tenants where tenant_name like 'PAGE%') + k, r.room_id,
           date '2026-01-01' + k * 3, date '2026-01-01' + k * 3, date '2026-01-01' + k * 3 + 2, 1, 1 + (k % 2), 'test'
    from (select room_id from rooms order by room_id limit 5) r cross join generate_series(0, 1) k`);
  // One tenant's stays in every room, after the others.
  const first = await t.db.execute<{ id: number }>(
    sql`select min(tenant_id) as id from tenants where tenant_name like 'PAGE%'`,
  );
  firstTenantId = Number(first.rows[0]?.id);
  await t.db.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status, update_by)
    select ${firstTenantId}, r.room_id, date '2026-02-01' + k * 3, date '2026-02-01' + k * 3, date '2026-02-01' + k * 3 + 2, 1, 2, 'test'
    from (select room_id from rooms order by room_id limit 5) r cross join generate_series(0, 1) k`);
  await t.db.execute(sql`
    insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                          amount, deposit_status, status, update_by, receipt_number)
    select b.booking_id, (date '2025-12-01' + (b.booking_id % 4) * interval '1 month' - (j - 1) * interval '1 day')::date,
           j, 1, 2026, 1000 * b.booking_id + j,
           case when j = 1 then b.booking_id % 3 end, 1 + (b.booking_id % 7 = 0)::int, 'test',
           'PG/' || b.booking_id || '-' || j
    from bookings b cross join generate_series(1, 2) j`);
  // The stays' bills (several due on one day in different rooms), the rent payments allocated.
  await t.db.execute(sql`select bills_sync(null, date '2026-03-01', 7, true, 'test')`);
  await t.db.execute(sql`select bills_reallocate(null, 'test')`);
  await t.db.execute(sql`
    insert into expenses (expense_date, expense_category, amount, remark, status, update_by)
    select date '2026-01-01' + g % 4, 1, 100 + g, 'PAGE', 1 + (g % 6 = 0)::int, 'test' from generate_series(1, 23) g`);
  // Entries over ten days, every 7 hours (some an hour from midnight), for the audit trail's kept counts per day.
  await t.db.execute(sql`
    insert into audit_log (audit_date, entity, action, record_id)
    select date_trunc('day', now()) - g * interval '7 hours' + interval '1 hour', 'expense', 'update', g
    from generate_series(1, 34) g`);
});
afterAll(() => t.close());

const lists = [
  { name: 'tenants', call: tenantCalls.getList, body: {} },
  { name: 'active tenants', call: tenantCalls.getList, body: { status: 1 } },
  { name: 'tenant search', call: tenantCalls.getList, body: { tenantName: 'A' } },
  { name: 'active tenant search', call: tenantCalls.getList, body: { tenantName: 'A', status: 1 } },
  { name: 'booking tenant lookup', call: bookingCalls.getTenantList, body: {} },
  { name: 'booking tenant lookup search', call: bookingCalls.getTenantList, body: { tenantName: 'A' } },
  { name: 'bookings', call: bookingCalls.getList, body: {} },
  { name: "one tenant's bookings", call: bookingCalls.getList, body: { tenantId: 'first' } },
  { name: 'active bookings of one booking status', call: bookingCalls.getList, body: { bookingStatus: 2, status: 1 } },
  { name: 'bookings in a room search', call: bookingCalls.getList, body: { roomNumber: '1' } },
  { name: 'payments', call: paymentCalls.getList, body: {} },
  { name: 'active payments', call: paymentCalls.getList, body: { status: 1 } },
  {
    name: 'payments of one rent period',
    call: paymentCalls.getList,
    body: { paymentPeriodeMonth: 1, paymentPeriodeYear: 2026 },
  },
  { name: 'payments of a name search', call: paymentCalls.getList, body: { tenantName: 'page' } },
  { name: 'active payments of a name search', call: paymentCalls.getList, body: { tenantName: 'page', status: 1 } },
  { name: 'rent of a name search', call: paymentCalls.getList, body: { tenantName: 'page', paymentType: 2 } },
  {
    name: 'payments of a name search in one rent period',
    call: paymentCalls.getList,
    body: { tenantName: 'page', paymentPeriodeMonth: 1, paymentPeriodeYear: 2026 },
  },
  { name: "one tenant's payments", call: paymentCalls.getPaymentByTenantId, body: { tenantId: 'first' } },
  { name: 'deposits', call: depositCalls.getList, body: { paymentType: 1 } },
  { name: 'deposits of a name search', call: depositCalls.getList, body: { paymentType: 1, tenantName: 'page' } },
  {
    name: 'active deposits of a name search',
    call: depositCalls.getList,
    body: { paymentType: 1, tenantName: 'page', status: 1 },
  },
  { name: 'expenses', call: expenseCalls.getList, body: { dateFrom: '2025-12-01', dateTo: '2026-02-01' } },
  { name: 'active expenses', call: expenseCalls.getList, body: { status: 1 } },
  // The set-up's rows, written by a few statements: many entries share one moment (the id breaks the tie).
  { name: 'audit trail', call: auditCalls.getList, body: {} },
  { name: 'audit trail of payments', call: auditCalls.getList, body: { entity: 'payment' } },
  { name: 'bills', call: billCalls.getList, body: {} },
  { name: 'active bills', call: billCalls.getList, body: { status: 1 } },
  { name: 'bills of a name search', call: billCalls.getList, body: { tenantName: 'page' } },
  { name: 'active bills of a name search', call: billCalls.getList, body: { tenantName: 'page', status: 1 } },
  { name: 'unpaid bills of a name search', call: billCalls.getList, body: { tenantName: 'page', billStatus: 1 } },
  { name: "one tenant's bills", call: billCalls.getList, body: { tenantId: 'first' } },
  { name: "one tenant's active bills", call: billCalls.getList, body: { tenantId: 'first', status: 1 } },
  { name: 'arrears', call: billCalls.getArrears, body: {} },
  { name: 'arrears of a name search', call: billCalls.getArrears, body: { tenantName: 'page' } },
] as const;

async function checkEveryPage(list: (typeof lists)[number]) {
  type Page = { listData: Record<string, unknown>[]; totalData: number } & Record<string, unknown>;
  // 'first': the tenant with the most stays (one in every room).
  const body: Record<string, unknown> = { ...list.body };
  if (body.tenantId === 'first') body.tenantId = firstTenantId;
  const read = async (pageIndex: number, pageSize: number) => {
    const res = await t.call(list.call as never, { ...body, pageIndex, pageSize } as never, t.adminToken);
    expect(res.statusCode).toBe(200);
    return res.body.data as Page;
  };
  const whole = await read(0, 1000);
  expect(whole.totalData).toBe(whole.listData.length);
  expect(whole.totalData).toBeGreaterThan(6);
  // The cursors are each page's own (paging-cursor.test.ts); the totals are the whole set's.
  const { listData: _rows, nextCursor: _n, prevCursor: _p, ...totals } = whole;
  if (list.call === billCalls.getList) {
    // The totals (kept or counted) are the sums of the rows themselves; void bills are not billed.
    const sum = (pick: (r: Record<string, unknown>) => number) => whole.listData.reduce((acc, r) => acc + pick(r), 0);
    expect(totals).toMatchObject({
      totalAmount: sum((r) => (r.billStatus === 4 ? 0 : Number(r.amount))),
      totalPaid: sum((r) => Number(r.paidAmount)),
      totalOutstanding: sum((r) => Number(r.outstanding)),
    });
  }
  // The money total (kept or counted) is the sum of the rows themselves (a tenant's: the active ones).
  const amounts = (rows: Record<string, unknown>[]) => rows.reduce((sum, r) => sum + Number(r.amount), 0);
  if (list.call === paymentCalls.getList) expect(totals.totalPayment).toBe(amounts(whole.listData));
  if (list.call === depositCalls.getList)
    expect([totals.totalAmount, totals.totalReturnedAmount]).toEqual([
      amounts(whole.listData),
      whole.listData.reduce((sum, r) => sum + Number(r.returnAmount), 0),
    ]);
  if (list.call === paymentCalls.getPaymentByTenantId)
    expect(totals.totalPayment).toBe(amounts(whole.listData.filter((r) => r.status === 1)));
  for (let pageIndex = 0; pageIndex * 3 <= whole.totalData + 3; pageIndex++) {
    const page = await read(pageIndex, 3);
    const { listData, nextCursor: _next, prevCursor: _prev, ...pageTotals } = page;
    expect(pageTotals).toEqual(totals);
    expect(listData).toEqual(whole.listData.slice(pageIndex * 3, pageIndex * 3 + 3));
  }
}

describe('paging', () => {
  for (const list of lists) {
    it(`gives every page of the ${list.name} list as its slice of the whole`, () => checkEveryPage(list));
  }
});

describe('a first page read with its totals in one statement', () => {
  // The totals ride on the page's rows; a page with no rows has none to carry them.
  const empty = [
    { call: tenantCalls.getList, body: { tenantName: 'NO SUCH TENANT' } },
    { call: tenantCalls.getList, body: { status: 3 } },
    { call: bookingCalls.getList, body: { tenantName: 'NO SUCH TENANT' } },
    { call: paymentCalls.getList, body: { paymentPeriodeMonth: 12, paymentPeriodeYear: 2030 } },
    { call: paymentCalls.getList, body: { paymentType: 2, status: 2, paymentPeriodeMonth: 2 } },
    { call: expenseCalls.getList, body: { dateFrom: '2030-01-01', dateTo: '2030-01-31' } },
    { call: userCalls.getList, body: { username: 'nosuchuser' } },
    { call: billCalls.getArrears, body: { tenantName: 'NO SUCH TENANT' } },
  ] as const;
  for (const list of empty) {
    it(`answers ${list.call.path} with no rows and a zero total`, async () => {
      const res = await t.call(list.call as never, { ...list.body, pageIndex: 0, pageSize: 3 } as never, t.adminToken);
      expect(res.statusCode).toBe(200);
      const { listData, totalData, nextCursor: _n, prevCursor: _p, ...sums } = res.body.data as Record<string, unknown>;
      expect([listData, totalData]).toEqual([[], 0]);
      for (const value of Object.values(sums)) {
        if (Array.isArray(value))
          for (const bucket of value) expect(bucket).toMatchObject({ bookings: 0, outstanding: 0 });
        else expect(value).toBe(0);
      }
    });
  }

  /** The statements a call sends to PostgreSQL (the token's check included). */
  async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text: string };
      sent.push(typeof q === 'string' ? q : q.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      await call();
    } finally {
      pg.Client.prototype.query = query;
    }
    return sent;
  }

  // A page with rows carries the whole set's totals: the token's check, then one statement. A
  // list that read its totals apart would still answer right, only slower. (The payments of a name
  // search, the bills with their reminders, and the audit trail, whose page and count are read side
  // by side, send more, by design.)
  for (const name of [
    'tenants',
    'active tenants',
    'tenant search',
    'active tenant search',
    'bookings',
    "one tenant's bookings",
    'active bookings of one booking status',
    'bookings in a room search',
    'payments',
    'active payments',
    'payments of one rent period',
    'expenses',
    'active expenses',
  ]) {
    const list = lists.find((l) => l.name === name);
    it(`reads the first page of the ${name} list and its totals in one statement`, async () => {
      if (!list) throw new Error(`no list named ${name}`);
      const body: Record<string, unknown> = { ...list.body };
      if (body.tenantId === 'first') body.tenantId = firstTenantId;
      let answer: { statusCode: number; body: { data: { listData: unknown[]; totalData: number } } } | undefined;
      const sent = await statementsOf(async () => {
        answer = (await t.call(
          list.call as never,
          { ...body, pageIndex: 0, pageSize: 3 } as never,
          t.adminToken,
        )) as never;
      });
      expect(answer?.statusCode).toBe(200);
      expect(answer?.body.data.listData).toHaveLength(3);
      expect(answer?.body.data.totalData).toBeGreaterThan(3);
      expect(sent.filter((text) => !text.includes('"revoked_tokens"'))).toHaveLength(1);
    });
  }

  it('answers the exact total of a filtered user list on every page, past the end too', async () => {
    for (const [i, name] of ['pagea', 'pageb', 'pagec', 'otherd'].entries()) {
      const res = await t.call(
        userCalls.create,
        {
          username: name,
          password: 'password-123',
          firstName: `Page ${i}`,
          lastName: 'User',
          email: 'page@example.com',
          isAdmin: false,
        } as never,
        t.adminToken,
      );
      expect(res.statusCode).toBe(200);
    }
    const read = async (pageIndex: number) =>
      (await t.call(userCalls.getList, { username: 'page', pageIndex, pageSize: 2 } as never, t.adminToken)).body
        .data as { listData: { username: string }[]; totalData: number };
    const pages = [await read(0), await read(1), await read(2)];
    expect(pages.map((p) => p.totalData)).toEqual([3, 3, 3]);
    expect(pages.map((p) => p.listData.map((r) => r.username))).toEqual([['pagea', 'pageb'], ['pagec'], []]);
  });
});

describe('paging by number through the kept counts per day or month', () => {
  // Every page asked by its number starts from the edge of its bucket, not only those 2,000 rows in.
  const saved = jumpSettings.fromOffset;
  beforeAll(() => {
    jumpSettings.fromOffset = 0;
  });
  afterAll(() => {
    jumpSettings.fromOffset = saved;
  });
  const counted = [
    'bills',
    'active bills',
    'audit trail',
    'audit trail of payments',
    'payments',
    'active payments',
    'expenses',
    'active expenses',
    'deposits',
    'bookings',
    'active bookings of one booking status',
    'arrears',
  ];
  for (const list of lists.filter((l) => counted.includes(l.name))) {
    it(`gives every page of the ${list.name} list as its slice of the whole`, () => checkEveryPage(list));
  }
  it('gives unpaid bills and one day of the audit trail page by page too', async () => {
    await checkEveryPage({ name: 'unpaid bills', call: billCalls.getList, body: { billStatus: 1 } } as never);
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await checkEveryPage({ name: 'audit days', call: auditCalls.getList, body: { dateFrom: day } } as never);
  });
  it('gives the active deposits of the deposit list page by page too', async () => {
    await checkEveryPage({ name: 'active', call: depositCalls.getList, body: { paymentType: 1, status: 1 } } as never);
  });
  it('gives rent and active deposits page by page too', async () => {
    await checkEveryPage({ name: 'rent', call: paymentCalls.getList, body: { paymentType: 2 } } as never);
    await checkEveryPage({
      name: 'active deposits',
      call: paymentCalls.getList,
      body: { paymentType: 1, status: 1 },
    } as never);
  });
});

describe("a party's arrears", () => {
  // A name, tenant or room filter reads its own path (the party's stays matched against the owing
  // ones), the whole list the kept one: both answer the same stays, and the filter's buckets are
  // the sums of its rows.
  type Arrears = {
    listData: { bookingId: number; tenantId: number; tenantName: string; roomNumber: string; outstanding: number }[];
    totalData: number;
    totalOutstanding: number;
    buckets: { agingBucket: number; bookings: number; outstanding: number }[];
  };
  const read = async (body: Record<string, unknown>) =>
    (await t.call(billCalls.getArrears, { ...body, pageIndex: 0, pageSize: 1000 } as never, t.adminToken)).body
      .data as Arrears;

  it('are the rows of the whole arrears that are theirs, with their buckets summed from them', async () => {
    const whole = await read({});
    expect(whole.totalData).toBeGreaterThan(6);
    const firstRoom = whole.listData.find((r) => r.tenantId === firstTenantId)?.roomNumber ?? '';
    expect(firstRoom).not.toBe('');
    const parties: [Record<string, unknown>, (row: Arrears['listData'][number]) => boolean][] = [
      [{ tenantName: 'page' }, (r) => r.tenantName.includes('PAGE')],
      [{ tenantId: firstTenantId }, (r) => r.tenantId === firstTenantId],
      [{ roomNumber: firstRoom }, (r) => r.roomNumber.includes(firstRoom)],
      [
        { tenantName: 'page', roomNumber: firstRoom },
        (r) => r.tenantName.includes('PAGE') && r.roomNumber.includes(firstRoom),
      ],
      [{ tenantName: 'page', tenantId: firstTenantId }, (r) => r.tenantId === firstTenantId],
      [{ tenantName: 'sama' }, (r) => r.tenantName.includes('SAMA')],
    ];
    for (const [filter, theirs] of parties) {
      const party = await read(filter);
      const expected = whole.listData.filter(theirs);
      expect(
        party.listData.map((r) => r.bookingId),
        JSON.stringify(filter),
      ).toEqual(expected.map((r) => r.bookingId));
      expect(party.totalData).toBe(expected.length);
      const buckets = new Map<number, { bookings: number; outstanding: number }>();
      for (const row of party.listData as (Arrears['listData'][number] & { agingBucket: number })[]) {
        const b = buckets.get(row.agingBucket) ?? { bookings: 0, outstanding: 0 };
        buckets.set(row.agingBucket, { bookings: b.bookings + 1, outstanding: b.outstanding + row.outstanding });
      }
      for (const bucket of party.buckets)
        expect(bucket, JSON.stringify(filter)).toMatchObject(
          buckets.get(bucket.agingBucket) ?? { bookings: 0, outstanding: 0 },
        );
      expect(party.totalOutstanding).toBe(expected.reduce((sum, r) => sum + r.outstanding, 0));
    }
  });
});
