import {
  bookingCalls,
  DEFAULT_CHECKLIST,
  DeductionKind,
  depositCalls,
  type Inspection,
  type InspectionPhotoSaved,
  ItemCondition,
  inspectionCalls,
  paymentCalls,
  propertyCalls,
  Role,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { bookStay, expectLedgerHonest, noonOn, pay } from '../../../test/factories/bills.js';
import { bookingInput, insertRoom } from '../../../test/factories/bookings.js';
import { encodeMultipart, type FilePart } from '../../../test/multipart.js';
import { testImages } from '../tenants/tenants.test-kit.js';

/**
 * Inspections (README.md): the room type's checklist copied into a stay's check-in and check-out
 * inspections; conditions, notes, photos; completion fixes them; the check-out beside the
 * check-in; a deduction from the deposit in one step that the deposit's return takes in.
 */
let t: TestApp;
let png: FilePart;
let jpeg: FilePart;
beforeAll(async () => {
  t = await createTestApp();
  ({ png, jpegWithExif: jpeg } = await testImages());
  t.clock.set(noonOn('2027-02-01'));
});
afterAll(() => t.close());

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const refused = (res: { statusCode: number; body: { message: string } }) => [res.statusCode, res.body.message];

async function upload(fields: Record<string, string | number | FilePart | undefined>, token = t.adminToken) {
  const { payload, contentType } = await encodeMultipart(fields);
  const res = await t.raw(inspectionCalls.addPhoto.path, payload as unknown as string, token, {
    'content-type': contentType,
  });
  return res as unknown as CallResult<InspectionPhotoSaved>;
}
const inIndonesian = (path: string, body: unknown) =>
  t.raw(path, JSON.stringify(body), t.adminToken, { 'accept-language': 'id' });
const getPhoto = (url: string, token: string | null = t.adminToken) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const roomTypeOf = async (room: string) =>
  Number(
    (
      await t.db.execute<{ id: number }>(
        sql`select room_type_id as id from rooms where room_number = ${room} and property_id = 1`,
      )
    ).rows[0]?.id,
  );

const inspect = async (bookingId: number, inspectionKind: 1 | 2, token = t.adminToken) =>
  ok(await t.call(inspectionCalls.create, { bookingId, inspectionKind }, token)).inspectionId;
const read = async (inspectionId: number, token = t.adminToken) =>
  ok(await t.call(inspectionCalls.getById, { inspectionId }, token)) as Inspection;
const itemNamed = (inspection: Inspection, name: string) => {
  const item = inspection.items.find((i) => i.itemName === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
};
/** Every item Good, save some, and complete. */
async function completeAllGood(inspection: Inspection, except: Record<string, { condition: 2 | 3; note?: string }>) {
  const items = inspection.items.map((i) => ({
    inspectionItemId: i.inspectionItemId,
    condition: except[i.itemName]?.condition ?? ItemCondition.Good,
    note: except[i.itemName]?.note ?? '',
  }));
  return t.call(
    inspectionCalls.update,
    { inspectionId: inspection.inspectionId, items, completed: true, rowVersion: inspection.rowVersion },
    t.adminToken,
  );
}

/** A checked-in stay with a deposit held; its room type's checklist the default (types are shared by rooms). */
async function stayWithDeposit(room: string, deposit = 1_000_000, items: readonly string[] = DEFAULT_CHECKLIST.en) {
  ok(await t.call(inspectionCalls.updateChecklist, { roomTypeId: await roomTypeOf(room), items }, t.adminToken));
  const bookingId = await bookStay(t, room, { checkInDate: '2027-01-01', rentAmount: 1_500_000 });
  ok(await t.call(bookingCalls.checkIn, { bookingId }, t.adminToken));
  const paymentId = deposit > 0 ? (await pay(t, bookingId, deposit, { paymentType: 1 })).paymentId : 0;
  return { bookingId, paymentId: paymentId as number };
}

describe('the checklist of a room type', () => {
  it('answers the default in the caller language until it is saved, then the saved list', async () => {
    const roomTypeId = await roomTypeOf('301');
    const inEnglish = ok(await t.call(inspectionCalls.getChecklist, { roomTypeId }, t.adminToken));
    expect(inEnglish).toMatchObject({ items: [...DEFAULT_CHECKLIST.en], isDefault: true, rowVersion: '' });
    const indonesian = await inIndonesian(inspectionCalls.getChecklist.path, { roomTypeId });
    expect(ok(indonesian as CallResult<{ items: string[] }>).items.slice(0, 2)).toEqual(['Tempat tidur', 'Kasur']);

    const saved = ok(
      await t.call(
        inspectionCalls.updateChecklist,
        { roomTypeId, items: ['Bed', '  Lamp ', 'AC'], rowVersion: '' },
        t.adminToken,
      ),
    );
    expect(saved).toMatchObject({ items: ['Bed', 'Lamp', 'AC'], isDefault: false });
    expect(saved.rowVersion).toMatch(/^\d+$/);
    // A save over a version read before another save is refused.
    ok(
      await t.call(
        inspectionCalls.updateChecklist,
        { roomTypeId, items: ['Bed', 'Lamp', 'AC', 'Key'], rowVersion: saved.rowVersion },
        t.adminToken,
      ),
    );
    const stale = await t.call(
      inspectionCalls.updateChecklist,
      { roomTypeId, items: ['Bed'], rowVersion: saved.rowVersion },
      t.adminToken,
    );
    expect(refused(stale)).toEqual([409, english('record.stale')]);
  });

  it('refuses a name twice, an empty list, too many or too long names, and an unknown type', async () => {
    const roomTypeId = await roomTypeOf('302');
    const cases: [unknown, number, string][] = [
      [['Lamp', 'lamp'], 400, english('inspection.nameTwice', { name: 'lamp' })],
      [[], 400, english('field.required', { field: 'checklistItems' })],
      [
        Array.from({ length: 41 }, (_, i) => `Item ${i}`),
        400,
        english('field.tooLong', { field: 'checklistItems', max: 40 }),
      ],
      [['x'.repeat(61)], 400, english('field.tooLong', { field: 'itemName', max: 60 })],
    ];
    for (const [items, status, message] of cases) {
      const res = await t.call(inspectionCalls.updateChecklist, { roomTypeId, items }, t.adminToken);
      expect(refused(res)).toEqual([status, message]);
    }
    const unknown = await t.call(inspectionCalls.updateChecklist, { roomTypeId: 999999, items: ['Bed'] }, t.adminToken);
    expect(refused(unknown)).toEqual([404, english('roomType.notFound')]);
  });

  it('is set by an owner or manager, read by the front desk', async () => {
    const roomTypeId = await roomTypeOf('302');
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    const manager = await t.createUser({ role: Role.Manager, propertyIds: [1] });
    expect(ok(await t.call(inspectionCalls.getChecklist, { roomTypeId }, desk.token)).roomTypeId).toBe(roomTypeId);
    expect((await t.call(inspectionCalls.updateChecklist, { roomTypeId, items: ['Bed'] }, desk.token)).statusCode).toBe(
      403,
    );
    ok(await t.call(inspectionCalls.updateChecklist, { roomTypeId, items: ['Bed', 'Lamp'] }, manager.token));
  });
});

describe('an inspection', () => {
  it('copies the checklist at creation; a later edit of the checklist changes no inspection', async () => {
    const roomTypeId = await roomTypeOf('303');
    const { bookingId } = await stayWithDeposit('303', 0, ['Bed', 'Lamp', 'Key']);
    const made = ok(await t.call(inspectionCalls.create, { bookingId, inspectionKind: 1 }, t.adminToken));
    expect(made.created).toBe(true);
    ok(await t.call(inspectionCalls.updateChecklist, { roomTypeId, items: ['Wardrobe'] }, t.adminToken));
    const shown = await read(made.inspectionId);
    expect(shown.items.map((i) => [i.itemName, i.condition, i.note, i.photos, i.checkIn])).toEqual([
      ['Bed', null, '', [], null],
      ['Lamp', null, '', [], null],
      ['Key', null, '', [], null],
    ]);
    expect(shown).toMatchObject({ bookingId, inspectionKind: 1, completed: false, completedDate: '', changes: [] });
    // Asked again: the stay's one check-in inspection.
    expect(ok(await t.call(inspectionCalls.create, { bookingId, inspectionKind: 1 }, t.adminToken))).toEqual({
      inspectionId: made.inspectionId,
      created: false,
    });
  });

  it('stores the default checklist when a type without one is first inspected', async () => {
    const roomTypeId = await roomTypeOf('107');
    const { bookingId } = await stayWithDeposit('107', 0);
    await t.db.execute(sql`delete from inspection_checklists where room_type_id = ${roomTypeId}`);
    const id = await inspect(bookingId, 1);
    expect((await read(id)).items.map((i) => i.itemName)).toEqual([...DEFAULT_CHECKLIST.en]);
    expect(ok(await t.call(inspectionCalls.getChecklist, { roomTypeId }, t.adminToken))).toMatchObject({
      items: [...DEFAULT_CHECKLIST.en],
      isDefault: false,
    });
  });

  it('changes conditions and notes, and completion fixes it', async () => {
    const { bookingId } = await stayWithDeposit('304', 0);
    const id = await inspect(bookingId, 1);
    let shown = await read(id);
    const lamp = itemNamed(shown, 'Lamp').inspectionItemId;
    ok(
      await t.call(
        inspectionCalls.update,
        {
          inspectionId: id,
          items: [{ inspectionItemId: lamp, condition: 2, note: 'Cracked shade' }],
          rowVersion: shown.rowVersion,
        },
        t.adminToken,
      ),
    );
    shown = await read(id);
    expect(itemNamed(shown, 'Lamp')).toMatchObject({ condition: 2, note: 'Cracked shade' });
    // A note alone keeps the condition.
    ok(
      await t.call(
        inspectionCalls.update,
        { inspectionId: id, items: [{ inspectionItemId: lamp, note: 'Shade cracked' }] },
        t.adminToken,
      ),
    );
    expect(itemNamed(await read(id), 'Lamp')).toMatchObject({ condition: 2, note: 'Shade cracked' });

    // Not every item checked: not completed, nothing changed.
    const early = await t.call(inspectionCalls.update, { inspectionId: id, completed: true }, t.adminToken);
    expect(refused(early)).toEqual([400, english('inspection.notAllChecked', { item: 'Bed' })]);
    expect((await read(id)).completed).toBe(false);

    // Bad input changes nothing.
    const bad: [unknown, number, string][] = [
      [[{ inspectionItemId: lamp, condition: 4 }], 400, 'Condition is not a valid choice'],
      [[{ inspectionItemId: lamp, note: 'x'.repeat(201) }], 400, english('field.tooLong', { field: 'note', max: 200 })],
      [[{ inspectionItemId: lamp }, { inspectionItemId: lamp }], 400, english('inspection.itemTwice')],
      [[{ inspectionItemId: 999999, condition: 1 }], 400, english('inspection.itemOfAnother')],
    ];
    for (const [items, status, message] of bad) {
      expect(refused(await t.call(inspectionCalls.update, { inspectionId: id, items }, t.adminToken))).toEqual([
        status,
        message,
      ]);
    }

    const before = await read(id);
    ok(await completeAllGood(before, { Lamp: { condition: 2, note: 'Shade cracked' } }));
    const done = await read(id);
    expect(done.completed).toBe(true);
    expect(done.completedDate).toMatch(/^2027-02-01T/);
    expect(done.items.filter((i) => i.condition !== ItemCondition.Good).map((i) => i.itemName)).toEqual(['Lamp']);

    // Fixed: no item, photo or completion changes after.
    const after = await t.call(
      inspectionCalls.update,
      { inspectionId: id, items: [{ inspectionItemId: lamp, condition: 1 }] },
      t.adminToken,
    );
    expect(refused(after)).toEqual([409, english('inspection.completed')]);
    expect(refused(await upload({ inspectionItemId: lamp, photo: png }))).toEqual([
      409,
      english('inspection.completed'),
    ]);
    expect(await read(id)).toEqual(done);
    const audited = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'inspectionItem' and action = 'update'`,
    );
    expect(audited.rows[0]?.n).toBeGreaterThan(0);
  });

  it('refuses a cancelled stay, a check-out inspection before the check-in, and an unknown stay', async () => {
    const bookingId = await bookStay(t, '305', { checkInDate: '2027-02-01' });
    expect(refused(await t.call(inspectionCalls.create, { bookingId, inspectionKind: 2 }, t.adminToken))).toEqual([
      409,
      english('inspection.notCheckedIn'),
    ]);
    ok(await t.call(bookingCalls.cancelBooking, { bookingId }, t.adminToken));
    expect(refused(await t.call(inspectionCalls.create, { bookingId, inspectionKind: 1 }, t.adminToken))).toEqual([
      409,
      english('inspection.bookingNotOpen'),
    ]);
    expect(
      refused(await t.call(inspectionCalls.create, { bookingId: 999999, inspectionKind: 1 }, t.adminToken)),
    ).toEqual([404, english('booking.notFound')]);
    expect(refused(await t.call(inspectionCalls.create, { bookingId, inspectionKind: 3 }, t.adminToken))).toEqual([
      400,
      'Inspection is not a valid choice',
    ]);
  });
});

describe('photos of an item', () => {
  it('are re-encoded within 1600 px, shown on the item, removed while open, at most 4', async () => {
    const { bookingId } = await stayWithDeposit('306', 0);
    const id = await inspect(bookingId, 1);
    const bed = itemNamed(await read(id), 'Bed').inspectionItemId;
    const saved = ok(await upload({ inspectionItemId: String(bed), photo: jpeg }));
    expect(saved.photoURL).toMatch(/^\/api\/Inspection\/Photo\/\d+$/);
    const image = await getPhoto(saved.photoURL);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    for (let i = 0; i < 3; i++) ok(await upload({ inspectionItemId: bed, photo: png }));
    expect(refused(await upload({ inspectionItemId: bed, photo: png }))).toEqual([
      409,
      english('inspection.tooManyPhotos', { item: 'Bed', max: 4 }),
    ]);
    expect(itemNamed(await read(id), 'Bed').photos).toHaveLength(4);
    ok(await t.call(inspectionCalls.deletePhoto, { photoId: saved.photoId }, t.adminToken));
    expect(itemNamed(await read(id), 'Bed').photos.map((p) => p.photoId)).not.toContain(saved.photoId);
    expect((await getPhoto(saved.photoURL)).statusCode).toBe(404);
    expect(refused(await t.call(inspectionCalls.deletePhoto, { photoId: saved.photoId }, t.adminToken))).toEqual([
      404,
      english('inspection.photoNotFound'),
    ]);
    const audited = await t.db.execute<{ n: number; bytes: number }>(sql`
      select count(*)::int as n, count(*) filter (where changes::text like '%ffd8%')::int as bytes
      from audit_log where entity = 'inspectionPhoto'`);
    expect(audited.rows[0]).toMatchObject({ n: 5, bytes: 0 });
  });

  it('refuses what is no image in words, a text file renamed .jpg too, and stores nothing', async () => {
    const { bookingId } = await stayWithDeposit('307', 0);
    const id = await inspect(bookingId, 1);
    const item = String(itemNamed(await read(id), 'Lamp').inspectionItemId);
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from inspection_photos`)).rows[0]?.n;
    const before = await count();
    const cases: [Record<string, string | FilePart>, number, string][] = [
      [{ inspectionItemId: item }, 400, english('inspection.photoRequired')],
      [
        {
          inspectionItemId: item,
          photo: { content: Buffer.from('a list of things'), filename: 'notes.txt', type: 'text/plain' },
        },
        400,
        english('inspection.photoType'),
      ],
      [
        {
          inspectionItemId: item,
          photo: { content: Buffer.from('not an image'), filename: 'lamp.jpg', type: 'image/jpeg' },
        },
        400,
        english('inspection.photoType'),
      ],
      [
        {
          inspectionItemId: item,
          photo: { content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1]), filename: 'x.jpg', type: 'image/jpeg' },
        },
        400,
        english('inspection.photoUnreadable'),
      ],
      [
        {
          inspectionItemId: item,
          photo: { content: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' },
        },
        413,
        english('inspection.photoTooLarge'),
      ],
      [{ inspectionItemId: item, photo: 'text' }, 400, english('inspection.photoNotFile')],
      [{ inspectionItemId: '999999', photo: png }, 404, english('inspection.itemNotFound')],
    ];
    for (const [fields, status, message] of cases) {
      expect(refused(await upload(fields))).toEqual([status, message]);
    }
    expect(await count()).toBe(before);
  });
});

