import { formatRupiah, shortDateText } from '@kamar/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { businessDay, closeMessage, confirmAndSucceed, unique } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';
import { createTenantViaApi } from './support/tenants';

/**
 * A stay's charges besides the rent (issue 42): a parking charge every period and a laundry
 * charge once, added on the booking screen; a new rent from a date; a meter's usage; all of them
 * lines of the stay's bill, in words, on the owner's bill screen. And a check-out that takes the
 * room's meter reading at the door, its usage far above the room's usual confirmed.
 */

/** A running stay of its own: a new room (no other test's stays or readings in it), a tenant, checked in. */
async function runningStay(request: APIRequestContext, name: string, checkInDate: string) {
  const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber: shortCode('SC'), roomTypeId: 1 });
  const tenant = await createTenantViaApi(request, { tenantName: unique(name) });
  const { bookingId } = await adminApi(request, '/api/Booking/Create', {
    tenantId: tenant.tenantId,
    bookingDate: checkInDate,
    checkInDate,
    checkOutDate: businessDay(90),
    roomNumberId: roomId,
    bookingType: 3,
    remark: '',
  });
  const booking = await adminApi(request, '/api/Booking/CheckIn', { bookingId });
  return { roomId, bookingId, rent: booking.rentAmount as number };
}

/** The business's electricity type (a default of every property). */
async function listrik(request: APIRequestContext): Promise<number> {
  const types = await adminApi(request, '/api/ChargeType/GetList', { chargeTypeName: 'Listrik', chargeKind: 1 });
  return types.listData.find((t: { chargeTypeName: string }) => t.chargeTypeName === 'Listrik').chargeTypeId;
}

const read = (request: APIRequestContext, roomId: number, chargeTypeId: number, readingDate: string, reading: number) =>
  adminApi(request, '/api/MeterReading/Create', { roomId, chargeTypeId, readingDate, reading });

/** Opens the stay's first bill from its booking's bills, as a person does. */
async function openFirstBill(page: Page) {
  await page.getByTestId('booking-bills').getByRole('link', { name: 'View' }).first().click();
  await expect(page.getByRole('heading', { name: 'Bill Detail' })).toBeVisible();
}

/** A charge of the stay on its booking screen (a table row, a phone's card), found by its name. */
const chargeRow = (page: Page, name: string) =>
  page.getByTestId('stay-charges').locator('tbody tr, [data-testid="list-card"]').filter({ hasText: name });

/** A line of the bill screen, found by its words. */
const billLine = (page: Page, words: string) =>
  page.getByTestId('bill-lines').getByRole('row').filter({ hasText: words });

