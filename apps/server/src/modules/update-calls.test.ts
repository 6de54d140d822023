import { type CallDef, calls, EMPTY_API_DATE } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { insertRoom } from '../../test/factories/bookings.js';
import { makeBooking, makeEmployee, makeTenant, rentRequest } from '../../test/factories/money.js';
import { encodeMultipart } from '../../test/multipart.js';

/**
 * Every `.../Update` call of the contract, walked: a save with the version read succeeds, a second
 * save from that same read is refused (409 record.stale) and changes nothing, and a deleted
 * record is refused (409 record.deleted). An Update call added later fails here until its record
 * is given a maker below.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = async <T>(res: Promise<{ statusCode: number; body: { data: T } }>) => {
  const answer = await res;
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** Makes one record of the module and answers its id. */
const makers: Record<string, () => Promise<number>> = {
  user: async () => (await t.createUser()).userId,
  payment: async () =>
    (await ok(t.call(calls.payment.create, rentRequest((await makeBooking(t.db)).bookingId), t.adminToken))).paymentId,
  expense: async () =>
    (
      await ok(
        t.call(
          calls.expense.create,
          { expenseDate: '2026-05-03', expenseCategory: 1, amount: 50_000, remark: 'soap' },
          t.adminToken,
        ),
      )
    ).expenseId,
  roomType: async () =>
    (
      await ok(
        t.call(
          calls.roomType.create,
          { roomTypeName: `T${unique()}`, priceDaily: 1, priceWeekly: 2, priceMonthly: 3, priceYearly: 4 },
          t.adminToken,
        ),
      )
    ).roomTypeId,
  room: async () => {
    const found = await t.db.execute<{ id: number }>(sql`select min(room_id) as id from rooms`);
    return Number(found.rows[0]?.id);
  },
  cardVendor: async () =>
    (await ok(t.call(calls.cardVendor.create, { cardVendorName: `V${unique()}` }, t.adminToken))).cardVendorId,
  chargeType: async () =>
    (
      await ok(
        t.call(calls.chargeType.create, { chargeTypeName: `B${unique()}`, chargeKind: 2, unitPrice: 1 }, t.adminToken),
      )
    ).chargeTypeId,
  property: async () =>
    (await ok(t.call(calls.property.create, { propertyName: `P${unique()}` }, t.adminToken))).propertyId,
  employee: async () => (await makeEmployee(t.db)).employeeId,
  expenseCategory: async () =>
    (await ok(t.call(calls.expenseCategory.create, { expenseCategoryName: `K${unique()}` }, t.adminToken)))
      .expenseCategoryId,
  booking: async () => (await makeBooking(t.db)).bookingId,
  // A stay's check-in inspection.
  inspection: async () =>
    (
      await ok(
        t.call(
          calls.inspection.create,
          { bookingId: (await makeBooking(t.db)).bookingId, inspectionKind: 1 },
          t.adminToken,
        ),
      )
    ).inspectionId,
  tenant: async () => (await makeTenant(t.db)).tenantId,
  // A reading of an empty room's meter (its first: nothing to bill).
  meterReading: async () => {
    const room = await insertRoom(t.db, { roomNumber: `M${unique().slice(0, 5)}` });
    const type = await t.db.execute<{ id: number }>(
      sql`select charge_type_id as id from charge_types where charge_type_name = 'Listrik'`,
    );
    return (
      await ok(
        t.call(
          calls.meterReading.create,
          { roomId: room.roomId, chargeTypeId: Number(type.rows[0]?.id), readingDate: '2026-01-31', reading: 100 },
          t.adminToken,
        ),
      )
    ).meterReadingId;
  },
  maintenanceRequest: async () => {
    const room = await insertRoom(t.db, { roomNumber: `R${unique().slice(0, 5)}` });
    return (
      await ok(
        t.call(calls.maintenanceRequest.create, { roomNumberId: room.roomId, description: 'Lampu mati' }, t.adminToken),
      )
    ).maintenanceRequestId;
  },
  stayCharge: async () => {
    const { bookingId } = await makeBooking(t.db);
    const stay = await t.db.execute<{ day: string; type: number }>(sql`
      select to_char(check_in_date, 'YYYY-MM-DD') as day,
             (select charge_type_id from charge_types where charge_type_name = 'Parkir Motor') as type
      from bookings where booking_id = ${bookingId}`);
    const row = stay.rows[0];
    return (
      await ok(
        t.call(
          calls.stayCharge.create,
          { bookingId, chargeTypeId: Number(row?.type), quantity: 1, startDate: row?.day, remark: '' },
          t.adminToken,
        ),
      )
    ).stayChargeId;
  },
};