describe('the check-out inspection', () => {
  it('sets each item beside its check-in state and lists what was damaged or lost since', async () => {
    const roomTypeId = await roomTypeOf('308');
    const { bookingId } = await stayWithDeposit('308', 1_000_000, ['Bed', 'Lamp', 'Key', 'Walls']);
    const checkIn = await read(await inspect(bookingId, 1));
    const wallsPhoto = ok(await upload({ inspectionItemId: itemNamed(checkIn, 'Walls').inspectionItemId, photo: png }));
    ok(await completeAllGood(checkIn, { Walls: { condition: 2, note: 'Old stain' } }));
    // The checklist gains an item before check-out: it has no check-in state.
    ok(
      await t.call(
        inspectionCalls.updateChecklist,
        { roomTypeId, items: ['Bed', 'Lamp', 'Key', 'Walls', 'Fan'] },
        t.adminToken,
      ),
    );

    const out = await read(await inspect(bookingId, 2));
    ok(
      await completeAllGood(out, {
        Lamp: { condition: 2, note: 'Shade broken' },
        Key: { condition: 3 },
        Walls: { condition: 2, note: 'Old stain' },
      }),
    );
    const shown = await read(out.inspectionId);
    expect(shown.items.map((i) => [i.itemName, i.condition, i.checkIn?.condition ?? null, i.changed])).toEqual([
      ['Bed', 1, 1, false],
      ['Lamp', 2, 1, true],
      ['Key', 3, 1, true],
      ['Walls', 2, 2, false],
      ['Fan', 1, null, false],
    ]);
    expect(itemNamed(shown, 'Walls').checkIn).toMatchObject({
      note: 'Old stain',
      photos: [{ photoURL: wallsPhoto.photoURL }],
    });
    expect(shown.changes).toEqual([
      {
        inspectionItemId: itemNamed(shown, 'Lamp').inspectionItemId,
        itemName: 'Lamp',
        condition: 2,
        checkInCondition: 1,
      },
      {
        inspectionItemId: itemNamed(shown, 'Key').inspectionItemId,
        itemName: 'Key',
        condition: 3,
        checkInCondition: 1,
      },
    ]);
  });
});

