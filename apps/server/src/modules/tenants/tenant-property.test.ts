import { bookingCalls, propertyCalls, Role, roomCalls, roomTypeCalls, tenantCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { insertTenant, roomId } from '../../../test/factories/bookings.js';
import { encodeMultipart } from '../../../test/multipart.js';
import { runAs, scopedDatabase } from '../../db/actor-scope.js';
import { ofCallsTenants } from './tenant-matching.js';
import { tenantKit, unique } from './tenants.test-kit.js';

/**
 * The property a tenant is registered in: named on Tenant/Create (the default one otherwise),
 * answered with the tenant and each list row, and a filter of the tenant list and of the booking's
 * tenant lookup (registered there, or with a stay in it). A walk-in registers a new tenant in the
 * room's property. Staff name only their own properties.
 */
let t: TestApp;
let kit: ReturnType<typeof tenantKit>;
const A = 1;
let B: number;
let roomB: number;
/** A second room of B, free for the walk-in. */
let roomB2: number;
let deskA: Awaited<ReturnType<TestApp['createUser']>>;
let deskB: Awaited<ReturnType<TestApp['createUser']>>;

const ok = (res: { statusCode: number; body: unknown }) => {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Record<string, unknown> }).data;
};
const names = (data: Record<string, unknown>) =>
  (data.listData as { tenantName: string }[]).map((row) => row.tenantName).sort();

beforeAll(async () => {
  t = await createTestApp();
  kit = tenantKit(t);
  const a = t.adminToken;
  B = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MAWAR' }, a)).propertyId as number;
  const prices = { priceDaily: 100_000, priceWeekly: 500_000, priceMonthly: 1_500_000, priceYearly: 15_000_000 };
  const roomTypeId = ok(await t.call(roomTypeCalls.create, { roomTypeName: 'MAWAR', ...prices, propertyId: B }, a))
    .roomTypeId as number;
  roomB = ok(await t.call(roomCalls.create, { roomNumber: '101', roomTypeId }, a)).roomId as number;
  roomB2 = ok(await t.call(roomCalls.create, { roomNumber: '102', roomTypeId }, a)).roomId as number;
  deskA = await t.createUser({ role: Role.FrontDesk, propertyIds: [A] });
  deskB = await t.createUser({ role: Role.FrontDesk, propertyIds: [B] });
});
afterAll(() => t.close());