type AnyObject = z.ZodObject<z.ZodRawShape>;
/** The fields of an Update's payload (through a refine or a transform). */
function fieldsOf(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: z.ZodRawShape; def: { type: string; in?: AnyObject } };
  if (s.shape) return Object.keys(s.shape);
  if (s.def.type === 'pipe' && s.def.in) return fieldsOf(s.def.in);
  throw new Error('an Update payload is an object');
}

/** The Update's payload made of what GetById answered, dates as they are sent. */
function payloadOf(update: CallDef, record: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fieldsOf(update.request)) {
    const value = record[field];
    if (value === undefined) continue;
    if (value === EMPTY_API_DATE) body[field] = null;
    else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) body[field] = value.slice(0, 10);
    else body[field] = value;
  }
  return body;
}

async function send(update: CallDef, body: Record<string, unknown>) {
  if (update.body !== 'multipart') return t.call(update, body, t.adminToken);
  const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null ? undefined : String(v)]));
  const { payload, contentType } = await encodeMultipart(fields);
  return t.raw(update.path, payload as unknown as string, t.adminToken, { 'content-type': contentType });
}

const updateCalls = Object.entries(calls).flatMap(([module, moduleCalls]) =>
  Object.values(moduleCalls as Record<string, CallDef>)
    .filter((call) => call.path.endsWith('/Update'))
    .map((call) => ({ module, update: call, getById: (moduleCalls as Record<string, CallDef>).getById })),
);

describe('every Update call refuses a record changed since it was read', () => {
  it('knows how to make a record of every module with an Update call', () => {
    expect(updateCalls.map((c) => c.module).sort()).toEqual(Object.keys(makers).sort());
    for (const c of updateCalls) expect(c.getById, c.module).toBeDefined();
  });

  for (const { module, update, getById } of updateCalls) {
    it(`${update.path}: one save per read, none over a newer version, none of a deleted record`, async () => {
      const make = makers[module];
      if (!make || !getById) throw new Error(`no maker for ${module}`);
      const id = await make();
      const idField = fieldsOf(getById.request)[0] as string;
      const read = async () => (await ok(t.call(getById, { [idField]: id }, t.adminToken))) as Record<string, unknown>;
      const seen = await read();
      expect(seen.rowVersion, 'GetById answers rowVersion').toMatch(/^\d+$/);
      const body = payloadOf(update, seen);
      expect(body.rowVersion).toBe(seen.rowVersion);

      const first = await send(update, body);
      expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
      const saved = await read();
      expect(saved.rowVersion).not.toBe(seen.rowVersion);

      const stale = await send(update, body);
      expect(stale.statusCode, JSON.stringify(stale.body)).toBe(409);
      expect((stale.body as { code?: string }).code).toBe('record.stale');
      expect(stale.body.message).toBe('This record was changed by someone else. Reload and try again.');
      expect(await read()).toEqual(saved);

      // Deleted (users are disabled, not deleted: their details may still be corrected; an
      // inspection is evidence, never removed: completing it fixes it, inspections.test.ts; a repair
      // request is never deleted, only cancelled).
      if (module === 'user' || module === 'inspection' || module === 'maintenanceRequest') return;
      const remove = (calls as unknown as Record<string, Record<string, CallDef>>)[module]?.delete;
      if (!remove) throw new Error(`${module} has no Delete`);
      await ok(t.call(remove, { [idField]: id, status: 1 }, t.adminToken));
      // A meter reading removed is gone (its bill line with it): an Update of it names nothing.
      if (module === 'meterReading') {
        const gone = await send(update, body);
        expect(gone.statusCode, JSON.stringify(gone.body)).toBe(404);
        return;
      }
      const deleted = await read();
      const refused = await send(update, payloadOf(update, deleted));
      expect(refused.statusCode, JSON.stringify(refused.body)).toBe(409);
      expect(['record.deleted', 'booking.deleted', 'stayCharge.deleted']).toContain(
        (refused.body as { code?: string }).code,
      );
      expect(await read()).toEqual(deleted);
    });
  }
});
