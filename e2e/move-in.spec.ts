import { expect, test } from './support/fixtures';
import { businessDay, closeMessage, confirmAndSucceed, unique } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';
import { inspectionItem, setCondition, signOnPad, takePhoto } from './support/paperwork';
import { createTenantViaApi } from './support/tenants';

/**
 * Moving in on the front desk's phone (issue 46), in one go: the stay checked in on its screen, its
 * rental agreement made and signed there by the tenant and the owner (fixed with its hash), and
 * the room's check-in inspection done with a photo from the camera and completed.
 */
test('a check-in with the agreement signed on the screen and the inspection with a photo', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const today = businessDay();
  const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
    roomTypeName: shortCode('MOVE'),
    priceDaily: 100_000,
    priceWeekly: 500_000,
    priceMonthly: 1_500_000,
    priceYearly: 15_000_000,
  });
  await adminApi(request, '/api/Inspection/UpdateChecklist', { roomTypeId, items: ['Bed', 'AC', 'Key'] });
  const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber: shortCode('MV'), roomTypeId });
  const tenant = await createTenantViaApi(request, {
    tenantName: unique(`PINDAH ${testInfo.project.name.toUpperCase()} `),
  });
  const { bookingId } = await adminApi(request, '/api/Booking/Create', {
    tenantId: tenant.tenantId,
    bookingDate: today,
    checkInDate: today,
    checkOutDate: businessDay(30),
    roomNumberId: roomId,
    bookingType: 3,
    remark: '',
  });

  // The check-in, on the stay's screen.
  await page.goto(`/booking/form?bookingId=${bookingId}&formType=Edit`);
  await page.getByRole('button', { name: 'Check In' }).click();
  await confirmAndSucceed(page);

  // The agreement, made and signed on this phone by the tenant, then by the owner: fixed.
  await page.goto(`/booking/form?bookingId=${bookingId}&formType=View`);
  const panel = page.getByTestId('agreement-panel');
  await panel.getByRole('button', { name: 'Make agreement' }).click();
  await closeMessage(page.getByRole('dialog', { name: 'Success' }), 'Close');
  const v1 = panel.getByTestId('agreement-v1');
  await expect(v1).toContainText('Draft');
  await signOnPad(page, 'Tenant signs on this phone', 'Tenant’s signature');
  await signOnPad(page, 'Sign as owner', 'Owner’s signature');
  await expect(v1).toContainText('Signed by both (fixed)');
  await expect(v1.getByTestId('agreement-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const hash = (await v1.getByTestId('agreement-hash').innerText()).trim();

  // The room's check-in inspection from the same screen, with a photo of the AC.
  await page.getByTestId('stay-inspections').getByRole('link', { name: 'Check-in inspection' }).click();
  await expect(page.getByTestId('inspection-item')).toHaveCount(3);
  const ac = inspectionItem(page, 'AC');
  await takePhoto(page, ac, 'ac.jpg');
  await expect(ac.getByRole('img', { name: 'Photo of AC' })).toBeVisible();
  await setCondition(ac, 'Good');
  await page.getByRole('button', { name: 'Mark the rest good' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await confirmAndSucceed(page, 'Its items and photos can no longer change.');
  await expect(page.getByTestId('inspection-state')).toContainText('Completed on');

  // What was kept: the fixed agreement with both signatures and its hash, the inspection with its photo.
  const agreements = await adminApi(request, '/api/Agreement/GetList', { bookingId });
  expect(agreements.listData).toHaveLength(1);
  expect(agreements.listData[0]).toMatchObject({ version: 1, agreementStatus: 4 });
  expect(agreements.listData[0].signatures).toHaveLength(2);
  expect(agreements.listData[0].pdfSha256).toBe(hash);
  const inspections = await adminApi(request, '/api/Inspection/GetList', { bookingId, inspectionKind: 1 });
  expect(inspections.listData).toHaveLength(1);
  const inspection = await adminApi(request, '/api/Inspection/GetById', {
    inspectionId: inspections.listData[0].inspectionId,
  });
  expect(inspection.completed).toBe(true);
  const acItem = inspection.items.find((i: { itemName: string }) => i.itemName === 'AC');
  expect(acItem).toMatchObject({ condition: 1 });
  expect(acItem.photos).toHaveLength(1);
});
