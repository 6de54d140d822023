import { formatRupiah } from '@kamar/contract';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { businessDay, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { workerServer } from './support/worker-server';

/**
 * A tenant pays a bill from their own page through the payment provider (a local fake of Xendit
 * that speaks its documented API, hosted page and webhook), and the bill turns paid with no one at
 * the desk: the provider's webhook records the money, the page then shows the bill paid and its
 * receipt. Nothing reaches the internet.
 */
test('a tenant pays online from their page, and the bill turns paid with no owner action', async ({
  browser,
  page,
  request,
}) => {
  const stay = await createStay(request, unique('ONLINE '), { checkInDate: businessDay(0), checkOutDate: null });
  const bills = await adminApi(request, '/api/Bill/GetByBookingId', { bookingId: stay.bookingId, pageSize: 10 });
  const first = (bills.listData as { billId: number }[])[0];
  if (!first) throw new Error('the stay has no bill');
  const bill = (await adminApi(request, '/api/Bill/GetById', { billId: first.billId })) as {
    billId: number;
    documentNumber: string;
    outstanding: number;
  };
  const { url } = (await adminApi(request, '/api/Booking/GetTenantLink', { bookingId: stay.bookingId })) as {
    url: string;
  };

  // The tenant's phone, signed out: the page, in Indonesian (the tenant is from Indonesia).
  const tenant = await browser.newContext({ viewport: page.viewportSize() ?? undefined, storageState: SIGNED_OUT });
  const phone = await tenant.newPage();
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByRole('heading', { name: 'Tagihan yang belum lunas' })).toBeVisible();
  await expect(phone.locator(`#bill-${bill.billId}`)).toContainText(bill.documentNumber);
  await phone.getByRole('button', { name: `Bayar online ${formatRupiah(bill.outstanding)}` }).click();

  // The provider's hosted page: one checkout for the bill's amount.
  await expect(phone.getByRole('heading', { name: 'Xendit test checkout' })).toBeVisible();
  await expect(phone.locator('#amount')).toHaveText(`IDR ${bill.outstanding}`);
  const invoices = [...workerServer().xendit.invoices.values()].filter((i) => i.amount === bill.outstanding);
  expect(invoices.at(-1)?.description).toContain(bill.documentNumber);
  await phone.getByRole('button', { name: 'Bayar' }).click();

  // Back on the page: nothing left to pay, the receipt there to download.
  await expect(phone).toHaveURL(new RegExp(`/t/${url.split('/t/')[1]?.replace('.', '\\.')}$`));
  await expect(phone.getByText('Tidak ada tagihan yang harus dibayar. Terima kasih!')).toBeVisible();
  const receipt = phone.getByRole('link', { name: /^Kuitansi KW\/\d{4}\/\d{6} \(PDF\)$/ });
  await expect(receipt).toBeVisible();
  const pdf = await tenant.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await tenant.close();

  // The owner did nothing: the payment is there, online, for the bill, with the provider's fee.
  const checkouts = await adminApi(request, '/api/PaymentGateway/GetCheckoutList', { bookingId: stay.bookingId });
  expect(checkouts.listData[0]).toMatchObject({
    checkoutStatus: 2,
    amount: bill.outstanding,
    channel: 'QRIS',
    fee: Math.round(bill.outstanding * 0.007),
  });
  const after = await adminApi(request, '/api/Bill/GetById', { billId: bill.billId });
  expect(after.billStatus).toBe(3);
});
