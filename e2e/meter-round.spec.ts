import type { APIRequestContext, Locator, Page } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { businessDay, closeMessage, confirmAndSucceed, listRow, unique } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';
import { databaseUrl } from './support/money-fixtures';
import { createTenantViaApi } from './support/tenants';

/**
 * The meter reading round (issue 42), as a front desk walks it with a phone: a floor of rooms read
 * on the keypad, the connection lost halfway (what is typed meanwhile waits on the phone, then
 * goes), answers lost on the way, a usage far above usual confirmed; whatever happens, each room
 * has exactly one reading of the day. A recorded reading's meter is photographed with the phone's
 * camera, sent at once (never queued), and shown on the round and the list.
 */

interface Floor {
  propertyId: number;
  roomTypeId: number;
  chargeTypeId: number;
  rooms: { roomId: number; roomNumber: string; bookingId: number | null; tenantName: string | null }[];
}

/**
 * A property of its own (the round is every room of a property: the worker's other tests add
 * rooms to the first one), with floor 2's rooms 201..20n: a tenant in each but the last, and each
 * meter read ten days ago at 1000 + 100 x its place; `readTwice` rooms also twenty days ago, so
 * that they have a usual usage.
 */
async function aFloor(request: APIRequestContext, count: number, readTwice: string[] = []): Promise<Floor> {
  const { propertyId } = await adminApi(request, '/api/Property/Create', { propertyName: shortCode('KOS METER ') });
  const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
    roomTypeName: shortCode('TYPE M '),
    priceDaily: 100_000,
    priceWeekly: 600_000,
    priceMonthly: 2_000_000,
    priceYearly: 20_000_000,
    propertyId,
  });
  const types = await adminApi(request, '/api/ChargeType/GetList', {
    chargeKind: 1,
    status: 1,
    pageIndex: 0,
    pageSize: 100,
    propertyId,
  });
  const chargeTypeId = types.listData.find((t: { chargeTypeName: string }) => t.chargeTypeName === 'Listrik')
    .chargeTypeId as number;
  const rooms: Floor['rooms'] = [];
  for (let i = 1; i <= count; i++) {
    const roomNumber = `20${i}`;
    const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber, roomTypeId });
    let bookingId: number | null = null;
    let tenantName: string | null = null;
    if (i < count) {
      const tenant = await createTenantViaApi(request, { tenantName: unique(`METER ${roomNumber} `) });
      tenantName = tenant.tenantName;
      ({ bookingId } = await adminApi(request, '/api/Booking/Create', {
        tenantId: tenant.tenantId,
        bookingDate: businessDay(-30),
        checkInDate: businessDay(-30),
        checkOutDate: null,
        roomNumberId: roomId,
        bookingType: 3,
        remark: '',
      }));
    }
    const read = (days: number, reading: number) =>
      adminApi(request, '/api/MeterReading/Create', { roomId, chargeTypeId, readingDate: businessDay(days), reading });
    if (readTwice.includes(roomNumber)) await read(-20, 900 + 100 * i);
    await read(-10, 1000 + 100 * i);
    rooms.push({ roomId, roomNumber, bookingId, tenantName });
  }
  return { propertyId, roomTypeId, chargeTypeId, rooms };
}

/** The worker's other tests see one property again (a property with stays is not deleted). */
async function removeFloor(request: APIRequestContext, floor: Floor) {
  for (const room of floor.rooms) {
    if (room.bookingId) await adminApi(request, '/api/Booking/Delete', { bookingId: room.bookingId, status: 1 });
    await adminApi(request, '/api/Room/Delete', { roomId: room.roomId, status: 1 });
  }
  await adminApi(request, '/api/RoomType/Delete', { roomTypeId: floor.roomTypeId, status: 1 });
  await adminApi(request, '/api/Property/Delete', { propertyId: floor.propertyId, status: 1 });
}

