import { formatRupiah } from '@kamar/contract';
import { transferPhoto } from './support/claims';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { businessDay, confirmAndSucceed, unique } from './support/helpers';
import { adminApi, searchBy } from './support/master-data';
import { createStay } from './support/money-fixtures';

/**
 * The whole turn of a transfer on phones (issue 43): the business sends the reminder carrying the
 * stay's page; the tenant opens it from the message, sends the transfer's photo with the page's own
 * form; the owner approves it on a phone; the tenant's page then shows the bill paid, with its
 * receipt to download.
 */
test('a tenant opens the page from a reminder and sends a transfer proof; approved, the page shows the bill paid', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stay = await createStay(
    request,
    unique('BUKTI '),
    { checkInDate: businessDay(-2), checkOutDate: null },
    { phone: '081298765432' },
  );
  const bills = await adminApi(request, '/api/Bill/GetByBookingId', { bookingId: stay.bookingId, pageSize: 10 });
  const billId = (bills.listData as { billId: number }[])[0]?.billId as number;
  const bill = (await adminApi(request, '/api/Bill/GetById', { billId })) as {
    documentNumber: string;
    outstanding: number;
  };

  // The business chose that messages carry the stay's page; the reminder is sent as the button sends it.
  await adminApi(request, '/api/Setting/UpdateBusinessSettings', { MESSAGE_LINK: 'tenantPage' });
  try {
    const reminder = (await adminApi(request, '/api/Reminder/Record', { billId })) as { whatsappUrl: string };
    const text = decodeURIComponent(new URL(reminder.whatsappUrl).searchParams.get('text') ?? '');
    const link = /https?:\/\/\S+\/t\/\d+\.[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link, text).toBeTruthy();

    // The tenant's phone, signed out, opens the link from the message.
    const tenant = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: SIGNED_OUT });
    const phone = await tenant.newPage();
    await phone.goto(new URL(link as string).pathname);
    await expect(phone.getByRole('heading', { name: 'Tagihan yang belum lunas' })).toBeVisible();
    await expect(phone.locator('#claim-amount')).toHaveValue(String(bill.outstanding));
    await phone.locator('#claim-photo').setInputFiles(await transferPhoto());
    await phone.locator('#claim-note').fill('Transfer BCA');
    await phone.getByRole('button', { name: 'Kirim bukti bayar' }).click();
    await expect(phone.getByRole('status')).toHaveText(
      'Terima kasih! Bukti bayar Anda sudah terkirim dan menunggu konfirmasi pengelola.',
    );
    // The page comes back with the claim waiting.
    await expect(phone.getByText('Menunggu konfirmasi', { exact: true })).toBeVisible();

    // The owner, on their phone, approves it from the queue.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payment-claim?claimStatus=1');
    await searchBy(page, 'Tenant Name', stay.tenantName);
    await page.getByRole('link', { name: 'Check' }).first().click();
    await expect(page.getByTestId('claim-amount')).toHaveText(formatRupiah(bill.outstanding));
    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this payment' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await confirmAndSucceed(page, 'is recorded as a bank transfer');
    await expect(page.getByTestId('approved-receipt')).toHaveText(/^Approved: receipt KW\/\d{4}\/\d{6}$/);
    const receiptNumber = (await page.getByTestId('approved-receipt').innerText()).replace('Approved: receipt ', '');

    // The tenant's page: nothing left to pay, the claim approved, the receipt there.
    await phone.reload();
    await expect(phone.getByText('Tidak ada tagihan yang harus dibayar. Terima kasih!')).toBeVisible();
    await expect(phone.getByText('Disetujui', { exact: true })).toBeVisible();
    const receipt = phone.getByRole('link', { name: `Kuitansi ${receiptNumber} (PDF)` });
    await expect(receipt).toBeVisible();
    const pdf = await tenant.request.get((await receipt.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await tenant.close();
  } finally {
    await adminApi(request, '/api/Setting/UpdateBusinessSettings', { MESSAGE_LINK: 'document' });
  }
});
