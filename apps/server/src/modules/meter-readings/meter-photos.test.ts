import { BillStatus, type MeterPhotoSaved, meterReadingCalls, propertyCalls, Role } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { bookStay, noonOn, pay } from '../../../test/factories/bills.js';
import { roomId } from '../../../test/factories/bookings.js';
import { encodeMultipart, type FilePart } from '../../../test/multipart.js';
import { testImages } from '../tenants/tenants.test-kit.js';

/**
 * A photo of the meter kept with its reading (README.md): uploaded after the reading is saved,
 * re-encoded and bounded, shown on the reading and the round, replaced by a newer one with the old
 * kept, refused in words when it is no photo, and seen only by those who see the reading.
 */
let t: TestApp;
let listrik: number;
let png: FilePart;
let jpegWithExif: FilePart;
beforeAll(async () => {
  t = await createTestApp();
  const types = await t.db.execute<{ id: number }>(
    sql`select charge_type_id as id from charge_types where charge_type_name = 'Listrik'`,
  );
  listrik = types.rows[0]?.id as number;
  ({ png, jpegWithExif } = await testImages());
});
afterAll(() => t.close());

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

async function upload(fields: Record<string, string | number | FilePart | undefined>, token = t.adminToken) {
  const { payload, contentType } = await encodeMultipart(fields);
  const res = await t.raw(meterReadingCalls.uploadPhoto.path, payload as unknown as string, token, {
    'content-type': contentType,
  });
  return res as unknown as CallResult<MeterPhotoSaved>;
}

