import type { APIRequestContext, Page } from '@playwright/test';
import { firstOwedBill, submitClaimViaApi, tenantLinkOf, transferPhoto } from './support/claims';
import { E2E_ADMIN } from './support/constants';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import {
  businessDay,
  closeMessage,
  confirmAndSucceed,
  createUserViaApi,
  isPhone,
  listRow,
  openDashboard,
  readValue,
  signIn,
  unique,
} from './support/helpers';
import { adminApi, searchBy } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { expectWhatsapp, grouped } from './support/whatsapp';

/**
 * Tenants pay from their phone (issue 43), the owner's side: a claim sent from the stay's page
 * with a photo of the transfer waits on the dashboard and in the queue; it is checked against its
 * photo and approved (a payment with its receipt, the amount corrected to what came in) or
 * rejected with a reason; the tenant's page then says which. The stay's page link is got, copied,
 * sent and ended from the booking screen; the house rules and the QRIS image come from the profile.
 */

/** A running stay with a phone, owing its first bill. */
async function owingStay(request: APIRequestContext, name: string) {
  const stay = await createStay(
    request,
    unique(name),
    { checkInDate: businessDay(-3), checkOutDate: null },
    { phone: '081234567890' },
  );
  return { ...stay, bill: await firstOwedBill(request, stay.bookingId) };
}

/** The waiting count on the dashboard (0 when the card is not shown). */
async function waitingOnDashboard(page: Page) {
  await openDashboard(page);
  await expect(page.getByTestId('card-occupied')).toHaveText(/^\d+ \/ \d+$/);
  const card = page.getByTestId('card-claims');
  return (await card.count()) === 0 ? 0 : Number(await card.innerText());
}