describe('a tenant’s property', () => {
  it('is the one named on Tenant/Create, answered by GetById and the list; the default one when none is named', async () => {
    const tag = unique();
    const inB = ok(await kit.create({ tenantName: `REG B ${tag}`, propertyId: String(B) }));
    const inDefault = ok(await kit.create({ tenantName: `REG A ${tag}`, propertyId: '' }));
    const one = ok(await kit.getById(inB.tenantId as number));
    expect(one).toMatchObject({ propertyId: B, propertyName: 'KOS MAWAR' });
    const other = ok(await kit.getById(inDefault.tenantId as number));
    expect(other.propertyId).toBe(A);
    expect(other.propertyName).not.toBe('');
    const list = ok(await t.call(tenantCalls.getList, { tenantName: `REG B ${tag}` }, t.adminToken));
    expect(list.listData).toEqual([expect.objectContaining({ propertyId: B, propertyName: 'KOS MAWAR' })]);
  });

  it('refuses a property that is not a choice (unknown, not a number, or not one of a staff user’s), and saves nothing', async () => {
    const tag = unique();
    const before = await kit.counts();
    const unknown = await kit.create({ tenantName: `BAD ${tag}`, propertyId: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'field.invalidChoice' });
    const words = await kit.create({ tenantName: `BAD ${tag}`, propertyId: 'dua' });
    expect(words.statusCode).toBe(400);
    // A Front desk user of A names B: B does not exist for them.
    const elsewhere = await kit.create({ tenantName: `BAD ${tag}`, propertyId: String(B) }, deskA.token);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toMatchObject({ code: 'field.invalidChoice' });
    expect(await kit.counts()).toEqual(before);
    // Their own property, or none (theirs by default), is taken.
    const own = ok(await kit.create({ tenantName: `OWN ${tag}`, propertyId: String(A) }, deskA.token));
    const theirs = ok(await kit.create({ tenantName: `DEFAULT ${tag}` }, deskB.token));
    expect(ok(await kit.getById(own.tenantId as number)).propertyId).toBe(A);
    expect(ok(await kit.getById(theirs.tenantId as number)).propertyId).toBe(B);
  });

  it('filters the tenant list and the booking’s tenant lookup: registered there, or with a stay there', async () => {
    const tag = unique();
    const onlyA = (await insertTenant(t.db, { propertyId: A, tenantName: `FILTER ${tag} ANI` })).tenantId;
    await insertTenant(t.db, { propertyId: B, tenantName: `FILTER ${tag} BUDI` });
    // Registered in A, staying in B: a tenant of both.
    const mover = (await insertTenant(t.db, { propertyId: A, tenantName: `FILTER ${tag} CITRA` })).tenantId;
    ok(
      await t.call(
        bookingCalls.create,
        {
          tenantId: mover,
          roomNumberId: roomB,
          bookingDate: '2027-03-01',
          checkInDate: '2027-03-01',
          checkOutDate: '',
          bookingType: 3,
          remark: '',
        },
        t.adminToken,
      ),
    );
    expect(onlyA).toBeGreaterThan(0);
    const filter = { tenantName: `FILTER ${tag}` };
    const listB = ok(await t.call(tenantCalls.getList, { ...filter, propertyId: B }, t.adminToken));
    expect(names(listB)).toEqual([`FILTER ${tag} BUDI`, `FILTER ${tag} CITRA`]);
    expect(listB.totalData).toBe(2);
    const listA = ok(await t.call(tenantCalls.getList, { ...filter, propertyId: A }, t.adminToken));
    expect(names(listA)).toEqual([`FILTER ${tag} ANI`, `FILTER ${tag} CITRA`]);
    const every = ok(await t.call(tenantCalls.getList, { ...filter, propertyId: 0 }, t.adminToken));
    expect(every.totalData).toBe(3);
    const lookupB = ok(await t.call(bookingCalls.getTenantList, { ...filter, propertyId: B }, t.adminToken));
    expect(names(lookupB)).toEqual([`FILTER ${tag} BUDI`, `FILTER ${tag} CITRA`]);
    expect(lookupB.totalData).toBe(2);
    // Not filtered by a name, the count is of the property's tenants, not the business's kept count.
    const all = ok(await t.call(tenantCalls.getList, { propertyId: B, pageSize: 1000 }, t.adminToken));
    const inB = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tenants
      where property_id = ${B} or tenant_id in (select b.tenant_id from bookings b join rooms r on r.room_id = b.room_id
                                                where r.property_id = ${B})`);
    expect(all.totalData).toBe(inB.rows[0]?.n);
    expect((all.listData as unknown[]).length).toBe(inB.rows[0]?.n);
    // A staff user of B names it or not: the same tenants; their list of A is empty.
    const staffB = ok(await t.call(tenantCalls.getList, { ...filter, propertyId: B }, deskB.token));
    expect(names(staffB)).toEqual([`FILTER ${tag} BUDI`, `FILTER ${tag} CITRA`]);
    const staffNamesA = ok(await t.call(tenantCalls.getList, { ...filter, propertyId: A }, deskB.token));
    expect(names(staffNamesA)).toEqual([]);
    // The mover, registered in A, is B's by the stay: B's staff read no name of A for them.
    const moverSeenByB = ok(await t.call(tenantCalls.getById, { tenantId: mover }, deskB.token));
    expect(moverSeenByB).toMatchObject({ propertyId: A, propertyName: '' });
  });

  it('finds a staff user’s own tenants by name and phone, and none of another property’s', async () => {
    // A staff search takes the matching ids as the tables' owner (tenant_ids_named): the policy
    // must still keep another property's tenants out, from the rows and the count alike.
    const tag = unique();
    await insertTenant(t.db, { propertyId: A, tenantName: `SEARCH ${tag} ANI`, phone: `62811${tag.length}0001` });
    await insertTenant(t.db, { propertyId: B, tenantName: `SEARCH ${tag} BUDI`, phone: `62811${tag.length}0002` });
    const searchA = ok(await t.call(tenantCalls.getList, { tenantName: `SEARCH ${tag}` }, deskA.token));
    expect(names(searchA)).toEqual([`SEARCH ${tag} ANI`]);
    expect(searchA.totalData).toBe(1);
    const searchB = ok(await t.call(tenantCalls.getList, { tenantName: `SEARCH ${tag}` }, deskB.token));
    expect(names(searchB)).toEqual([`SEARCH ${tag} BUDI`]);
    const byPhone = ok(await t.call(tenantCalls.getList, { phone: `62811${tag.length}000` }, deskA.token));
    expect(names(byPhone).filter((n) => n.includes(tag))).toEqual([`SEARCH ${tag} ANI`]);
    const lookup = ok(await t.call(bookingCalls.getTenantList, { tenantName: `SEARCH ${tag}` }, deskB.token));
    expect(names(lookup)).toEqual([`SEARCH ${tag} BUDI`]);
    expect(lookup.totalData).toBe(1);
    // A user's own % and _ are literal, as the owner's search takes them.
    const literal = ok(await t.call(tenantCalls.getList, { tenantName: `SEARCH ${tag} %` }, deskA.token));
    expect(names(literal)).toEqual([]);
    const owner = ok(await t.call(tenantCalls.getList, { tenantName: `SEARCH ${tag}` }, t.adminToken));
    expect(names(owner)).toEqual([`SEARCH ${tag} ANI`, `SEARCH ${tag} BUDI`]);
  });

  it('registers a walk-in’s new tenant in the property of the room taken', async () => {
    t.clock.set('2027-03-10T03:00:00Z');
    const tag = unique();
    const { payload, contentType } = await encodeMultipart({
      tenantName: `WALK ${tag}`,
      phone: '081299990000',
      roomNumberId: String(await roomId(t.db, '102')),
      checkInDate: '2027-03-10',
      bookingType: '3',
    });
    const seedRoom = ok(
      await t.raw(bookingCalls.walkIn.path, payload as unknown as string, t.adminToken, {
        'content-type': contentType,
      }),
    );
    expect(ok(await kit.getById(seedRoom.tenantId as number)).propertyId).toBe(A);
    const inB = await encodeMultipart({
      tenantName: `WALK B ${tag}`,
      phone: '081299990001',
      roomNumberId: String(roomB2),
      checkInDate: '2027-03-10',
      checkOutDate: '2027-03-12',
      bookingType: '1',
    });
    const walked = ok(
      await t.raw(bookingCalls.walkIn.path, inB.payload as unknown as string, t.adminToken, {
        'content-type': inB.contentType,
      }),
    );
    expect(ok(await kit.getById(walked.tenantId as number))).toMatchObject({
      propertyId: B,
      propertyName: 'KOS MAWAR',
    });
  });

  it("gives a staff user's tenant count their properties and stays as arrays, worked out once", async () => {
    // Read by tenants_property_idx and the primary key at scale (docs/PERFORMANCE.md); the plan
    // on these few rows is the planner's choice, the arrays are the code's.
    const actor = { userId: deskA.userId, username: deskA.username, address: 'test', propertyScope: 'user' as const };
    const plan = await runAs(t.db, actor, async () => {
      const r = await scopedDatabase(t.db).execute<{ 'QUERY PLAN': string }>(
        sql`explain (costs off) select count(*) from tenants where ${ofCallsTenants(sql`tenants`)}`,
      );
      return r.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/property_id = ANY \((\$\d+|\(InitPlan \d+\)\.col1)\)/);
    expect(plan).toMatch(/tenant_id = ANY \((\$\d+|\(InitPlan \d+\)\.col1)\)/);
  });
});