/** Today's readings of the floor, as the server keeps them: room number -> every reading of the day. */
async function readingsToday(request: APIRequestContext, floor: Floor) {
  const today = businessDay();
  const list = await adminApi(request, '/api/MeterReading/GetList', {
    propertyId: floor.propertyId,
    chargeTypeId: floor.chargeTypeId,
    readingFrom: today,
    readingTo: today,
    pageIndex: 0,
    pageSize: 100,
  });
  const found: Record<string, number[]> = {};
  for (const row of list.listData as { roomNumber: string; reading: number }[]) {
    found[row.roomNumber] = [...(found[row.roomNumber] ?? []), row.reading];
  }
  return found;
}

/** Opens the round and picks the floor's property, as the round asks when the top bar says all properties. */
async function openRound(page: Page, floor: Floor) {
  await page.goto('/meter-reading');
  await page.getByLabel('Choose the property to read').selectOption(String(floor.propertyId));
  await expect(page.getByTestId('property-picker')).toHaveValue(String(floor.propertyId));
  await expect(page.getByRole('button', { name: 'Listrik', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/** Types a figure on the round's keypad, key by key. */
async function typeFigure(page: Page, figure: string) {
  const pad = page.getByRole('group', { name: 'Number pad' });
  for (const digit of figure) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('typed-reading')).toContainText(figure);
}

/** A real PNG made for the test: a small square, as a phone's camera would hand one over. */
async function meterPhoto(color = '#2f9e44') {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: 'meter.png', mimeType: 'image/png', buffer };
}

/** Taps the photo button and answers the file chooser it opens (the phone's camera) with `file`. */
async function takePhoto(scope: Locator, button: string, file: Awaited<ReturnType<typeof meterPhoto>>) {
  const chooser = scope.page().waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** The photo has really drawn: fetched with the token (or kept from the upload) into a blob: URL, and decoded. */
async function expectPhotoShown(image: Locator) {
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

const room = (page: Page, roomNumber: string) => page.getByTestId(`round-room-${roomNumber}`);
/** The room saved last, shown above the next one so that its meter can still be photographed. */
const savedRoom = (page: Page) => page.getByTestId('round-saved-room');
const panel = (page: Page) => page.getByTestId('round-room');
const saveNext = (page: Page) => page.getByRole('button', { name: 'Save & next' }).click();

test.describe('the meter reading round', () => {
  test('a floor walked on the keypad, the connection lost halfway: nothing typed is lost, nothing recorded twice', async ({
    page,
    context,
    request,
  }) => {
    const floor = await aFloor(request, 6);
    try {
      await openRound(page, floor);
      await expect(page.getByTestId('round-progress')).toHaveText('0 of 6 read · 6 left');
      for (const { roomNumber } of floor.rooms)
        await expect(room(page, roomNumber)).toHaveAttribute('data-state', 'unread');

      // Room 201 first, floor order: its tenant and last month's reading; a slip below it is refused at once.
      await expect(panel(page).getByRole('heading', { name: 'Room 201' })).toBeVisible();
      await expect(panel(page)).toContainText(floor.rooms[0]?.tenantName ?? '');
      await expect(panel(page)).toContainText('Previous: 1100 kWh on');
      await typeFigure(page, '1095');
      await expect(page.getByTestId('typed-usage')).toHaveText('Usage: -5 kWh');
      await saveNext(page);
      await expect(panel(page).getByRole('alert')).toContainText('Reading 1095 is below the previous reading, 1100 on');
      await page.getByRole('button', { name: 'Clear' }).click();
      await typeFigure(page, '11500');
      await page.getByRole('button', { name: 'Delete last digit' }).click();
      await expect(page.getByTestId('typed-usage')).toHaveText('Usage: 50 kWh');
      await saveNext(page);

      // Recorded: the room is marked with its usage and what it bills; the next room comes up.
      await expect(panel(page).getByRole('heading', { name: 'Room 202' })).toBeVisible();
      await expect(room(page, '201')).toHaveAttribute('data-state', 'read');
      await expect(room(page, '201')).toContainText('+50 kWh · Rp 75.000');

      // Its meter is still in front of the reader: photographed from here, with the phone's back camera.
      await expect(savedRoom(page)).toContainText('Room 201');
      await expect(savedRoom(page).locator('input[type="file"]')).toHaveAttribute('capture', 'environment');
      await takePhoto(savedRoom(page), 'Take photo', await meterPhoto());
      await expectPhotoShown(savedRoom(page).getByRole('button', { name: 'Meter photo of room 201' }).locator('img'));
      await expect(savedRoom(page).getByRole('button', { name: 'Replace photo' })).toBeEnabled();
      await expect(room(page, '201')).toContainText('Photo');
      // Opened whole, to check its digits.
      await savedRoom(page).getByRole('button', { name: 'Meter photo of room 201' }).click();
      const whole = page.getByRole('dialog', { name: 'Meter photo of room 201' });
      await expectPhotoShown(whole.getByTestId('meter-photo-whole'));
      await whole.getByRole('button', { name: 'Close' }).click();
      await expect(whole).toHaveCount(0);

      await typeFigure(page, '1260');
      await saveNext(page);
      await expect(panel(page).getByRole('heading', { name: 'Room 203' })).toBeVisible();
      await typeFigure(page, '1370');
      await saveNext(page);
      await expect(page.getByTestId('round-progress')).toHaveText('3 of 6 read · 3 left');

      // The connection drops in the corridor: the next two readings wait on the phone.
      await context.setOffline(true);
      await expect(page.getByTestId('round-offline')).toBeVisible();
      // A photo is sent at once or not at all: room 203's is for when the phone is back online.
      await expect(savedRoom(page)).toContainText('Room 203');
      await expect(savedRoom(page)).toContainText('No connection: a photo can be taken when the phone is back online.');
      await expect(savedRoom(page).getByRole('button', { name: 'Take photo' })).toBeDisabled();
      await expect(panel(page).getByRole('heading', { name: 'Room 204' })).toBeVisible();
      await typeFigure(page, '1480');
      await saveNext(page);
      // Room 204's reading is only on the phone: its photo waits for it to be sent.
      await expect(savedRoom(page)).toContainText('Room 204');
      await expect(savedRoom(page)).toContainText('A photo can be taken once this reading is sent.');
      await expect(savedRoom(page).getByRole('button', { name: 'Take photo' })).toBeDisabled();
      await expect(panel(page).getByRole('heading', { name: 'Room 205' })).toBeVisible();
      await typeFigure(page, '1590');
      await saveNext(page);
      await expect(page.getByTestId('round-waiting')).toContainText('2 readings waiting to be sent');
      for (const waiting of ['204', '205']) await expect(room(page, waiting)).toHaveAttribute('data-state', 'waiting');
      await expect(room(page, '205')).toContainText('+90 kWh');
      await expect(page.getByTestId('round-progress')).toHaveText('5 of 6 read · 1 left');
      const kept = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('MeterQueue:'))
          .map((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length),
      );
      expect(kept).toEqual([2]);

      // Back in signal: they go by themselves.
      await context.setOffline(false);
      await expect(page.getByTestId('round-waiting')).toHaveCount(0);
      await expect(page.getByTestId('round-offline')).toHaveCount(0);
      await expect(room(page, '204')).toHaveAttribute('data-state', 'read');
      await expect(room(page, '205')).toContainText('+90 kWh · Rp 135.000');

      // Room 205's photo loses its connection on the way: said so, the reading stays; taken again, it goes.
      await page.route('**/api/MeterReading/UploadPhoto', (route) => route.abort('connectionreset'));
      await expect(savedRoom(page)).toContainText('Room 205');
      await takePhoto(savedRoom(page), 'Take photo', await meterPhoto('#1971c2'));
      await expect(savedRoom(page).getByRole('alert')).toHaveText('Network error');
      await expect(room(page, '205')).toHaveAttribute('data-state', 'read');
      await page.unroute('**/api/MeterReading/UploadPhoto');
      await takePhoto(savedRoom(page), 'Take photo', await meterPhoto('#1971c2'));
      await expectPhotoShown(savedRoom(page).getByRole('button', { name: 'Meter photo of room 205' }).locator('img'));
      await expect(savedRoom(page).getByRole('alert')).toHaveCount(0);

      // The last room is empty: read all the same, billed to no one.
      await expect(panel(page).getByRole('heading', { name: 'Room 206' })).toBeVisible();
      await expect(panel(page)).toContainText('Empty');
      await typeFigure(page, '1700');
      await saveNext(page);
      await expect(page.getByTestId('round-done')).toHaveText('Every room is read.');
      await expect(room(page, '206')).toContainText('+100 kWh · Rp 0');

      await page.reload();
      await expect(page.getByTestId('round-progress')).toHaveText('6 of 6 read · 0 left');
      for (const { roomNumber } of floor.rooms)
        await expect(room(page, roomNumber)).toHaveAttribute('data-state', 'read');
      expect(await readingsToday(request, floor)).toEqual({
        '201': [1150],
        '202': [1260],
        '203': [1370],
        '204': [1480],
        '205': [1590],
        '206': [1700],
      });

      // The list shows which readings have a photo; opened on a fresh page, it is the server's copy.
      await page.getByRole('link', { name: 'Reading list' }).click();
      await expect(page.getByRole('heading', { name: 'Meter Reading List' })).toBeVisible();
      await page.reload();
      for (const [roomNumber, tenantName, reading] of [
        ['201', floor.rooms[0]?.tenantName, '1150 kWh'],
        ['205', floor.rooms[4]?.tenantName, '1590 kWh'],
      ] as const) {
        const row = listRow(page, tenantName ?? '').filter({ hasText: reading });
        await row.getByRole('button', { name: `Meter photo of room ${roomNumber}` }).click();
        const dialog = page.getByRole('dialog', { name: new RegExp(`^Meter photo of room ${roomNumber} · Listrik`) });
        await expectPhotoShown(dialog.getByTestId('meter-photo-whole'));
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toHaveCount(0);
      }
      await expect(
        listRow(page, floor.rooms[1]?.tenantName ?? '').getByRole('button', { name: 'Meter photo of room 202' }),
      ).toHaveCount(0);
    } finally {
      await removeFloor(request, floor);
    }
  });

  test('answers lost on the way are asked again after a reload with the same key; a usage far above usual is confirmed', async ({
    page,
    request,
  }) => {
    const floor = await aFloor(request, 4, ['203']);
    try {
      await openRound(page, floor);
      // The server records each reading, and the phone never hears back.
      await page.route('**/api/MeterReading/Create', async (route) => {
        await route.fetch();
        // On a loaded machine the phone may have given up waiting first (its own time limit): the
        // route is then already ended, and the answer is lost all the same.
        await route.abort('connectionreset').catch(() => {});
      });
      await typeFigure(page, '1150');
      await saveNext(page);
      await expect(panel(page).getByRole('heading', { name: 'Room 202' })).toBeVisible();
      await typeFigure(page, '1260');
      await saveNext(page);
      await expect(page.getByTestId('round-waiting')).toContainText('2 readings waiting to be sent');
      await expect(room(page, '201')).toHaveAttribute('data-state', 'waiting');

      // Room 202's key is forgotten by the server (kept a day): sent again, it is refused as a
      // second reading that day, which the round shows with that very figure: recorded, not a clash.
      const keys = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('MeterQueue:'))
          .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { roomNumber: string; key: string }[]),
      );
      const forgotten = keys.find((entry) => entry.roomNumber === '202')?.key;
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      await client.query('delete from idempotent_calls where key = $1', [forgotten]);
      await client.end();

      await page.unroute('**/api/MeterReading/Create');
      await page.reload();
      await expect(page.getByTestId('round-progress')).toHaveText('2 of 4 read · 2 left');
      await expect(room(page, '201')).toHaveAttribute('data-state', 'read');
      await expect(room(page, '202')).toHaveAttribute('data-state', 'read');
      await expect(page.getByTestId('round-waiting')).toHaveCount(0);

      // Room 203 usually uses 10 kWh a day; 400 kWh in ten days is asked about, then confirmed.
      await expect(panel(page).getByRole('heading', { name: 'Room 203' })).toBeVisible();
      await typeFigure(page, '1700');
      await saveNext(page);
      await expect(panel(page).getByRole('heading', { name: 'Room 203' })).toBeVisible();
      await expect(panel(page).getByRole('alert')).toContainText('Usage 400 kWh since');
      await expect(room(page, '203')).toHaveAttribute('data-state', 'held');
      await expect(page.getByTestId('round-held')).toContainText('203');
      await panel(page).getByRole('button', { name: 'Save anyway' }).click();
      await expect(room(page, '203')).toHaveAttribute('data-state', 'read');
      await expect(page.getByTestId('round-held')).toHaveCount(0);
      await expect(room(page, '203')).toContainText('+400 kWh · Rp 600.000');

      expect(await readingsToday(request, floor)).toEqual({ '201': [1150], '202': [1260], '203': [1700] });
    } finally {
      await removeFloor(request, floor);
    }
  });

  test('the list: the latest reading corrected, an older one refused in words, one removed', async ({
    page,
    request,
  }) => {
    const floor = await aFloor(request, 3);
    const [first, second] = floor.rooms;
    if (!first?.tenantName || !second?.tenantName) throw new Error('no tenants');
    try {
      for (const [roomId, reading] of [
        [first.roomId, 1150],
        [second.roomId, 1260],
      ]) {
        await adminApi(request, '/api/MeterReading/Create', {
          roomId,
          chargeTypeId: floor.chargeTypeId,
          readingDate: businessDay(),
          reading,
        });
      }
      await page.goto('/');
      await page.getByTestId('property-picker').selectOption(String(floor.propertyId));
      await page.goto('/meter-reading/list');
      await expect(page.getByRole('heading', { name: 'Meter Reading List' })).toBeVisible();
      const rows = listRow(page, first.tenantName);
      await expect(rows).toHaveCount(2);
      const latest = rows.filter({ hasText: '1150 kWh' });

      // A figure below the one before is refused in the dialog, in the server's words; then corrected.
      await latest.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Correct Listrik of room 201' });
      await dialog.getByLabel('Reading').fill('1000');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Reading 1000 is below the previous reading, 1100 on');
      await dialog.getByLabel('Reading').fill('1180');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await closeMessage(page.getByRole('dialog', { name: 'Success' }), 'Close');
      await expect(rows.filter({ hasText: '1180 kWh' })).toHaveCount(1);

      // The reading before it is not the latest: the server says why it stays as it is.
      await rows.filter({ hasNotText: '1180 kWh' }).getByRole('button', { name: 'Edit' }).click();
      const older = page.getByRole('dialog', { name: 'Correct Listrik of room 201' });
      await older.getByLabel('Reading').fill('1101');
      await older.getByRole('button', { name: 'Save' }).click();
      await expect(older.getByRole('alert')).toContainText('Only the latest reading of this meter can be changed');
      await older.getByRole('button', { name: 'Cancel' }).click();

      await listRow(page, second.tenantName)
        .filter({ hasText: '1260 kWh' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await confirmAndSucceed(page, 'The reading of room 202 and its line on the bill are removed.');
      await expect(listRow(page, second.tenantName)).toHaveCount(1);
      expect(await readingsToday(request, floor)).toEqual({ '201': [1180] });
    } finally {
      await removeFloor(request, floor);
    }
  });

  test("the list: a paid bill's reading gets a photo all the same; one spoiled on the way is refused in the server's words", async ({
    page,
    request,
  }) => {
    const floor = await aFloor(request, 2);
    const empty = floor.rooms[1];
    if (!empty) throw new Error('no room 202');
    try {
      // A tenant moves into room 202 today: its meter read today is a line of their first bill, paid in full.
      const tenant = await createTenantViaApi(request, { tenantName: unique('METER PAID ') });
      const { bookingId } = await adminApi(request, '/api/Booking/Create', {
        tenantId: tenant.tenantId,
        bookingDate: businessDay(),
        checkInDate: businessDay(),
        checkOutDate: null,
        roomNumberId: empty.roomId,
        bookingType: 3,
        remark: '',
      });
      // Removed with the floor.
      Object.assign(empty, { bookingId, tenantName: tenant.tenantName });
      const reading = await adminApi(request, '/api/MeterReading/Create', {
        roomId: empty.roomId,
        chargeTypeId: floor.chargeTypeId,
        readingDate: businessDay(),
        reading: 1300,
      });
      if (!reading.billId) throw new Error('the reading is on no bill');
      const before = await adminApi(request, '/api/MeterReading/GetById', { meterReadingId: reading.meterReadingId });
      const bill = await adminApi(request, '/api/Bill/GetById', { billId: reading.billId });
      await adminApi(request, '/api/Payment/Create', {
        bookingId,
        billId: bill.billId,
        paymentDate: businessDay(),
        paymentType: 2,
        paymentPeriodeMonth: Number(bill.periodStart.slice(5, 7)),
        paymentPeriodeYear: Number(bill.periodStart.slice(0, 4)),
        amount: bill.outstanding,
        remark: '',
      });
      await page.goto('/');
      await page.getByTestId('property-picker').selectOption(String(floor.propertyId));
      await page.goto('/meter-reading/list');
      const row = listRow(page, tenant.tenantName);
      await expect(row).toContainText('Paid');
      await expect(row).not.toContainText('Partially Paid');
      // Its figure stays as it is; a photo is evidence, not money.
      await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await row.getByRole('button', { name: 'Add photo' }).click();
      const dialog = page.getByRole('dialog', { name: /^Meter photo of room 202 · Listrik/ });
      await expect(dialog).toContainText('No photo yet');

      // The photo's bytes spoiled on the way: the server looks at them, not at the name, and says why.
      await page.route('**/api/MeterReading/UploadPhoto', async (route) => {
        const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
        const png = body.indexOf(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        if (png >= 0) body.write('XXXX', png, 'latin1');
        await route.continue({ postData: body });
      });
      await takePhoto(dialog, 'Add photo', await meterPhoto());
      await expect(dialog.getByRole('alert')).toHaveText('Photo must be a JPG, PNG or GIF image');
      await expect(dialog).toContainText('No photo yet');
      await page.unroute('**/api/MeterReading/UploadPhoto');
      await takePhoto(dialog, 'Add photo', await meterPhoto());
      await expectPhotoShown(dialog.getByTestId('meter-photo-whole'));
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Replace photo' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The row shows it has a photo now, and offers to replace it; opened afresh, the server's copy.
      await expect(row.getByRole('button', { name: 'Replace photo' })).toBeVisible();
      await page.reload();
      await row.getByRole('button', { name: 'Meter photo of room 202' }).click();
      await expectPhotoShown(
        page.getByRole('dialog', { name: /^Meter photo of room 202 · Listrik/ }).getByTestId('meter-photo-whole'),
      );
      // Kept with the paid bill's reading, its figure and version untouched.
      const kept = await adminApi(request, '/api/MeterReading/GetById', { meterReadingId: reading.meterReadingId });
      expect(kept.photoURL).toMatch(/^\/api\/MeterReading\/Photo\/\d+$/);
      expect(kept.billStatus).toBe(3);
      expect([kept.reading, kept.rowVersion]).toEqual([before.reading, before.rowVersion]);
    } finally {
      await removeFloor(request, floor);
    }
  });
});
