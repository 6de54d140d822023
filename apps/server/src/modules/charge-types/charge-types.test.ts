import { chargeTypeCalls, exportCalls, propertyCalls, Role } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile, readCsv } from '../../../test/exports.js';

/**
 * Charge types (issue 42): the business's defaults, the master-data calls, the rules between a
 * kind, its unit and its minimum, a type of one property or of every property, who may change
 * which, and the export.
 */
let t: TestApp;
let B = 0;
let managerA: Awaited<ReturnType<TestApp['createUser']>>;
let deskA: Awaited<ReturnType<TestApp['createUser']>>;
const A = 1;

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
const ok = (res: { statusCode: number; body: unknown }) => {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Record<string, unknown> }).data;
};
const metered = (overrides: Record<string, unknown> = {}) => ({
  chargeTypeName: unique('Token'),
  chargeKind: 1,
  unitName: 'kWh',
  unitPrice: 1_700,
  minimumCharge: 20_000,
  ...overrides,
});
const count = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from charge_types`)).rows[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  B = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, t.adminToken)).propertyId as number;
  managerA = await t.createUser({ role: Role.Manager, propertyIds: [A] });
  deskA = await t.createUser({ role: Role.FrontDesk, propertyIds: [A] });
});
afterAll(() => t.close());

describe('the defaults', () => {
  it('are Listrik and Air by the meter, parking and wifi every period, laundry once, for every property', async () => {
    const list = ok(await t.call(chargeTypeCalls.getList, { pageSize: 100, status: 1 }, t.adminToken));
    const shown = (list.listData as Record<string, unknown>[]).map((r) => [
      r.chargeTypeName,
      r.chargeKind,
      r.unitName,
      r.unitPrice,
      r.propertyId,
      r.propertyName,
    ]);
    expect(shown).toEqual([
      ['Air', 1, 'm3', 10_000, null, null],
      ['Laundry', 3, 'kg', 7_000, null, null],
      ['Listrik', 1, 'kWh', 1_500, null, null],
      ['Parkir Mobil', 2, 'mobil', 150_000, null, null],
      ['Parkir Motor', 2, 'motor', 50_000, null, null],
      ['Wifi', 2, '', 100_000, null, null],
    ]);
    const byMeter = ok(
      await t.call(chargeTypeCalls.getList, { pageSize: 100, status: 1, chargeKind: 1 }, t.adminToken),
    );
    expect((byMeter.listData as { chargeTypeName: string }[]).map((r) => r.chargeTypeName)).toEqual(['Air', 'Listrik']);
    expect(byMeter.totalData).toBe(2);
  });
});

describe('ChargeType/Create, Update, Delete, GetById', () => {
  it('keeps a type of one property as typed, and its history', async () => {
    const input = metered({ chargeTypeName: '  Listrik Token  ', propertyId: B });
    const { chargeTypeId } = ok(await t.call(chargeTypeCalls.create, input, t.adminToken));
    const got = ok(await t.call(chargeTypeCalls.getById, { chargeTypeId }, t.adminToken));
    expect(got).toMatchObject({
      chargeTypeName: 'Listrik Token',
      chargeKind: 1,
      unitName: 'kWh',
      unitPrice: 1_700,
      minimumCharge: 20_000,
      propertyId: B,
      propertyName: 'KOS MELATI',
      status: 1,
    });
    ok(
      await t.call(
        chargeTypeCalls.update,
        { ...got, chargeTypeId, unitPrice: 1_800, rowVersion: got.rowVersion },
        t.adminToken,
      ),
    );
    const disabled = ok(await t.call(chargeTypeCalls.delete, { chargeTypeId, status: 1 }, t.adminToken));
    expect(disabled.status).toBe(2);
    const history = await historyOf(t, 'chargeType', chargeTypeId as number);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(history[1]?.changes).toEqual([{ field: 'unitPrice', before: 1_700, after: 1_800 }]);
    expect(history.every((e) => e.propertyId === B)).toBe(true);
  });

  it('refuses in words: a metered type without its unit, a minimum on a fixed charge, a name taken where it serves', async () => {
    const before = await count();
    const noUnit = await t.call(chargeTypeCalls.create, metered({ unitName: '' }), t.adminToken);
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.body).toMatchObject({
      code: 'chargeType.unitRequired',
      message: 'Unit is required for a metered charge (kWh, m3...)',
    });
    const minimum = await t.call(
      chargeTypeCalls.create,
      { chargeTypeName: unique('Parkir'), chargeKind: 2, unitPrice: 50_000, minimumCharge: 1 },
      t.adminToken,
    );
    expect(minimum.statusCode).toBe(400);
    expect(minimum.body).toMatchObject({
      code: 'chargeType.minimumOnlyMetered',
      message: 'Minimum Charge is for a metered charge only; leave it 0',
    });
    const kind = await t.call(chargeTypeCalls.create, metered({ chargeKind: 4 }), t.adminToken);
    expect(kind.statusCode).toBe(400);
    const taken = await t.call(chargeTypeCalls.create, metered({ chargeTypeName: 'Listrik' }), t.adminToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toMatchObject({ code: 'chargeType.nameTaken', message: 'Charge Type Listrik already exists' });
    expect(await count()).toBe(before);
    // The same name in one property is its own type (its own tariff), once.
    ok(await t.call(chargeTypeCalls.create, metered({ chargeTypeName: 'Listrik', propertyId: B }), t.adminToken));
    const again = await t.call(
      chargeTypeCalls.create,
      metered({ chargeTypeName: 'Listrik', propertyId: B }),
      t.adminToken,
    );
    expect(again.statusCode).toBe(409);
  });

  it('says it in Indonesian too', async () => {
    const res = await t.raw(chargeTypeCalls.create.path, JSON.stringify(metered({ unitName: '' })), t.adminToken, {
      'accept-language': 'id',
    });
    expect(res.body).toMatchObject({ message: 'Satuan wajib diisi untuk biaya meteran (kWh, m3...)' });
  });
});

describe('who may change which', () => {
  it("lets a Manager keep their property's types, not every property's, and Front desk only read them", async () => {
    const own = ok(await t.call(chargeTypeCalls.create, metered({ propertyId: A }), managerA.token));
    expect(own.chargeTypeId).toBeGreaterThan(0);
    const everywhere = await t.call(chargeTypeCalls.create, metered(), managerA.token);
    expect(everywhere.statusCode).toBe(400);
    expect(everywhere.body).toMatchObject({
      code: 'chargeType.everyPropertyOwners',
      message: 'A charge type of every property is set by the owner; choose one of your properties',
    });
    const listrik = ok(await t.call(chargeTypeCalls.getById, { chargeTypeId: 1 }, managerA.token));
    const change = await t.call(chargeTypeCalls.update, { ...listrik, chargeTypeId: 1, unitPrice: 1 }, managerA.token);
    expect(change.statusCode).toBe(403);
    expect(change.body).toMatchObject({ code: 'chargeType.everyPropertyOwners' });
    const disable = await t.call(chargeTypeCalls.delete, { chargeTypeId: 1, status: 1 }, managerA.token);
    expect(disable.statusCode).toBe(403);
    expect(ok(await t.call(chargeTypeCalls.getById, { chargeTypeId: 1 }, t.adminToken))).toMatchObject({
      unitPrice: 1_500,
      status: 1,
    });
    const desk = await t.call(chargeTypeCalls.create, metered({ propertyId: A }), deskA.token);
    expect(desk.statusCode).toBe(403);
    expect(desk.body).toMatchObject({ code: 'auth.roleNotAllowed' });
    const read = ok(await t.call(chargeTypeCalls.getList, { pageSize: 100, status: 1 }, deskA.token));
    expect(read.totalData).toBeGreaterThanOrEqual(6);
  });

  it("shows staff their properties' types and every property's, never another property's", async () => {
    const ofB = ok(await t.call(chargeTypeCalls.create, metered({ propertyId: B }), t.adminToken));
    const gone = await t.call(chargeTypeCalls.getById, { chargeTypeId: ofB.chargeTypeId }, managerA.token);
    expect(gone.statusCode).toBe(404);
    const list = ok(await t.call(chargeTypeCalls.getList, { pageSize: 1000 }, managerA.token));
    const properties = new Set((list.listData as { propertyId: number | null }[]).map((r) => r.propertyId));
    expect([...properties].sort()).toEqual([A, null].sort());
    // A property's list: its own and every property's.
    const ofAList = ok(await t.call(chargeTypeCalls.getList, { pageSize: 1000, propertyId: B }, t.adminToken));
    const named = new Set((ofAList.listData as { propertyId: number | null }[]).map((r) => r.propertyId));
    expect([...named].sort()).toEqual([B, null].sort());
    expect(ofAList.totalData).toBe((ofAList.listData as unknown[]).length);
  });
});

describe('ChargeType/Export', () => {
  it('lists each type with its kind, unit, prices and where it serves, in the caller’s language', async () => {
    const file = await exportFile(t, exportCalls.chargeType.path, {
      format: 'csv',
      status: 1,
      chargeTypeName: 'Listrik',
    });
    const { header, rows } = readCsv(file.rawPayload);
    expect(header).toEqual([
      'No',
      'Charge Type Name',
      'Charged',
      'Unit',
      'Unit Price',
      'Minimum Charge',
      'Property Name',
      'Status',
    ]);
    expect(rows.map((r) => r.slice(1))).toContainEqual([
      'Listrik',
      'Metered',
      'kWh',
      '1500',
      '0',
      'Every property',
      'Active',
    ]);
  });
});
