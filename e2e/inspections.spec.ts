import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { businessDay, closeMessage, confirmAndSucceed, readValue, unique } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';
import { inspectionItem as item, setCondition, takePhoto } from './support/paperwork';
import { createTenantViaApi } from './support/tenants';

/**
 * A room's condition at check-in and check-out (issue 46), on a phone at the door: the check-in
 * inspection with a photo of the bed from the camera's file chooser, completed; at check-out the
 * lamp damaged beside its good check-in state, Rp 50.000 deducted from the deposit in one step,
 * and the deduction on the deposit's return, which hands back the rest.
 */

/** A stay of its own (a new room type with a short checklist, a room, a tenant) with a deposit paid. */
async function stayWithDeposit(request: APIRequestContext) {
  const today = businessDay();
  const prices = { priceDaily: 100_000, priceWeekly: 500_000, priceMonthly: 1_500_000, priceYearly: 15_000_000 };
  const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
    roomTypeName: shortCode('INSP'),
    ...prices,
  });
  await adminApi(request, '/api/Inspection/UpdateChecklist', { roomTypeId, items: ['Bed', 'Lamp', 'Key'] });
  const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber: shortCode('IN'), roomTypeId });
  const tenant = await createTenantViaApi(request, { tenantName: unique('INSPECTED ') });
  const { bookingId } = await adminApi(request, '/api/Booking/Create', {
    tenantId: tenant.tenantId,
    bookingDate: today,
    checkInDate: today,
    checkOutDate: businessDay(30),
    roomNumberId: roomId,
    bookingType: 3,
    remark: '',
  });
  const [year, month] = today.split('-').map(Number);
  const { paymentId } = await adminApi(request, '/api/Payment/Create', {
    bookingId,
    paymentDate: today,
    paymentType: 1,
    paymentPeriodeMonth: month,
    paymentPeriodeYear: year,
    amount: 1_000_000,
    remark: '',
  });
  return { bookingId, depositId: paymentId as number };
}

