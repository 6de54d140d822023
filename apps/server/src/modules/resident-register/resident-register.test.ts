import {
  bookingCalls,
  paths,
  propertyCalls,
  type RegisterPerson,
  type ResidentRegister,
  Role,
  residentRegisterCalls,
  roomCalls,
  roomTypeCalls,
} from '@kamar/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMark, entriesSince } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile } from '../../../test/exports.js';
import { noonOn } from '../../../test/factories/bills.js';
import { bookingInput, insertTenant } from '../../../test/factories/bookings.js';
import { compact, pdfText } from '../../../test/pdf-text.js';
import { tenantKit } from '../tenants/tenants.test-kit.js';

/**
 * Kos A (the seed's building), the register asked for 8 November 2026 since 1 November, today
 * being 10 November. Each stay is named for where it stands against that day:
 *   101 BEFORE      arrived 20 Oct, still there                  resident
 *   102 ONDAY       arrived 8 Nov                                 resident, arrival
 *   103 AFTER       arrived 9 Nov                                 none (today's register: resident)
 *   104 LEFTBEFORE  arrived 1 Oct, left 5 Nov                     departure
 *   105 LEFTONDAY   arrived 15 Oct, left 8 Nov                    departure (gone that day)
 *   106 LEFTAFTER   arrived 2 Nov, left 9 Nov                     resident, arrival
 *   107 CANCELLED   booked from 3 Nov, cancelled                  none
 *   201 NOSHOW      booked from 7 Nov, never checked in           none
 *   202 SMITH       an Australian, arrived 6 Nov                  resident, arrival, foreigner
 *   203 LONGGONE    1 Sep to 10 Oct                               none
 *   204 OVERDUE     arrived 1 Oct, due out 5 Nov, not checked out resident (still in the room)
 *   205 BACK        arrived 5 Oct, checked out 4 Nov, reactivated  resident (the check-out undone)
 *   206 DELETED     arrived 2 Nov, the booking deleted             none
 * Kos B (room 901): one resident, whom A's staff never see.
 */
let t: TestApp;
let propertyB = 0;
let managerA: Awaited<ReturnType<TestApp['createUser']>>;
let frontDeskA: Awaited<ReturnType<TestApp['createUser']>>;
let managerB: Awaited<ReturnType<TestApp['createUser']>>;
const ids: Record<string, number> = {};

function ok<T>(res: { statusCode: number; body: { data: unknown } }): T {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}

async function stay(name: string, room: string, from: string, opts: { until?: string; tenantId?: number } = {}) {
  t.clock.set(noonOn(from));
  const tenantId =
    opts.tenantId ??
    (
      await insertTenant(t.db, {
        tenantName: name,
        idNumber: `3171${String(Object.keys(ids).length).padStart(12, '0')}`,
        placeOfBirth: 'BANDUNG',
        dateOfBirth: '1999-04-01',
        gender: 1,
        address: 'JL. MERDEKA 1',
        city: 'BANDUNG',
        province: 'JAWA BARAT',
        phone: '6281200000001',
      })
    ).tenantId;
  const input = await bookingInput(
    t,
    room,
    { checkInDate: from, checkOutDate: opts.until ?? '' },
    { tenantId, bookingDate: from },
  );
  const { bookingId } = ok<{ bookingId: number }>(await t.call(bookingCalls.create, input, t.adminToken));
  ids[name] = bookingId;
  return bookingId;
}
const checkIn = async (name: string) => ok(await t.call(bookingCalls.checkIn, { bookingId: ids[name] }, t.adminToken));
async function checkOut(name: string, day: string) {
  t.clock.set(noonOn(day));
  ok(await t.call(bookingCalls.completeBooking, { bookingId: ids[name] }, t.adminToken));
}

const register = async (body: Record<string, unknown>, token = t.adminToken) =>
  t.call(residentRegisterCalls.getResidentRegister, body, token);