const getPhoto = (url: string, token: string | null = t.adminToken, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const photoCount = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from meter_reading_photos`)).rows[0]?.n;

async function reading(room: string, readingDate: string, value: number) {
  return ok(
    await t.call(
      meterReadingCalls.create,
      { roomId: await roomId(t.db, room), chargeTypeId: listrik, readingDate, reading: value },
      t.adminToken,
    ),
  );
}

describe('a photo of the meter', () => {
  it('is kept with its reading, re-encoded within 1600 px, and shown on the reading and the round', async () => {
    t.clock.set(noonOn('2027-01-05'));
    await bookStay(t, '101', { checkInDate: '2027-01-01', rentAmount: 1_500_000 });
    const saved = await reading('101', '2027-01-05', 1000);
    const before = await photoCount();

    const answer = ok(await upload({ meterReadingId: String(saved.meterReadingId), photo: jpegWithExif }));
    expect(answer).toEqual({
      meterReadingId: saved.meterReadingId,
      photoURL: expect.stringMatching(/^\/api\/MeterReading\/Photo\/\d+$/),
    });
    expect(await photoCount()).toBe((before ?? 0) + 1);

    const image = await getPhoto(answer.photoURL);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    // The browser keeps it: the same photo asked again answers 304.
    expect(
      (await getPhoto(answer.photoURL, t.adminToken, { 'if-none-match': `${image.headers.etag}` })).statusCode,
    ).toBe(304);

    const shown = ok(await t.call(meterReadingCalls.getById, { meterReadingId: saved.meterReadingId }, t.adminToken));
    expect(shown.photoURL).toBe(answer.photoURL);
    const round = ok(
      await t.call(
        meterReadingCalls.getRound,
        { propertyId: 1, chargeTypeId: listrik, readingDate: '2027-01-05' },
        t.adminToken,
      ),
    );
    const rooms = new Map(round.rooms.map((r) => [r.roomNumber, r.photoURL]));
    expect(rooms.get('101')).toBe(answer.photoURL);
    expect(rooms.get('102')).toBe('');

    // A newer photo is the one shown; the first stays and can still be opened.
    const newer = ok(await upload({ meterReadingId: saved.meterReadingId, photo: png }));
    expect(newer.photoURL).not.toBe(answer.photoURL);
    const again = ok(await t.call(meterReadingCalls.getById, { meterReadingId: saved.meterReadingId }, t.adminToken));
    expect(again.photoURL).toBe(newer.photoURL);
    expect((await getPhoto(newer.photoURL)).headers['content-type']).toBe('image/png');
    expect((await getPhoto(answer.photoURL)).statusCode).toBe(200);
    // Each photo is in the audit trail, without its bytes.
    const audited = await t.db.execute<{ n: number; bytes: number }>(sql`
      select count(*)::int as n, count(*) filter (where changes::text like '%ffd8%')::int as bytes
      from audit_log where entity = 'meterPhoto' and action = 'create'`);
    expect(audited.rows[0]).toEqual({ n: 2, bytes: 0 });
  });

  it('may be added to a reading on a paid bill: a photo is evidence, not money', async () => {
    t.clock.set(noonOn('2027-01-28'));
    const stay = await bookStay(t, '102', { checkInDate: '2027-01-01', rentAmount: 1_000_000 });
    await reading('102', '2027-01-01', 10);
    const saved = await reading('102', '2027-01-28', 60);
    expect(saved.billId).not.toBeNull();
    // January's rent and February's with 50 kWh at Rp 1.500.
    await pay(t, stay, 2_075_000);
    const shown = ok(await t.call(meterReadingCalls.getById, { meterReadingId: saved.meterReadingId }, t.adminToken));
    expect(shown.billStatus).toBe(BillStatus.Paid);
    ok(await upload({ meterReadingId: saved.meterReadingId, photo: png }));
    const after = ok(await t.call(meterReadingCalls.getById, { meterReadingId: saved.meterReadingId }, t.adminToken));
    expect(after.photoURL).not.toBe('');
    expect(after.rowVersion).toBe(shown.rowVersion);
    expect(after.amount).toBe(shown.amount);
  });

  it('refuses what is no photo in words and stores nothing', async () => {
    t.clock.set(noonOn('2027-01-28'));
    const saved = await reading('103', '2027-01-28', 5);
    const id = String(saved.meterReadingId);
    const before = await photoCount();
    const cases: [Record<string, string | FilePart>, number, string][] = [
      [{ meterReadingId: id }, 400, english('meterReading.photoRequired')],
      [
        { meterReadingId: id, photo: { content: Buffer.from('not an image'), filename: 'x.jpg', type: 'image/jpeg' } },
        400,
        english('meterReading.photoType'),
      ],
      [
        {
          meterReadingId: id,
          photo: { content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1]), filename: 'x.jpg', type: 'image/jpeg' },
        },
        400,
        english('meterReading.photoUnreadable'),
      ],
      [
        {
          meterReadingId: id,
          photo: { content: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' },
        },
        413,
        english('meterReading.photoTooLarge'),
      ],
      [{ meterReadingId: id, photo: 'text' }, 400, english('meterReading.photoNotFile')],
      [{ meterReadingId: '999999', photo: png }, 404, english('meterReading.notFound')],
      [{ meterReadingId: 'abc', photo: png }, 400, 'Meter Reading must be a whole number'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await upload(fields);
      expect([res.statusCode, res.body.message]).toEqual([status, message]);
    }
    // JSON is not an upload.
    const json = await t.call(meterReadingCalls.uploadPhoto, { meterReadingId: saved.meterReadingId }, t.adminToken);
    expect(json.statusCode).toBe(415);
    expect(await photoCount()).toBe(before);
    expect((await getPhoto('/api/MeterReading/Photo/999999')).statusCode).toBe(404);
    expect((await getPhoto('/api/MeterReading/Photo/abc')).statusCode).toBe(404);
  });

  it('is seen only by those who see the reading, and goes with a reading removed', async () => {
    t.clock.set(noonOn('2027-01-28'));
    const saved = await reading('104', '2027-01-28', 7);
    const photo = ok(await upload({ meterReadingId: saved.meterReadingId, photo: png }));
    const other = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, t.adminToken)).propertyId;
    const theirs = await t.createUser({ role: Role.FrontDesk, propertyIds: [other as number] });
    const ours = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    expect((await getPhoto(photo.photoURL, theirs.token)).statusCode).toBe(404);
    expect((await getPhoto(photo.photoURL, ours.token)).statusCode).toBe(200);
    expect((await getPhoto(photo.photoURL, null)).statusCode).toBe(401);
    const before = await photoCount();
    const refused = await upload({ meterReadingId: saved.meterReadingId, photo: png }, theirs.token);
    expect([refused.statusCode, refused.body.message]).toEqual([404, english('meterReading.notFound')]);
    expect(ok(await upload({ meterReadingId: saved.meterReadingId, photo: png }, ours.token)).photoURL).not.toBe('');
    expect(await photoCount()).toBe((before ?? 0) + 1);

    ok(await t.call(meterReadingCalls.delete, { meterReadingId: saved.meterReadingId }, t.adminToken));
    expect((await getPhoto(photo.photoURL)).statusCode).toBe(404);
    expect(await photoCount()).toBe((before ?? 0) - 1);
  });
});