describe('a deduction from the deposit for an item', () => {
  it('is made in one step from a damaged item, and the return takes it in exactly', async () => {
    const { bookingId, paymentId } = await stayWithDeposit('309', 1_000_000);
    ok(await completeAllGood(await read(await inspect(bookingId, 1)), {}));
    const out = await read(await inspect(bookingId, 2));
    expect(out.deposit).toEqual({ paymentId, amount: 1_000_000, deducted: 0, held: 1_000_000, depositStatus: 0 });
    const lamp = itemNamed(out, 'Lamp').inspectionItemId;
    const key = itemNamed(out, 'Key').inspectionItemId;
    const bed = itemNamed(out, 'Bed').inspectionItemId;
    ok(
      await t.call(
        inspectionCalls.update,
        {
          inspectionId: out.inspectionId,
          items: [
            { inspectionItemId: lamp, condition: 2, note: 'Shade broken' },
            { inspectionItemId: key, condition: 3 },
            { inspectionItemId: bed, condition: 1 },
          ],
        },
        t.adminToken,
      ),
    );

    const made = ok(
      await t.call(inspectionCalls.createDeduction, { inspectionItemId: lamp, amount: 50_000 }, t.adminToken),
    );
    expect(made).toMatchObject({ inspectionItemId: lamp, paymentId, amount: 50_000, held: 950_000 });
    const shown = await read(out.inspectionId);
    expect(itemNamed(shown, 'Lamp').deduction).toEqual({
      deductionId: made.deductionId,
      paymentId,
      amount: 50_000,
      note: 'Lamp (damaged): Shade broken',
    });
    expect(shown.deposit).toMatchObject({ deducted: 50_000, held: 950_000 });

    // The deposit shows it among its deductions, still On Hold.
    const deposit = ok(await t.call(depositCalls.getById, { paymentId }, t.adminToken));
    expect(deposit).toMatchObject({ depositStatus: 0, totalDeductions: 50_000 });
    expect(deposit.deductions).toEqual([
      expect.objectContaining({ kind: DeductionKind.Damage, amount: 50_000, note: 'Lamp (damaged): Shade broken' }),
    ]);

    // Refusals, each changing nothing.
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { inspectionItemId: lamp, amount: 10_000 },
        409,
        english('inspection.deductionTwice', { item: 'Lamp', amount: 50_000 }),
      ],
      [{ inspectionItemId: bed, amount: 10_000 }, 409, english('inspection.deductionGoodItem', { item: 'Bed' })],
      [{ inspectionItemId: key, amount: 950_001 }, 400, english('inspection.deductionTooHigh', { max: 950_000 })],
      [{ inspectionItemId: key, amount: 0 }, 400, 'Deduction Amount must be between Rp 1 and Rp 100.000.000.000'],
      [{ inspectionItemId: 999999, amount: 10 }, 404, english('inspection.itemNotFound')],
    ];
    for (const [body, status, message] of cases) {
      expect(refused(await t.call(inspectionCalls.createDeduction, body, t.adminToken))).toEqual([status, message]);
    }
    // A deducted item cannot go back to Good.
    expect(
      refused(
        await t.call(
          inspectionCalls.update,
          { inspectionId: out.inspectionId, items: [{ inspectionItemId: lamp, condition: 1 }] },
          t.adminToken,
        ),
      ),
    ).toEqual([409, english('inspection.itemDeducted', { item: 'Lamp' })]);

    // A missing key, in Indonesian: its description is written in the caller's words.
    const keyMade = await inIndonesian(inspectionCalls.createDeduction.path, {
      inspectionItemId: key,
      amount: 25_000,
      note: 'Ganti kunci',
    });
    expect(ok(keyMade as CallResult<{ held: number }>).held).toBe(925_000);
    expect((await read(out.inspectionId)).deposit).toMatchObject({ deducted: 75_000, held: 925_000 });

    // The return: a Full return of the whole deposit is refused; the rest is handed back exactly.
    expect(
      refused(await t.call(depositCalls.create, { paymentId, depositStatus: 1, amount: 1_000_000 }, t.adminToken)),
    ).toEqual([400, english('deposit.returnAmountMismatch', { amount: 925_000 })]);
    const cleaning = { kind: DeductionKind.Cleaning, amount: 25_000, note: '' };
    expect(
      refused(
        await t.call(
          depositCalls.create,
          { paymentId, depositStatus: 1, amount: 925_000, deductions: [cleaning] },
          t.adminToken,
        ),
      ),
    ).toEqual([400, english('deposit.returnAmountMismatch', { amount: 900_000 })]);
    const settled = ok(
      await t.call(
        depositCalls.create,
        { paymentId, depositStatus: 1, amount: 900_000, deductions: [cleaning] },
        t.adminToken,
      ),
    );
    expect(settled).toMatchObject({ returnAmount: 900_000, totalDeductions: 100_000 });
    const returned = ok(await t.call(depositCalls.getById, { paymentId }, t.adminToken));
    expect(returned).toMatchObject({ depositStatus: 1, returnAmount: 900_000, totalDeductions: 100_000 });
    expect(returned.deductions.map((d) => [d.kind, d.amount, d.note])).toEqual([
      [2, 50_000, 'Lamp (damaged): Shade broken'],
      [2, 25_000, 'Key (hilang): Ganti kunci'],
      [3, 25_000, ''],
    ]);
    expect(returned.returnAmount + returned.totalDeductions).toBe(1_000_000);
    await expectLedgerHonest(t.db);

    // Once returned, no more deductions from an item.
    const walls = itemNamed(out, 'Walls').inspectionItemId;
    ok(
      await t.call(
        inspectionCalls.update,
        { inspectionId: out.inspectionId, items: [{ inspectionItemId: walls, condition: 2 }] },
        t.adminToken,
      ),
    );
    expect(
      refused(await t.call(inspectionCalls.createDeduction, { inspectionItemId: walls, amount: 1 }, t.adminToken)),
    ).toEqual([409, english('inspection.depositSettled')]);
  });

  it('keeps the deposit it was made from a deposit of the stay, of at least what it deducted', async () => {
    const { bookingId, paymentId } = await stayWithDeposit('206', 1_000_000);
    const out = await read(await inspect(bookingId, 2));
    const lamp = itemNamed(out, 'Lamp').inspectionItemId;
    const items = [{ inspectionItemId: lamp, condition: 2 }];
    ok(await t.call(inspectionCalls.update, { inspectionId: out.inspectionId, items }, t.adminToken));
    ok(await t.call(inspectionCalls.createDeduction, { inspectionItemId: lamp, amount: 300_000 }, t.adminToken));
    const deposit = ok(await t.call(paymentCalls.getById, { paymentId }, t.adminToken));
    const other = await bookStay(t, '207', { checkInDate: '2027-01-01' });
    const base = {
      paymentId,
      bookingId,
      paymentDate: '2027-01-31',
      paymentType: 1,
      paymentPeriodeMonth: 1,
      paymentPeriodeYear: 2020,
      amount: 1_000_000,
      remark: '',
    };
    const words = english('deposit.hasDeductions', { amount: 300_000 });
    for (const change of [{ amount: 299_999 }, { paymentType: 2 }, { bookingId: other }]) {
      const res = await t.call(paymentCalls.update, { ...base, ...change }, t.adminToken);
      expect(refused(res)).toEqual([409, words]);
    }
    expect(ok(await t.call(paymentCalls.getById, { paymentId }, t.adminToken))).toEqual(deposit);
    // Down to what it deducted is still a deposit of the stay.
    ok(await t.call(paymentCalls.update, { ...base, amount: 300_000 }, t.adminToken));
    expect((await read(out.inspectionId)).deposit).toMatchObject({ amount: 300_000, deducted: 300_000, held: 0 });
  });

  it('refuses a stay with no deposit and a check-in item', async () => {
    const { bookingId } = await stayWithDeposit('310', 0);
    const checkIn = await read(await inspect(bookingId, 1));
    const lampIn = itemNamed(checkIn, 'Lamp').inspectionItemId;
    ok(
      await t.call(
        inspectionCalls.update,
        { inspectionId: checkIn.inspectionId, items: [{ inspectionItemId: lampIn, condition: 2 }] },
        t.adminToken,
      ),
    );
    expect(
      refused(await t.call(inspectionCalls.createDeduction, { inspectionItemId: lampIn, amount: 1 }, t.adminToken)),
    ).toEqual([409, english('inspection.deductionAtCheckIn')]);
    const out = await read(await inspect(bookingId, 2));
    expect(out.deposit).toBeNull();
    const lamp = itemNamed(out, 'Lamp').inspectionItemId;
    ok(
      await t.call(
        inspectionCalls.update,
        { inspectionId: out.inspectionId, items: [{ inspectionItemId: lamp, condition: 2 }] },
        t.adminToken,
      ),
    );
    expect(
      refused(await t.call(inspectionCalls.createDeduction, { inspectionItemId: lamp, amount: 1 }, t.adminToken)),
    ).toEqual([409, english('inspection.noDeposit')]);
  });

  it('is made by an owner or manager, not the front desk, who sees no deposit on the inspection', async () => {
    const { bookingId } = await stayWithDeposit('311');
    const out = await read(await inspect(bookingId, 2));
    const lamp = itemNamed(out, 'Lamp').inspectionItemId;
    ok(
      await t.call(
        inspectionCalls.update,
        { inspectionId: out.inspectionId, items: [{ inspectionItemId: lamp, condition: 2 }] },
        t.adminToken,
      ),
    );
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    const manager = await t.createUser({ role: Role.Manager, propertyIds: [1] });
    expect((await read(out.inspectionId, desk.token)).deposit).toBeNull();
    expect(
      (await t.call(inspectionCalls.createDeduction, { inspectionItemId: lamp, amount: 1 }, desk.token)).statusCode,
    ).toBe(403);
    expect(
      ok(await t.call(inspectionCalls.createDeduction, { inspectionItemId: lamp, amount: 1 }, manager.token)).amount,
    ).toBe(1);
  });
});

