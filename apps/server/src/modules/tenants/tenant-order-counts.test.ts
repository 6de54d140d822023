import { tenantCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { jumpSettings } from '../../db/paging.js';

/**
 * tenant_order_counts (migration tenant_order_counts): the tenant list's order cut into stretches
 * of at most 2,000 tenants, each counted per status. After any write, concurrent ones included,
 * every stretch's counts equal a recount of the tenants between its start and the next one, and
 * a page of the tenant list asked by its number, found from those counts, is its slice of the list.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The kept stretches against a recount of the tenants in each; the largest stretch's size. */
async function expectStretchesAgree(): Promise<{ stretches: number; largest: number }> {
  const [recount, kept, sizes] = await Promise.all([
    t.db.execute(sql`
      with s as (select from_name, from_id, lead(from_name) over w as to_name, lead(from_id) over w as to_id
                 from (select distinct from_name, from_id from tenant_order_counts) f
                 window w as (order by from_name, from_id))
      select s.from_name, s.from_id, t.status, count(*)::bigint as n
      from s join tenants t on (t.tenant_name, t.tenant_id) >= (s.from_name, s.from_id)
        and (s.to_name is null or (t.tenant_name, t.tenant_id) < (s.to_name, s.to_id))
      group by 1, 2, 3 order by 1, 2, 3`),
    t.db.execute(sql`select from_name, from_id, status, row_count as n from tenant_order_counts
                     where row_count <> 0 order by 1, 2, 3`),
    t.db.execute<{ stretches: number; largest: number }>(sql`
      select count(*)::int as stretches, max(n)::int as largest, bool_or(from_name = '' and from_id = 0) as first
      from (select from_name, from_id, sum(row_count) as n from tenant_order_counts group by 1, 2) s`),
  ]);
  expect(JSON.stringify(kept.rows)).toBe(JSON.stringify(recount.rows));
  const size = sizes.rows[0] as { stretches: number; largest: number; first: boolean };
  expect(size.first).toBe(true);
  expect(size.largest).toBeLessThanOrEqual(2000);
  return size;
}

/** `n` tenants whose names start with `prefix`; every fourth one's status 2. */
async function newTenants(n: number, prefix: string) {
  await t.db.execute(sql`
    insert into tenants (tenant_name, status, update_by)
    select ${prefix} || ' ' || lpad((g % 997)::text, 3, '0'), 1 + (g % 4 = 0)::int, 'test'
    from generate_series(1, ${n}) g`);
}

describe('the kept stretches of the tenant list', () => {
  it('are cut as a statement fills one, and follow renames, status changes and deletes', async () => {
    await newTenants(4_500, 'BULK');
    const cut = await expectStretchesAgree();
    expect(cut.stretches).toBeGreaterThanOrEqual(5);
    // One at a time into one stretch, past its 2,000.
    for (let i = 0; i < 30; i++) await newTenants(1, 'BULK 500');
    await expectStretchesAgree();
    // Renames across stretches (to either end and between), status changes, deletes.
    await t.db.execute(sql`update tenants set tenant_name = 'AAA ' || tenant_name where tenant_id % 7 = 0`);
    await t.db.execute(sql`update tenants set tenant_name = 'ZZZ' where tenant_id % 11 = 0`);
    await t.db.execute(sql`update tenants set status = 3 - status where tenant_id % 5 = 0`);
    await t.db.execute(sql`update tenants set address = 'moves nothing' where true`);
    await expectStretchesAgree();
    await t.db.execute(sql`delete from tenants where tenant_id % 3 = 0 and tenant_name like 'BULK%'
                           and not exists (select 1 from bookings b where b.tenant_id = tenants.tenant_id)`);
    await expectStretchesAgree();
  });

  it('lose no tenant while writers add, rename and delete in the stretch being cut', async () => {
    const before = await expectStretchesAgree();
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      writes.push(newTenants(60, `BULK 6${i % 4}`));
      if (i % 4 === 1)
        writes.push(
          t.db.execute(sql`update tenants set tenant_name = 'BULK 61 ' || tenant_id
                                     where tenant_id in (select max(tenant_id) - ${i} from tenants)`),
        );
      if (i % 4 === 2)
        writes.push(
          t.db.execute(sql`update tenants set status = 3 - status
                                     where tenant_id in (select max(tenant_id) - ${i} from tenants)`),
        );
      if (i % 4 === 3)
        writes.push(
          t.db.execute(sql`delete from tenants where tenant_id in (select max(tenant_id) - ${i} from tenants)
                                     and not exists (select 1 from bookings b where b.tenant_id = tenants.tenant_id)`),
        );
    }
    await Promise.all(writes);
    const after = await expectStretchesAgree();
    expect(after.stretches).toBeGreaterThan(before.stretches);
  });
});

describe('a page of the tenant list asked by its number', () => {
  const saved = jumpSettings.fromOffset;
  beforeAll(() => {
    jumpSettings.fromOffset = 0;
  });
  afterAll(() => {
    jumpSettings.fromOffset = saved;
  });

  it('is its slice of the list, on both sides of every stretch edge, with and without a status', async () => {
    for (const status of [undefined, 1, 2] as const) {
      const whole = await t.db.execute<{ id: number }>(sql`
        select tenant_id as id from tenants ${status ? sql`where status = ${status}` : sql``}
        order by tenant_name, tenant_id`);
      const ids = whole.rows.map((r) => Number(r.id));
      // The places of each stretch's first tenant in this list.
      const edges = await t.db.execute<{ place: number }>(sql`
        select (select count(*)::int from tenants t where (t.tenant_name, t.tenant_id) < (k.from_name, k.from_id)
                ${status ? sql`and t.status = ${status}` : sql``}) as place
        from (select distinct from_name, from_id from tenant_order_counts) k`);
      const pageSize = 7;
      const pages = new Set<number>([Math.floor(ids.length / pageSize / 2), Math.floor(ids.length / pageSize) - 1]);
      for (const { place } of edges.rows) {
        for (const at of [place - 1, place, place + pageSize]) if (at >= 0) pages.add(Math.floor(at / pageSize));
      }
      expect(pages.size).toBeGreaterThan(8);
      for (const pageIndex of pages) {
        const res = await t.call(tenantCalls.getList, { pageIndex, pageSize, status } as never, t.adminToken);
        expect(res.statusCode).toBe(200);
        const data = res.body.data as { totalData: number; listData: { tenantId: number }[] };
        expect(data.totalData).toBe(ids.length);
        expect(
          data.listData.map((r) => r.tenantId),
          `status ${status} page ${pageIndex}`,
        ).toEqual(ids.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize));
      }
    }
  });
});