/** Opens a claim of the tenant from the queue, as a person does: found by the tenant's name, then Check. */
async function openClaim(page: Page, tenantName: string, amount: number) {
  await searchBy(page, 'Tenant Name', tenantName);
  const row = listRow(page, tenantName).filter({ hasText: `Rp ${grouped(amount)}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Waiting');
  await row.getByRole('link', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Confirmation', exact: true })).toBeVisible();
  // The transfer photo, fetched with the sign-in into a blob: URL, has really drawn.
  const photo = page.getByTestId('claim-photo');
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('payment confirmations', () => {
  test('two transfers sent from the stay page: one approved at a corrected amount with its receipt, one rejected with a reason; the tenant page says so', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stay = await owingStay(request, `KLAIM ${testInfo.project.name.toUpperCase()} `);
    const { token } = await tenantLinkOf(request, stay.bookingId);
    const owed = stay.bill.outstanding;
    const cameIn = owed - 50_000;
    // The tenant typed the whole bill; the bank shows 50.000 less came in.
    await submitClaimViaApi(request, { token, billId: stay.bill.billId, amount: owed, paidDate: businessDay(-1) });
    await submitClaimViaApi(request, {
      token,
      billId: stay.bill.billId,
      amount: 50_000,
      paidDate: businessDay(0),
      note: 'Sisa tagihan',
    });

    // The dashboard counts them and leads to the queue of what waits.
    const waiting = await waitingOnDashboard(page);
    expect(waiting).toBeGreaterThanOrEqual(2);
    if (!isPhone(page)) {
      await expect(
        page.getByTestId('sidebar').getByRole('link', { name: /^Payment Confirmations: \d+ waiting$/ }),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: /Waiting for confirmation/ }).click();
    await expect(page).toHaveURL(/\/payment-claim\?claimStatus=1$/);
    await expect(page.getByRole('heading', { name: 'Payment Confirmations', exact: true })).toBeVisible();

    // The first: what the tenant says, and what the bill still owes.
    await openClaim(page, stay.tenantName, owed);
    await expect(page.getByTestId('claim-amount')).toHaveText(`Rp ${grouped(owed)}`);
    await expect(page.getByTestId('bill-outstanding')).toHaveText(`Rp ${grouped(owed)}`);

    // Approved at what came in: the amount and date prefilled, the amount corrected.
    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this payment' });
    const amount = approve.getByRole('textbox', { name: 'Amount', exact: true });
    await expect(amount).toHaveValue(grouped(owed));
    await expect(approve.getByTestId('approve-outcome')).toContainText('pays bill');
    await amount.fill(String(cameIn));
    await expect(approve.getByTestId('approve-outcome')).toHaveText(
      new RegExp(`^Rp ${grouped(cameIn)} goes to bill TG/\\d{4}/\\d{6}; Rp 50\\.000 is still owed on it\\.$`),
    );
    await approve.getByRole('button', { name: 'Approve' }).click();
    await confirmAndSucceed(page, `Rp ${grouped(cameIn)} is recorded as a bank transfer`);
    // Its receipt, and the receipt's WhatsApp message to the tenant on a tap.
    await expect(page.getByTestId('approved-receipt')).toHaveText(/^Approved: receipt KW\/\d{4}\/\d{6}$/);
    const receiptNumber = (await page.getByTestId('approved-receipt').innerText()).replace('Approved: receipt ', '');
    const send = page.getByRole('link', { name: 'Send the receipt on WhatsApp' });
    await expect(send).toHaveAttribute('target', '_blank');
    await expectWhatsapp(await send.getAttribute('href'), '6281234567890', `Rp ${grouped(cameIn)}`, '/s/');
    await expect(page.getByTestId('claim-status')).toHaveText('Approved');
    await expect(page.getByTestId('claim-decision')).toContainText(`Receipt ${receiptNumber}`);
    await expect(page.getByTestId('bill-outstanding')).toHaveText('Rp 50.000');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The second: rejected, and a reason is required.
    await page.getByRole('link', { name: 'Back to payment confirmations' }).first().click();
    await openClaim(page, stay.tenantName, 50_000);
    await expect(readValue(page, 'Note')).toHaveText('Sisa tagihan');
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this payment' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Reason is required!')).toBeVisible();
    await reject.getByRole('textbox', { name: 'Reason' }).fill('Belum ada uang masuk dari transfer ini');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await confirmAndSucceed(page, 'it cannot be approved later');
    await expect(page.getByTestId('claim-status')).toHaveText('Rejected');
    await expect(page.getByTestId('claim-decision')).toContainText('Reason: Belum ada uang masuk dari transfer ini');

    // Neither waits any more: the dashboard counts two fewer.
    expect(await waitingOnDashboard(page)).toBe(waiting - 2);

    // The tenant's page (signed out, drawn on the server) says which was accepted and why the other was not.
    const tenant = await browser.newContext({ viewport: page.viewportSize() ?? undefined, storageState: SIGNED_OUT });
    const own = await tenant.newPage();
    await own.goto(`/t/${token}`);
    await expect(own.getByText('Disetujui', { exact: true })).toBeVisible();
    await expect(own.getByText('Ditolak', { exact: true })).toBeVisible();
    await expect(own.getByText('Alasan: Belum ada uang masuk dari transfer ini')).toBeVisible();
    await expect(own.getByText(`Kuitansi ${receiptNumber} (PDF)`)).toBeVisible();
    await tenant.close();
  });

  test('a claim decided by someone else meanwhile is refused in their words, and shown as it now is', async ({
    page,
    request,
  }) => {
    const stay = await owingStay(request, 'KLAIM DUA ');
    const { token } = await tenantLinkOf(request, stay.bookingId);
    const paymentClaimId = await submitClaimViaApi(request, {
      token,
      billId: stay.bill.billId,
      amount: 300_000,
      paidDate: businessDay(0),
    });
    await page.goto(`/payment-claim/form?paymentClaimId=${paymentClaimId}&formType=View`);
    await expect(page.getByTestId('claim-status')).toHaveText('Waiting');
    // Another desk rejects it first.
    await adminApi(request, '/api/PaymentClaim/Reject', { paymentClaimId, reason: 'Sudah dicek di meja lain' });

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this payment' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('This claim was already rejected by admin');
    await closeMessage(error, 'Close');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('claim-status')).toHaveText('Rejected');
    await expect(page.getByTestId('claim-decision')).toContainText('Reason: Sudah dicek di meja lain');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test("the stay's page from its booking: link copied, sent on WhatsApp and opened; ended, then a new one", async ({
    page,
    context,
    browser,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const stay = await owingStay(request, 'HALAMAN ');
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
    const section = page.getByTestId('tenant-page');
    await expect(section.getByRole('heading', { name: 'Tenant Page' })).toBeVisible();
    await section.getByRole('button', { name: 'Get the link' }).click();

    const shown = section.getByTestId('tenant-page-url');
    await expect(shown).toHaveText(/\/t\/\d+\.[A-Za-z0-9_-]{43}$/);
    const url = await shown.innerText();
    await section.getByRole('button', { name: 'Copy link' }).click();
    await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectWhatsapp(
      await section.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'),
      '6281234567890',
      url,
    );
    const open = section.getByRole('link', { name: 'Open' });
    await expect(open).toHaveAttribute('href', url);
    await expect(open).toHaveAttribute('target', '_blank');

    // The tenant opens it, signed out.
    const tenant = await browser.newContext({ viewport: page.viewportSize() ?? undefined, storageState: SIGNED_OUT });
    const own = await tenant.newPage();
    await own.goto(new URL(url).pathname);
    await expect(own.getByText(stay.roomNumber).first()).toBeVisible();
    await expect(own.getByText('Tautan tidak berlaku')).toHaveCount(0);

    // Ended by the owner: the tenant's link no longer opens; a new one can be made.
    await section.getByRole('button', { name: 'End link' }).click();
    await confirmAndSucceed(page, 'A new link can be made afterwards');
    await expect(section.getByTestId('tenant-page-ended')).toHaveText(
      'The link is ended. "Get the link" makes a new one.',
    );
    await own.reload();
    await expect(own.getByText('Tautan tidak berlaku').first()).toBeVisible();
    await section.getByRole('button', { name: 'Get the link' }).click();
    await expect(shown).toHaveText(/\/t\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await shown.innerText()).not.toBe(url);
    await tenant.close();
  });

  test('Front desk confirms payments and hands the link over, but does not end it', async ({ page, request }) => {
    const stay = await owingStay(request, 'DESK KLAIM ');
    const username = unique('desk');
    await createUserViaApi(request, { username, password: 'password-123', role: 3 });
    await signIn(page, username, 'password-123');
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
    const section = page.getByTestId('tenant-page');
    await section.getByRole('button', { name: 'Get the link' }).click();
    await expect(section.getByTestId('tenant-page-url')).toHaveText(/\/t\//);
    await expect(section.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'End link' })).toHaveCount(0);

    await page.goto('/payment-claim');
    await expect(page.getByRole('heading', { name: 'Payment Confirmations', exact: true })).toBeVisible();
  });

  test("the house rules and the QRIS image of the business profile show on the tenant's page", async ({
    page,
    browser,
    request,
  }) => {
    const stay = await owingStay(request, 'ATURAN ');
    const { token } = await tenantLinkOf(request, stay.bookingId);
    const rules = `Tamu pulang sebelum jam 22.00 (${unique('R')})`;
    await page.goto('/setting/business');
    await expect(page.getByRole('heading', { name: 'Business Profile' })).toBeVisible();
    try {
      // The QRIS image is saved at once, as the logo is.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose a QRIS image' }).click();
      await (await chooser).setFiles({ ...(await transferPhoto('#000000')), name: 'qris.png' });
      await closeMessage(page.getByRole('dialog', { name: 'Success' }), 'Close');
      await expect(page.getByRole('img', { name: 'QRIS' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove QRIS image' })).toBeVisible();
      // The house rules are saved with the profile.
      await page.getByRole('textbox', { name: 'House Rules' }).fill(rules);
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);

      const tenant = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
        storageState: SIGNED_OUT,
      });
      const own = await tenant.newPage();
      await own.goto(`/t/${token}`);
      await expect(own.getByText(rules)).toBeVisible();
      const qris = own.getByRole('img', { name: 'QRIS' });
      await expect(qris).toBeVisible();
      await expect.poll(() => qris.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await tenant.close();

      // Removed from the profile (asked first), it is gone.
      await page.getByRole('button', { name: 'Remove QRIS image' }).click();
      await confirmAndSucceed(page);
      await expect(page.getByText('No QRIS image yet.')).toBeVisible();
    } finally {
      // Put back what every test of this worker reads.
      await putBackProfile(request);
    }
  });
});

/** The business profile without house rules or a QRIS image, as the worker started. */
async function putBackProfile(request: APIRequestContext) {
  const profile = await adminApi(request, '/api/Setting/GetBusinessProfile', {});
  const { businessName, address, phone, receiptFooter, bankAccounts, templates } = profile;
  await adminApi(request, '/api/Setting/UpdateBusinessProfile', {
    businessName,
    address,
    phone,
    receiptFooter,
    bankAccounts,
    templates,
    houseRules: '',
  });
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  const token = (await login.json()).data.token as string;
  const res = await request.post('/api/Setting/UpdateBusinessQris', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {},
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}