describe('another property', () => {
  it("answers a manager or front desk of A nothing of B's inspections, items and photos", async () => {
    const { bookingId } = await stayWithDeposit('312');
    const id = await inspect(bookingId, 1);
    const bed = itemNamed(await read(id), 'Bed').inspectionItemId;
    const photo = ok(await upload({ inspectionItemId: bed, photo: png }));
    const other = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MAWAR' }, t.adminToken))
      .propertyId as number;
    const theirs = await t.createUser({ role: Role.Manager, propertyIds: [other] });
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [other] });
    for (const token of [theirs.token, desk.token]) {
      expect(refused(await t.call(inspectionCalls.getById, { inspectionId: id }, token))).toEqual([
        404,
        english('inspection.notFound'),
      ]);
      expect(refused(await t.call(inspectionCalls.create, { bookingId, inspectionKind: 1 }, token))).toEqual([
        404,
        english('booking.notFound'),
      ]);
      expect(
        refused(
          await t.call(
            inspectionCalls.update,
            { inspectionId: id, items: [{ inspectionItemId: bed, condition: 3 }] },
            token,
          ),
        ),
      ).toEqual([404, english('inspection.notFound')]);
      expect(refused(await upload({ inspectionItemId: bed, photo: png }, token))).toEqual([
        404,
        english('inspection.itemNotFound'),
      ]);
      expect(refused(await t.call(inspectionCalls.deletePhoto, { photoId: photo.photoId }, token))).toEqual([
        404,
        english('inspection.photoNotFound'),
      ]);
      expect((await getPhoto(photo.photoURL, token)).statusCode).toBe(404);
      expect(ok(await t.call(inspectionCalls.getList, { bookingId }, token)).totalData).toBe(0);
      expect(
        refused(await t.call(inspectionCalls.getChecklist, { roomTypeId: await roomTypeOf('312') }, token)),
      ).toEqual([404, english('roomType.notFound')]);
    }
    expect(
      refused(await t.call(inspectionCalls.createDeduction, { inspectionItemId: bed, amount: 1 }, theirs.token)),
    ).toEqual([404, english('inspection.itemNotFound')]);
    expect(itemNamed(await read(id), 'Bed')).toMatchObject({ condition: null, photos: [{ photoId: photo.photoId }] });

    // B's own inspection, seen by B's manager and listed by property.
    const roomTypeId = Number(
      (
        await t.db.execute<{ id: number }>(sql`
          insert into room_types (property_id, room_type_name, price_monthly, update_by)
          values (${other}, 'STANDARD', 1000000, 'test') returning room_type_id as id`)
      ).rows[0]?.id,
    );
    const room = await insertRoom(t.db, { roomNumber: 'B1', propertyId: other, roomTypeId });
    const input = await bookingInput(t, '101', { checkInDate: '2027-01-15' }, { roomNumberId: room.roomId });
    const theirStay = ok(await t.call(bookingCalls.create, input, t.adminToken)).bookingId;
    const theirId = await inspect(theirStay, 1, theirs.token);
    expect((await read(theirId, theirs.token)).roomNumber).toBe('B1');
    const listed = ok(await t.call(inspectionCalls.getList, { propertyId: other }, theirs.token));
    expect(listed.listData.map((r) => r.inspectionId)).toEqual([theirId]);
    const all = ok(await t.call(inspectionCalls.getList, { pageSize: 100 }, t.adminToken));
    expect(all.listData.map((r) => r.inspectionId)).toContain(theirId);
    expect(all.listData.map((r) => r.inspectionId)).toContain(id);
  });
});