test('charges added to a running stay and a new rent are lines of its bill, beside the electricity used', async ({
  browser,
  page,
  request,
}) => {
  const today = businessDay();
  const stay = await runningStay(request, 'CHARGES ', today);
  // The meter was read yesterday, before the stay; today's reading bills the stay 86 kWh.
  const electricity = await listrik(request);
  await read(request, stay.roomId, electricity, businessDay(-1), 1_000);
  await read(request, stay.roomId, electricity, today, 1_086);

  await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
  const charges = page.getByTestId('stay-charges');
  await expect(charges).toContainText('No charges besides the rent.');

  // Parking every period, at the type's price.
  await charges.getByRole('button', { name: 'Add Charge' }).click();
  const parking = page.getByRole('dialog', { name: 'Add Charge' });
  await parking.getByLabel(/^Charge Type/).selectOption({ label: 'Parkir Motor · Rp 50.000 / motor' });
  await expect(parking.getByText('Per period', { exact: true })).toBeVisible();
  await expect(parking.getByTestId('stay-charge-amount')).toHaveText('Rp 50.000 on every bill');
  await parking.getByRole('button', { name: 'Save' }).click();
  await confirmAndSucceed(page);
  await expect(chargeRow(page, 'Parkir Motor')).toContainText('Rp 50.000');

  // Laundry once: 3 kg.
  await charges.getByRole('button', { name: 'Add Charge' }).click();
  const laundry = page.getByRole('dialog', { name: 'Add Charge' });
  await laundry.getByLabel(/^Charge Type/).selectOption({ label: 'Laundry · Rp 7.000 / kg' });
  await laundry.getByRole('textbox', { name: /^Quantity/ }).fill('3');
  await expect(laundry.getByTestId('stay-charge-amount')).toHaveText('Rp 21.000 once, on the next bill');
  await laundry.getByRole('button', { name: 'Save' }).click();
  await confirmAndSucceed(page);
  await expect(chargeRow(page, 'Laundry')).toContainText('3 kg × Rp 7.000');
  await expect(chargeRow(page, 'Laundry')).toContainText('Rp 21.000');

  // A new rent from today: the stay's first bill (its period begins today) is made again at it.
  const newRent = stay.rent + 250_000;
  await page.getByRole('button', { name: 'Change Rent' }).click();
  const rent = page.getByRole('dialog', { name: 'Change Rent' });
  await expect(rent).toContainText('paid bills never change');
  await rent.getByRole('textbox', { name: /^Rent Amount/ }).fill(String(newRent));
  await rent.getByRole('button', { name: 'Save' }).click();
  await confirmAndSucceed(page);
  const on = shortDateText('en', today);
  await expect(page.getByTestId('booking-rent')).toContainText(
    `Rent ${formatRupiah(stay.rent)} · from ${on} ${formatRupiah(newRent)} (by admin, ${on})`,
  );

  // The owner's bill screen: each line in words, with its amount, and the total.
  await openFirstBill(page);
  await expect(billLine(page, 'Rent')).toContainText(formatRupiah(newRent));
  await expect(billLine(page, 'Parkir Motor')).toContainText('Rp 50.000');
  await expect(billLine(page, 'Laundry 3 kg × Rp 7.000')).toContainText('Rp 21.000');
  await expect(billLine(page, 'Listrik 86 kWh (meter 1.000 – 1.086)')).toContainText('Rp 129.000');
  await expect(page.getByTestId('bill-lines-total')).toHaveText(formatRupiah(newRent + 50_000 + 21_000 + 129_000));

  // The tenant's share page of the bill, signed out, in Indonesian: the same lines in its words.
  const bills = await adminApi(request, '/api/Bill/GetByBookingId', { bookingId: stay.bookingId, pageSize: 10 });
  const { url } = await adminApi(request, '/api/Bill/GetShareLink', {
    billId: bills.listData[0].billId,
    language: 'id',
  });
  const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined, storageState: SIGNED_OUT });
  const shared = await stranger.newPage();
  await shared.goto(new URL(url).pathname);
  const sheet = shared.getByTestId('receipt-sheet');
  for (const words of [
    'Listrik 86 kWh (meteran 1.000 – 1.086)',
    'Parkir Motor',
    'Laundry 3 kg × Rp 7.000',
    formatRupiah(129_000),
  ])
    await expect(sheet).toContainText(words);
  await expect(shared.getByTestId('receipt-total')).toHaveText(formatRupiah(newRent + 50_000 + 21_000 + 129_000));
  await stranger.close();
});

test('a check-out takes the meter reading at the door; a usage far above usual is confirmed, then billed', async ({
  page,
  request,
}) => {
  // Ten days' usage of 5 kWh before the stay: the room's usual is half a kWh a day.
  const electricity = await listrik(request);
  const stay = await runningStay(request, 'METER OUT ', businessDay(-10));
  await read(request, stay.roomId, electricity, businessDay(-25), 1_000);
  await read(request, stay.roomId, electricity, businessDay(-15), 1_005);

  await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
  await page.getByRole('button', { name: 'Complete' }).click();
  const door = page.getByRole('dialog', { name: 'Check Out' });
  await expect(door).toContainText('Still owed: Rp');
  const meter = door.getByRole('textbox', { name: 'Listrik (kWh)' });
  await expect(door).toContainText(`Previous: 1.005 kWh on ${shortDateText('en', businessDay(-15))}`);
  await meter.fill('1100');
  await door.getByRole('button', { name: 'Check out anyway' }).click();

  // 95 kWh in 15 days is far above the room's usual: asked, then sent again as confirmed.
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('Usage 95 kWh since');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await closeMessage(page.getByRole('dialog', { name: 'Success' }), 'Close');
  await expect(page.getByRole('button', { name: 'Reactive' })).toBeVisible();

  // The leaving tenant's usage is on their last bill.
  await openFirstBill(page);
  await expect(billLine(page, 'Listrik 95 kWh (meter 1.005 – 1.100)')).toContainText('Rp 142.500');
});