test('a check-in inspection with a photo, and at check-out a damaged lamp deducted from the deposit', async ({
  page,
  request,
}) => {
  const stay = await stayWithDeposit(request);
  await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
  await page.getByRole('button', { name: 'Check In' }).click();
  await confirmAndSucceed(page);

  // The check-in inspection, made from the room type's checklist.
  const inspections = page.getByTestId('stay-inspections');
  await inspections.getByRole('link', { name: 'Check-in inspection' }).click();
  await expect(page).toHaveURL(/\/inspection\?inspectionId=\d+/);
  await expect(page.getByRole('heading', { name: /^Check-in inspection · Room IN/ })).toBeVisible();
  await expect(page.getByTestId('inspection-item')).toHaveCount(3);

  // A photo of the bed from the camera (here, the file chooser it opens).
  const bed = item(page, 'Bed');
  await takePhoto(page, bed, 'bed.jpg');
  await expect(bed.getByRole('img', { name: 'Photo of Bed' })).toBeVisible();

  await setCondition(item(page, 'Lamp'), 'Good');
  await page.getByRole('button', { name: 'Mark the rest good' }).click();
  for (const name of ['Bed', 'Lamp', 'Key']) await expect(item(page, name).getByText('Good').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark the rest good' })).toBeHidden();
  await page.getByRole('button', { name: 'Complete' }).click();
  await confirmAndSucceed(page, 'Its items and photos can no longer change.');
  await expect(page.getByTestId('inspection-state')).toContainText('Completed on');
  await expect(bed.getByRole('button', { name: 'Take photo' })).toBeHidden();

  // At check-out: the stay's detail, then its check-out inspection.
  await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
  await expect(inspections.getByRole('link', { name: /Check-in inspection/ })).toContainText('Completed');
  await inspections.getByRole('link', { name: 'Check-out inspection' }).click();
  await expect(page.getByRole('heading', { name: /^Check-out inspection · Room IN/ })).toBeVisible();
  const lamp = item(page, 'Lamp');
  await expect(lamp.getByTestId('check-in-state')).toContainText('At check-in: Good');
  await expect(
    item(page, 'Bed').getByTestId('check-in-state').getByRole('img', { name: 'Photo of Bed' }),
  ).toBeVisible();
  await expect(page.getByTestId('inspection-deposit')).toContainText('Deposit held: Rp 1.000.000 of Rp 1.000.000');

  await setCondition(lamp, 'Damaged');
  await expect(lamp).toHaveAttribute('data-changed', 'true');
  await expect(page.getByTestId('inspection-changes')).toContainText('Lamp: Damaged');

  // The deduction in one step.
  await lamp.getByRole('button', { name: 'Deduct from deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deduct for Lamp' });
  await dialog.getByLabel('Amount').fill('50000');
  await dialog.getByRole('button', { name: 'Deduct', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Deducted Rp 50.000 from the deposit');
  await closeMessage(success, 'Close');
  await expect(lamp.getByTestId('item-deduction')).toHaveText('Deducted Rp 50.000 from the deposit');
  await expect(page.getByTestId('inspection-deposit')).toContainText('Deposit held: Rp 950.000 of Rp 1.000.000');
  await expect(lamp.getByRole('button', { name: 'Deduct from deposit' })).toBeHidden();

  await page.getByRole('button', { name: 'Mark the rest good' }).click();
  await expect(page.getByRole('button', { name: 'Mark the rest good' })).toBeHidden();
  await page.getByRole('button', { name: 'Complete' }).click();
  await confirmAndSucceed(page);
  await expect(page.getByTestId('inspection-state')).toContainText('Completed on');

  // The deposit's return takes the deduction in and hands back the rest.
  await page.goto(`/deposit/form?paymentId=${stay.depositId}&formType=Edit`);
  const recorded = page.getByTestId('recorded-deductions');
  await expect(recorded).toContainText('Already deducted (from the check-out inspection)');
  await expect(recorded).toContainText('Damage: Lamp (damaged)');
  await expect(recorded).toContainText('Rp 50.000');
  await expect(readValue(page, 'Returned Amount')).toHaveText('Rp 950.000');
  // Another deduction added there too: the rest of both is returned, and the records say so exactly.
  await page.getByRole('button', { name: 'Add Deduction' }).click();
  const deductions = page.getByTestId('deductions');
  await deductions.getByRole('textbox', { name: 'Deduction Amount' }).fill('25000');
  await deductions.getByRole('textbox', { name: 'Note' }).fill('Cleaning');
  await expect(readValue(page, 'Returned Amount')).toHaveText('Rp 925.000');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmAndSucceed(page, 'is still staying in Room IN');
  const returned = await adminApi(page.request, '/api/DepositReturned/GetById', { paymentId: stay.depositId });
  expect(returned).toMatchObject({ depositStatus: 1, returnAmount: 925_000, totalDeductions: 75_000 });
  expect(returned.deductions.map((d: { amount: number; note: string }) => [d.amount, d.note])).toEqual([
    [50_000, 'Lamp (damaged)'],
    [25_000, 'Cleaning'],
  ]);
});

test("a room type's checklist is edited on its screen: the suggested one until saved, then the type's own", async ({
  page,
  request,
}) => {
  const prices = { priceDaily: 100_000, priceWeekly: 500_000, priceMonthly: 1_500_000, priceYearly: 15_000_000 };
  const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
    roomTypeName: shortCode('LIST'),
    ...prices,
  });
  await page.goto(`/setting/room-type/form?roomTypeId=${roomTypeId}&formType=Edit`);
  const panel = page.getByTestId('checklist-panel');
  await expect(panel).toContainText('This type has no checklist of its own yet');
  await expect(panel.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveValue('Bed');
  await expect(panel.getByRole('textbox')).toHaveCount(12);
  await panel.getByRole('button', { name: 'Remove Pillows' }).click();
  await panel.getByRole('button', { name: 'Add item' }).click();
  await panel.getByRole('textbox', { name: 'Item 12', exact: true }).fill('Ceiling fan');
  await panel.getByRole('button', { name: 'Move Ceiling fan up' }).click();
  await panel.getByRole('button', { name: 'Save checklist' }).click();
  await confirmAndSucceed(page);
  await page.reload();
  await expect(panel).not.toContainText('This type has no checklist of its own yet');
  await expect(panel.getByRole('textbox', { name: 'Item 11', exact: true })).toHaveValue('Ceiling fan');
  await expect(panel.getByRole('textbox', { name: 'Item 12', exact: true })).toHaveValue('Bathroom');
  const saved = await adminApi(request, '/api/Inspection/GetChecklist', { roomTypeId });
  expect(saved.items).toHaveLength(12);
  expect(saved.items).not.toContain('Pillows');
});
