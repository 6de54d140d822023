import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './support/constants';
import { expect, test } from './support/fixtures';
import { confirmAndSucceed, unique } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';

/** A second property with one room, and a tenant's stay in it (set-up through the API). */
async function propertyWithStay(request: APIRequestContext, tenantName: string) {
  const propertyName = shortCode('KOS KENANGA ');
  const { propertyId } = await adminApi(request, '/api/Property/Create', {
    propertyName,
    address: 'Jl. Kenanga 9, Sleman',
    city: 'Sleman',
    phone: '0812-9999-8888',
  });
  const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
    roomTypeName: shortCode('TYPE K '),
    priceDaily: 100000,
    priceWeekly: 600000,
    priceMonthly: 1500000,
    priceYearly: 15000000,
    propertyId,
  });
  const roomNumber = `9${10 + Math.floor(Math.random() * 90)}`;
  const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber, roomTypeId });
  const tenant = await request.post('/api/Tenant/Create', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: { tenantName, country: 'INDONESIA', phone: '0812-3456-7890' },
  });
  expect(tenant.ok(), await tenant.text()).toBeTruthy();
  const tenantId = (await tenant.json()).data.tenantId as number;
  const checkInDate = `2041-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  const { bookingId } = await adminApi(request, '/api/Booking/Create', {
    tenantId,
    bookingDate: checkInDate,
    checkInDate,
    checkOutDate: '',
    roomNumberId: roomId,
    bookingType: 3,
    remark: '',
  });
  return { propertyId, propertyName, roomTypeId, roomId, roomNumber, bookingId, checkInDate };
}

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  return (await login.json()).data.token as string;
}

test.describe("a property's own bank accounts", () => {
  test('the owner gives a second property its own bank account, and a receipt of a stay there asks for it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tenantName = unique(`AGUS ${testInfo.project.name.toUpperCase()} `).toUpperCase();
    const made = await propertyWithStay(request, tenantName);
    try {
      // The property's form: the words say the accounts are optional and whose they replace.
      await page.goto(`/setting/property/form?propertyId=${made.propertyId}&formType=Edit`);
      await expect(page.getByLabel('Property Name')).toHaveValue(made.propertyName);
      // Its phone in the one way the product writes a phone.
      await expect(page.getByLabel('Phone')).toHaveValue('0812-9999-8888');
      await expect(
        page.getByText(
          "Optional. This property's tenants are asked to pay into these accounts (reminders, bills, receipts) instead of the business profile's.",
        ),
      ).toBeVisible();
      await expect(
        page.getByText(
          "Optional. Printed on this property's receipts and bills instead of the business profile's logo.",
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Add bank account' }).click();
      await page.getByLabel('Bank Name').fill('Mandiri');
      await page.getByLabel('Account Number').fill('1370012345678');
      await page.getByLabel('Account Holder').fill('Budi Santoso');
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);
      await expect(page).toHaveURL(/\/setting\/property$/);
      const saved = await adminApi(request, '/api/Property/GetById', { propertyId: made.propertyId });
      expect(saved.bankAccounts).toEqual([
        { bankName: 'Mandiri', accountNumber: '1370012345678', accountHolder: 'Budi Santoso' },
      ]);

      // Seen again: the account is listed as documents print it.
      await page.goto(`/setting/property/form?propertyId=${made.propertyId}&formType=View`);
      // (Exactly: the record's history below says the same change in a line of its own.)
      await expect(page.getByText('Mandiri 1370012345678 in the name of Budi Santoso', { exact: true })).toBeVisible();

      // A payment of the stay there: its receipt asks for the property's account, with its address.
      const [year, month] = made.checkInDate.split('-').map(Number) as [number, number];
      const { paymentId } = await adminApi(request, '/api/Payment/Create', {
        bookingId: made.bookingId,
        paymentDate: made.checkInDate,
        paymentType: 2,
        paymentPeriodeMonth: month,
        paymentPeriodeYear: year,
        amount: 1500000,
        remark: '',
      });
      await page.goto(`/receipt?kind=payment&paymentId=${paymentId}`);
      const sheet = page.getByTestId('receipt-sheet');
      await expect(sheet.getByRole('heading', { name: 'KUITANSI' })).toBeVisible();
      await expect(sheet).toContainText(tenantName);
      await expect(sheet).toContainText('Jl. Kenanga 9, Sleman');
      await expect(sheet).toContainText('0812-9999-8888');
      await expect(sheet).toContainText('Mandiri 1370012345678 a.n. Budi Santoso');
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('English', { exact: true }).click();
      await expect(sheet.getByRole('heading', { name: 'RECEIPT' })).toBeVisible();
      await expect(sheet).toContainText('Pay by transfer to');
      await expect(sheet).toContainText('Mandiri 1370012345678 a.n. Budi Santoso');
    } finally {
      // The worker's other tests see one property again.
      await adminApi(request, '/api/Booking/CancelBooking', { bookingId: made.bookingId });
      await adminApi(request, '/api/Room/Delete', { roomId: made.roomId, status: 1 });
      await adminApi(request, '/api/RoomType/Delete', { roomTypeId: made.roomTypeId, status: 1 });
      await adminApi(request, '/api/Property/Delete', { propertyId: made.propertyId, status: 1 });
    }
  });
});
