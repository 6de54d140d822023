import fs from 'node:fs';
import {
  bookingCalls,
  depositCalls,
  formatMessage,
  MESSAGE_CODES,
  paymentCalls,
  roomTypeCalls,
  tenantCalls,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { bookingInput } from '../../test/factories/bookings.js';
import { makeBooking } from '../../test/factories/money.js';
import { encodeMultipart } from '../../test/multipart.js';

/**
 * Refusals that name values travel with them raw (ISO dates, numbers, room numbers) and each
 * language writes them its own way; the codes are published (OpenAPI, the contract's README).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A call's answer in a language (Accept-Language as given). */
const call = (path: string, body: unknown) => async (language: Record<string, string>) => {
  const res = await t.raw(path, JSON.stringify(body), t.adminToken, language);
  return {
    statusCode: res.statusCode,
    body: res.body as unknown as { message: string; code: string; params: Record<string, unknown> },
  };
};

describe('refusals that name dates, money and rooms', () => {
  it('a double booking names the room and the stay: ISO dates in params, each language writes them', async () => {
    const stay = { checkInDate: '2027-08-05', checkOutDate: '2027-09-05' };
    expect((await t.call(bookingCalls.create, await bookingInput(t, '305', stay), t.adminToken)).statusCode).toBe(200);
    const clash = await bookingInput(t, '305', { checkInDate: '2027-08-20', checkOutDate: '2027-10-01' });
    const send = call(bookingCalls.create.path, clash);
    const id = await send({ 'accept-language': 'id' });
    expect(id.statusCode).toBe(409);
    expect(id.body).toMatchObject({
      code: 'booking.roomTaken',
      params: { room: '305', from: '2027-08-05', to: '2027-09-05' },
      message: 'Kamar 305 sudah dipesan dari 05 Agt 2027 sampai 05 Sep 2027',
    });
    const en = await send({});
    expect(en.body.message).toBe('Room 305 is already booked from 05 Aug 2027 to 05 Sep 2027');
  });

  it('a deposit returned beyond its amount names the amount as money in both languages', async () => {
    const { bookingId } = await makeBooking(t.db);
    const deposit = {
      bookingId,
      paymentDate: '2030-01-01',
      paymentType: 1,
      paymentPeriodeMonth: 1,
      paymentPeriodeYear: 2030,
      amount: 1_500_000,
    };
    const paid = await t.call(paymentCalls.create, deposit, t.adminToken);
    const send = call(depositCalls.create.path, {
      paymentId: paid.body.data.paymentId,
      depositStatus: 1,
      amount: 2_000_000,
      returnDate: '2030-02-01',
    });
    const id = await send({ 'accept-language': 'id' });
    expect(id.body).toMatchObject({ code: 'deposit.returnAmountTooHigh', params: { max: 1_500_000 } });
    expect(id.body.message).toBe('Jumlah Dikembalikan tidak boleh melebihi jumlah deposit (Rp 1.500.000)');
    expect((await send({})).body.message).toBe('Returned Amount must be at most the deposit amount (Rp 1.500.000)');
  });

  it('a room type still in use lists five rooms and counts the rest, in each language', async () => {
    const send = call(roomTypeCalls.delete.path, { roomTypeId: 1, status: 1 });
    const id = await send({ 'accept-language': 'id' });
    expect(id.statusCode).toBe(409);
    expect(id.body.code).toBe('roomType.inUseMany');
    expect(id.body.params).toMatchObject({ rooms: ['101', '102', '103', '104', '105'] });
    const more = id.body.params.more as number;
    expect(id.body.message).toBe(
      `Tipe Kamar STANDARD masih dipakai kamar 101, 102, 103, 104, 105 dan ${more} kamar lainnya`,
    );
    expect((await send({})).body.message).toBe(
      `Room Type STANDARD is still used by room 101, 102, 103, 104, 105 and ${more} more`,
    );
  });

  it('a multipart refusal names the field in the language too', async () => {
    const { payload, contentType } = await encodeMultipart({ tenantName: '   ' });
    const res = await t.app.inject({
      method: 'POST',
      url: tenantCalls.create.path,
      headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': contentType, 'accept-language': 'id' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'field.required',
      params: { field: 'tenantName' },
      message: 'Nama Penyewa wajib diisi!',
      data: { errors: [{ field: 'tenantName', message: 'Nama Penyewa wajib diisi!' }] },
    });
  });
});

describe('the published codes', () => {
  it('the OpenAPI document lists every code a refusal may carry', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { schemas: Record<string, unknown> };
      paths: Record<string, { post: { responses: Record<string, unknown> } }>;
    };
    const text = JSON.stringify(doc.paths['/api/Booking/Create']?.post.responses['409']);
    for (const code of ['booking.roomTaken', 'field.required', 'server.error']) expect(text).toContain(code);
    expect(text).toContain('"params"');
  });

  it("the contract's README lists every code, in the catalogue's order", () => {
    const readme = fs.readFileSync(
      new URL('../../../../packages/contract/src/i18n/README.md', import.meta.url),
      'utf8',
    );
    expect([...readme.matchAll(/^\| `([\w.]+)` \|/gm)].map((m) => m[1])).toEqual(MESSAGE_CODES);
  });

  it('renders every code in both languages without leaving a placeholder', () => {
    for (const code of MESSAGE_CODES) {
      for (const language of ['en', 'id'] as const) {
        expect(formatMessage(language, code, {}), `${language} ${code}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});