const file = (query: string, token = t.adminToken) =>
  t.app.inject({
    method: 'GET',
    url: `${paths.report.residentRegisterFile}?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
const names = (people: RegisterPerson[]) => people.map((p) => p.tenantName);

beforeAll(async () => {
  t = await createTestApp();
  const a = t.adminToken;
  t.clock.set(noonOn('2026-09-01'));
  propertyB = ok<{ propertyId: number }>(
    await t.call(propertyCalls.create, { propertyName: 'KOS MELATI', address: 'JL. MAWAR 2' }, a),
  ).propertyId;
  const prices = { priceDaily: 100_000, priceWeekly: 700_000, priceMonthly: 3_000_000, priceYearly: 30_000_000 };
  const { roomTypeId } = ok<{ roomTypeId: number }>(
    await t.call(roomTypeCalls.create, { roomTypeName: 'MELATI', ...prices, propertyId: propertyB }, a),
  );
  const room901 = ok<{ roomId: number }>(await t.call(roomCalls.create, { roomNumber: '901', roomTypeId }, a)).roomId;
  managerA = await t.createUser({ role: Role.Manager, propertyIds: [1] });
  frontDeskA = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
  managerB = await t.createUser({ role: Role.Manager, propertyIds: [propertyB] });

  await stay('LONGGONE', '203', '2026-09-01');
  await checkIn('LONGGONE');
  await stay('LEFTBEFORE', '104', '2026-10-01');
  await checkIn('LEFTBEFORE');
  await stay('OVERDUE', '204', '2026-10-01', { until: '2026-11-05' });
  await checkIn('OVERDUE');
  await checkOut('LONGGONE', '2026-10-10');
  await stay('LEFTONDAY', '105', '2026-10-15');
  await checkIn('LEFTONDAY');
  await stay('BEFORE', '101', '2026-10-20');
  await checkIn('BEFORE');
  // Kos B's resident.
  t.clock.set(noonOn('2026-10-20'));
  const melati = await insertTenant(t.db, { tenantName: 'ANDI MELATI', propertyId: propertyB });
  const andi = ok<{ bookingId: number }>(
    await t.call(
      bookingCalls.create,
      {
        tenantId: melati.tenantId,
        roomNumberId: room901,
        bookingDate: '2026-10-20',
        checkInDate: '2026-10-20',
        checkOutDate: '',
        bookingStatus: '1',
        bookingType: 3,
        remark: '',
      },
      a,
    ),
  ).bookingId;
  ok(await t.call(bookingCalls.checkIn, { bookingId: andi }, a));
  await stay('BACK', '205', '2026-10-05');
  await checkIn('BACK');
  await stay('LEFTAFTER', '106', '2026-11-02');
  await checkIn('LEFTAFTER');
  await stay('DELETED', '206', '2026-11-02');
  await checkIn('DELETED');
  ok(await t.call(bookingCalls.delete, { bookingId: ids.DELETED, status: 1 }, a));
  await stay('CANCELLED', '107', '2026-11-03');
  ok(await t.call(bookingCalls.cancelBooking, { bookingId: ids.CANCELLED }, a));
  await checkOut('BACK', '2026-11-04');
  ok(await t.call(bookingCalls.reactiveBooking, { bookingId: ids.BACK }, a));
  await checkOut('LEFTBEFORE', '2026-11-05');
  // The foreigner is registered through Tenant/Create, as the desk does.
  t.clock.set(noonOn('2026-11-06'));
  const smith = await tenantKit(t).create({
    tenantName: 'John Smith',
    gender: '1',
    dateOfBirth: '1990-02-03',
    placeOfBirth: 'SYDNEY',
    address: '1 George St',
    city: 'Sydney',
    country: 'Australia',
    phone: '+61 412 345 678',
    nationality: 'au',
    passportNumber: 'pa 1234567',
  });
  await stay('SMITH', '202', '2026-11-06', { until: '2026-12-06', tenantId: ok<{ tenantId: number }>(smith).tenantId });
  await checkIn('SMITH');
  await stay('NOSHOW', '201', '2026-11-07');
  await stay('ONDAY', '102', '2026-11-08');
  await checkIn('ONDAY');
  await checkOut('LEFTONDAY', '2026-11-08');
  await stay('AFTER', '103', '2026-11-09');
  await checkIn('AFTER');
  await checkOut('LEFTAFTER', '2026-11-09');
  t.clock.set(noonOn('2026-11-10'));
});

afterAll(async () => {
  await t?.close();
});

describe('Report/GetResidentRegister', () => {
  it('lists exactly the stays of the day: residents, arrivals and departures since, the foreigners', async () => {
    const r = ok<ResidentRegister>(await register({ propertyId: 1, date: '2026-11-08', since: '2026-11-01' }));
    expect(r.date).toBe('2026-11-08');
    expect(r.since).toBe('2026-11-01');
    expect(names(r.residents)).toEqual(['BEFORE', 'ONDAY', 'LEFTAFTER', 'JOHN SMITH', 'OVERDUE', 'BACK']);
    expect(r.residents.map((p) => p.roomNumber)).toEqual(['101', '102', '106', '202', '204', '205']);
    expect(names(r.arrivals)).toEqual(['LEFTAFTER', 'JOHN SMITH', 'ONDAY']);
    expect(r.arrivals.map((p) => p.arrivalDate)).toEqual(['2026-11-02', '2026-11-06', '2026-11-08']);
    expect(names(r.departures)).toEqual(['LEFTBEFORE', 'LEFTONDAY']);
    expect(r.departures.map((p) => p.departureDate)).toEqual(['2026-11-05', '2026-11-08']);
    expect(r.foreigners).toEqual([
      {
        bookingId: ids.SMITH,
        tenantId: expect.any(Number),
        tenantName: 'JOHN SMITH',
        idNumber: '',
        placeOfBirth: 'SYDNEY',
        dateOfBirth: '1990-02-03',
        gender: 1,
        originAddress: '1 GEORGE ST, SYDNEY, AUSTRALIA',
        phone: '61412345678',
        nationality: 'AU',
        roomNumber: '202',
        arrivalDate: '2026-11-06',
        plannedDepartureDate: '2026-12-06',
        departureDate: '',
        passportNumber: 'PA1234567',
      },
    ]);
    const before = r.residents[0];
    expect(before).toMatchObject({
      idNumber: expect.stringMatching(/^3171/),
      placeOfBirth: 'BANDUNG',
      dateOfBirth: '1999-04-01',
      gender: 1,
      originAddress: 'JL. MERDEKA 1, BANDUNG, JAWA BARAT',
      phone: '6281200000001',
      nationality: 'ID',
      arrivalDate: '2026-10-20',
    });
    expect(r.propertyName).not.toBe('');
  });

  it('answers today and the week before it when no day is asked', async () => {
    const r = ok<ResidentRegister>(await register({ propertyId: 1 }));
    expect([r.date, r.since]).toEqual(['2026-11-10', '2026-11-03']);
    expect(names(r.residents)).toEqual(['BEFORE', 'ONDAY', 'AFTER', 'JOHN SMITH', 'OVERDUE', 'BACK']);
    expect(names(r.arrivals)).toEqual(['JOHN SMITH', 'ONDAY', 'AFTER']);
    expect(names(r.departures)).toEqual(['LEFTBEFORE', 'LEFTONDAY', 'LEFTAFTER']);
  });

  it('serves the front desk of the property, and refuses staff of another as a property that does not exist', async () => {
    const desk = ok<ResidentRegister>(await register({ propertyId: 1, date: '2026-11-08' }, frontDeskA.token));
    expect(names(desk.residents)).toContain('JOHN SMITH');
    for (const staff of [managerA, frontDeskA]) {
      const ofB = await register({ propertyId: propertyB }, staff.token);
      const ghost = await register({ propertyId: 99_999 }, staff.token);
      expect(ofB.statusCode).toBe(404);
      expect([ofB.statusCode, ofB.body]).toEqual([ghost.statusCode, ghost.body]);
      expect(JSON.stringify(ofB.body)).not.toContain('ANDI');
    }
    const ofA = await register({ propertyId: 1 }, managerB.token);
    expect(ofA.statusCode).toBe(404);
    expect(names(ok<ResidentRegister>(await register({ propertyId: propertyB }, managerB.token)).residents)).toEqual([
      'ANDI MELATI',
    ]);
  });

  it('refuses bad input in words', async () => {
    const said = async (body: Record<string, unknown>) => {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
      return res.body.message;
    };
    expect(await said({ date: '2026-11-08' })).toBe('Property is required!');
    expect(await said({ propertyId: 1, date: '08-11-2026' })).toBe('Register Date must be a date (YYYY-MM-DD)');
    expect(await said({ propertyId: 1, date: '2026-02-30' })).toBe('Register Date must be a date (YYYY-MM-DD)');
    expect(await said({ propertyId: 1, date: '2026-11-08', since: '2026-11-09' })).toBe(
      'Since must not be after Register Date',
    );
    expect(await said({ propertyId: 1, since: '2026-11-11' })).toBe('Since must not be after Register Date');
    expect(await said({ propertyId: 1, date: '2026-11-11' })).toBe('Register Date cannot be in the future');
    expect(await said({ propertyId: 1, date: '2026-11-08', since: '2025-01-01' })).toBe(
      'The register looks back at most 366 days',
    );
  });
});

describe('the tenant’s nationality and passport', () => {
  it('keeps them, refuses an unknown country and a foreigner without a passport, keeps them when left out', async () => {
    const kit = tenantKit(t);
    const said = async (fields: Record<string, string>) => {
      const res = await kit.create({ tenantName: 'ASING', phone: '0812', ...fields });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
      return res.body.message;
    };
    expect(await said({ nationality: 'XX' })).toBe('Nationality is not a valid choice');
    expect(await said({ nationality: 'USA' })).toBe('Nationality is not a valid choice');
    expect(await said({ nationality: 'US' })).toBe('Passport Number is required for a tenant who is not Indonesian');
    expect(await said({ nationality: 'US', passportNumber: 'AB#123' })).toBe(
      'Passport Number contains characters that are not allowed',
    );
    // The spec's client sends neither: Indonesian, no passport.
    const plain = ok<{ tenantId: number }>(await kit.create({ tenantName: 'BIASA', phone: '0813' }));
    const read = ok<{ nationality: string; passportNumber: string; rowVersion: string }>(
      await kit.getById(plain.tenantId),
    );
    expect([read.nationality, read.passportNumber]).toEqual(['ID', '']);
    const foreign = ok<{ tenantId: number }>(
      await kit.create({ tenantName: 'ANNA', phone: '0814', nationality: 'DE', passportNumber: 'C01X00T47' }),
    );
    const anna = ok<{ rowVersion: string }>(await kit.getById(foreign.tenantId));
    ok(
      await kit.update({
        tenantId: foreign.tenantId,
        tenantName: 'ANNA B',
        phone: '0814',
        rowVersion: anna.rowVersion,
      }),
    );
    expect(ok<{ nationality: string; passportNumber: string }>(await kit.getById(foreign.tenantId))).toMatchObject({
      nationality: 'DE',
      passportNumber: 'C01X00T47',
    });
    const again = ok<{ rowVersion: string }>(await kit.getById(foreign.tenantId));
    const cleared = await kit.update({
      tenantId: foreign.tenantId,
      tenantName: 'ANNA B',
      phone: '0814',
      passportNumber: '',
      rowVersion: again.rowVersion,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.body.message).toBe('Passport Number is required for a tenant who is not Indonesian');
  });
});

describe('the tenants’ export', () => {
  it('lists the nationality by name and the passport', async () => {
    const res = await exportFile(t, paths.tenant.export, { tenantName: 'JOHN SMITH', format: 'csv' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const header = lines.find((l) => l.includes('Tenant Name')) ?? '';
    expect(header).toContain('Nationality');
    expect(header).toContain('Passport Number');
    expect(lines.find((l) => l.includes('JOHN SMITH'))).toMatch(/Australia.*PA1234567/);
  });
});

describe('the files', () => {
  it('draws the PDF word for word in Indonesian and English, each download audited first', async () => {
    const mark = await auditMark(t);
    const id = await file('propertyId=1&date=2026-11-08&since=2026-11-01&lang=id', frontDeskA.token);
    expect(id.statusCode, id.body).toBe(200);
    expect(id.headers['content-type']).toBe('application/pdf');
    expect(id.headers['content-disposition']).toBe('attachment; filename="daftar-penghuni-2026-11-08-1.pdf"');
    const idPdf = await pdfText(id.rawPayload);
    expect(idPdf.pages).toBeGreaterThanOrEqual(2);
    for (const phrase of [
      'Daftar Penghuni',
      'Penghuni per 08 November 2026',
      'Datang dan keluar 01 November 2026 s.d. 08 November 2026',
      'Dibuat 10 November 2026',
      'Penghuni (6 orang)',
      'No Nama NIK Tempat, Tgl Lahir Jenis Kelamin Alamat Asal Telepon Kamar Tgl Datang Kewarganegaraan',
      'BANDUNG, 01 Apr 1999 Laki-laki JL. MERDEKA 1, BANDUNG, JAWA BARAT 0812-0000-0001 101 20 Okt 2026 Indonesia',
      'Penghuni Datang (3 orang)',
      'Penghuni Keluar (2 orang)',
      'LEFTONDAY',
      'Orang Asing (APOA) (1 orang)',
      'No Nama Kewarganegaraan No. Paspor Jenis Kelamin Tgl Lahir Tgl Datang Rencana Keluar Tgl Keluar Alamat Menginap',
      'JOHN SMITH Australia PA1234567 Laki-laki 03 Feb 1990 06 Nov 2026 06 Des 2026 - Kamar 202',
      'Tamu asing dilaporkan ke Imigrasi melalui APOA (apoa.imigrasi.go.id), UU No. 6 Tahun 2011 tentang Keimigrasian Pasal 72.',
    ])
      expect(idPdf.compact, phrase).toContain(compact(phrase));
    for (const absent of ['CANCELLED', 'NOSHOW', 'LONGGONE', 'DELETED', 'ANDI'])
      expect(idPdf.compact).not.toContain(absent);
    const en = await file('propertyId=1&date=2026-11-08&since=2026-11-01&lang=en');
    expect(en.headers['content-disposition']).toBe('attachment; filename="resident-register-2026-11-08-1.pdf"');
    const enText = (await pdfText(en.rawPayload)).compact;
    for (const phrase of [
      'Resident Register',
      'Residents on 08 November 2026',
      'Arrivals and departures 01 November 2026 to 08 November 2026',
      'Residents (6 people)',
      'No Name NIK Place, date of birth Sex Origin address Phone Room Arrived Nationality',
      'Foreign Guests (APOA) (1 person)',
      'JOHN SMITH Australia PA1234567 Male 03 Feb 1990 06 Nov 2026 06 Dec 2026 - Room 202',
      'Foreign guests are reported to Immigration through APOA (apoa.imigrasi.go.id), Law No. 6 of 2011 on Immigration, Article 72.',
    ])
      expect(enText, phrase).toContain(compact(phrase));
    const audited = await entriesSince(t, mark);
    expect(audited.map((e) => [e.entity, e.action, e.username])).toEqual([
      ['residentRegister', 'export', frontDeskA.username],
      ['residentRegister', 'export', 'admin'],
    ]);
  });

  it('writes one Excel sheet per list', async () => {
    const res = await file('propertyId=1&date=2026-11-08&since=2026-11-01&format=xlsx&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="resident-register-2026-11-08-1.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Residents',
      'Arrivals',
      'Departures',
      'Foreign Guests (APOA)',
    ]);
    const rows = (sheet: number) => {
      const out: unknown[][] = [];
      workbook.worksheets[sheet]?.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    expect(rows(0)).toContainEqual([
      '4',
      'JOHN SMITH',
      '-',
      'SYDNEY, 03 Feb 1990',
      'Male',
      '1 GEORGE ST, SYDNEY, AUSTRALIA',
      '+61412345678',
      '202',
      '06 Nov 2026',
      'Australia',
    ]);
    expect(rows(2).map((r) => r[1])).toEqual(expect.arrayContaining(['LEFTBEFORE', 'LEFTONDAY']));
    expect(rows(3)).toContainEqual(expect.arrayContaining(['JOHN SMITH', 'Australia', 'PA1234567']));
  });

  it('refuses as the call does, before anything is audited for bad input', async () => {
    const mark = await auditMark(t);
    const bad = await file('propertyId=1&date=2026-11-08&since=2026-11-09');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Since must not be after Register Date');
    expect((await file('propertyId=1&format=doc')).statusCode).toBe(400);
    expect(await entriesSince(t, mark)).toEqual([]);
    const ofB = await file(`propertyId=${propertyB}`, managerA.token);
    const ghost = await file('propertyId=99999', managerA.token);
    expect([ofB.statusCode, ofB.body]).toEqual([404, ghost.body]);
  });
});
