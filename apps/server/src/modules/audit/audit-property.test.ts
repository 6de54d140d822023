import {
  auditCalls,
  bookingCalls,
  cardVendorCalls,
  paymentCalls,
  propertyCalls,
  Role,
  roomCalls,
  roomTypeCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCountDifferences } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { insertTenant } from '../../../test/factories/bookings.js';

/**
 * Each entry names its record's property (its own, its room's, its stay's, its bill's or
 * payment's stay's), written by the audit trigger also inside a staff call, so the Owner reads one
 * property's trail (Audit/GetList `propertyId`), counted from the kept counts per property.
 */
let t: TestApp;
let B = 0;
let vendorId = 0;
const A = 1;

const ok = (res: { statusCode: number; body: unknown }) => {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Record<string, unknown> }).data;
};
type Entry = { auditId: number; entity: string; propertyId: number | null; propertyName: string | null };
const list = async (body: Record<string, unknown>) => {
  const data = ok(await t.call(auditCalls.getList, { pageSize: 1000, ...body }, t.adminToken));
  return { total: data.totalData as number, entries: data.listData as Entry[] };
};

beforeAll(async () => {
  t = await createTestApp();
  const a = t.adminToken;
  B = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, a)).propertyId as number;
  const prices = { priceDaily: 100_000, priceWeekly: 500_000, priceMonthly: 1_500_000, priceYearly: 15_000_000 };
  const roomTypeId = ok(await t.call(roomTypeCalls.create, { roomTypeName: 'MELATI', ...prices, propertyId: B }, a))
    .roomTypeId as number;
  const roomId = ok(await t.call(roomCalls.create, { roomNumber: '101', roomTypeId }, a)).roomId as number;
  // The stay and its payment are written by a Front desk user of B: the trigger reads the record's
  // property under that user's policies.
  const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [B] });
  const tenant = await insertTenant(t.db, { propertyId: B });
  const stay = {
    tenantId: tenant.tenantId,
    bookingDate: '2027-03-01',
    checkInDate: '2027-03-01',
    checkOutDate: '',
    roomNumberId: roomId,
    bookingStatus: '1',
    bookingType: 3,
    remark: '',
  };
  const bookingId = ok(await t.call(bookingCalls.create, stay, desk.token)).bookingId as number;
  const payment = {
    bookingId,
    paymentDate: '2027-03-01',
    paymentType: 2,
    paymentPeriodeMonth: 3,
    paymentPeriodeYear: 2027,
    amount: 1_500_000,
    remark: '',
  };
  ok(await t.call(paymentCalls.create, payment, desk.token));
  vendorId = ok(await t.call(cardVendorCalls.create, { cardVendorName: 'KUNCI MELATI' }, a)).cardVendorId as number;
});
afterAll(() => t.close());

describe("Audit/GetList's property", () => {
  it("lists one property's entries, each named with its property, counted alike", async () => {
    const inB = await list({ propertyId: B });
    expect(inB.total).toBe(inB.entries.length);
    expect(new Set(inB.entries.map((e) => e.entity))).toEqual(
      new Set(['property', 'roomType', 'room', 'userProperty', 'tenant', 'booking', 'payment']),
    );
    for (const entry of inB.entries) expect(entry).toMatchObject({ propertyId: B, propertyName: 'KOS MELATI' });
    const recounted = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where property_id = ${B}`,
    );
    expect(inB.total).toBe(recounted.rows[0]?.n);
    // The first property's trail has none of them; the whole trail has both.
    const inA = await list({ propertyId: A });
    const ofB = new Set(inB.entries.map((e) => e.auditId));
    expect(inA.entries.some((e) => ofB.has(e.auditId))).toBe(false);
    expect(inA.entries.every((e) => e.propertyId === A)).toBe(true);
    const all = await list({});
    expect(all.total).toBeGreaterThan(inA.total + inB.total);
  });

  it("names no property for the business's own records, and takes the other filters with the property", async () => {
    const vendor = await list({ entity: 'cardVendor', recordId: vendorId });
    expect(vendor.entries).toEqual([expect.objectContaining({ propertyId: null, propertyName: null })]);
    const payments = await list({ propertyId: B, entity: 'payment' });
    expect(payments.total).toBe(1);
    const none = await list({ propertyId: B, dateTo: '2000-01-01' });
    expect(none).toEqual({ total: 0, entries: [] });
    expect(await auditCountDifferences(t)).toBe(0);
  });

  it('refuses a property that is no number', async () => {
    const res = await t.call(auditCalls.getList, { propertyId: 'dua' }, t.adminToken);
    expect(res.statusCode).toBe(400);
  });

  it("names every entry's property as its record has it", async () => {
    // The record's property recomputed from the tables, for the entries of records that are there.
    const wrong = await t.db.execute<{ entity: string; recordId: number }>(sql`
      with truth as (
        select 'room' as entity, room_id as id, property_id from rooms
        union all select 'roomType', room_type_id, property_id from room_types
        union all select 'tenant', tenant_id, property_id from tenants
        union all select 'booking', b.booking_id, r.property_id from bookings b join rooms r on r.room_id = b.room_id
        union all select 'payment', p.payment_id, r.property_id
          from payments p join bookings b on b.booking_id = p.booking_id join rooms r on r.room_id = b.room_id
        union all select 'bill', x.bill_id, r.property_id
          from bills x join bookings b on b.booking_id = x.booking_id join rooms r on r.room_id = b.room_id
        union all select 'billAllocation', l.allocation_id, r.property_id
          from bill_allocations l join bookings b on b.booking_id = l.booking_id join rooms r on r.room_id = b.room_id
      )
      select a.entity, a.record_id as "recordId" from audit_log a join truth on truth.entity = a.entity and truth.id = a.record_id
      where a.property_id is distinct from truth.property_id`);
    expect(wrong.rows).toEqual([]);
  });
});
