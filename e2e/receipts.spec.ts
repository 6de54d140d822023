import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { confirmAndSucceed, openDashboard, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { expectWhatsapp, grouped, lastMonthStart, linkIn, setPhone, tapWhatsapp } from './support/whatsapp';

async function openReceiptFromHistory(page: Page, bookingId: number) {
  await page.goto(`/booking/form?bookingId=${bookingId}&formType=Edit`);
  const history = page.getByTestId('booking-payments');
  await history.getByRole('link', { name: 'Add Payment' }).click();
  // The booking form (its own Save button included) stays up until the payment form has loaded.
  await expect(page).toHaveURL(new RegExp(`/payment/form\\?paymentId=&formType=Add&bookingId=${bookingId}$`));
  await expect(page.getByRole('combobox', { name: 'Booking', exact: true })).not.toHaveValue('');
  // How it was paid: a bank transfer into the business's account.
  await page.getByRole('combobox', { name: 'Payment Method' }).selectOption({ label: 'Bank transfer' });
  await page.getByRole('textbox', { name: 'Account Paid Into' }).fill('BCA 1234567890');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmAndSucceed(page);
  await expect(page).toHaveURL(new RegExp(`/booking/form\\?bookingId=${bookingId}&formType=Edit$`));
  await history.getByRole('link', { name: 'Receipt' }).first().click();
  await expect(page).toHaveURL(/\/receipt\?kind=payment&paymentId=\d+$/);
}

test.describe('receipts and WhatsApp', () => {
  test('records a payment, opens its receipt, copies its share link and opens it signed out', async ({
    page,
    browser,
    context,
  }, testInfo) => {
    // A payment, its receipt in two languages, a link opened by a stranger and ended: many screens.
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tenantName = unique(`SARI ${testInfo.project.name.toUpperCase()} `).toUpperCase();
    const stay = await createStay(page.request, tenantName);
    await setPhone(tenantName, '0812-3456-7890');
    await openDashboard(page);
    await openReceiptFromHistory(page, stay.bookingId);

    // The kuitansi, in Indonesian (the tenant's language): number, tenant, room, amount, words.
    const sheet = page.getByTestId('receipt-sheet');
    await expect(sheet.getByRole('heading', { name: 'KUITANSI' })).toBeVisible();
    await expect(page.getByTestId('receipt-number')).toHaveText(/No\. KW\/\d{4}\/\d{6}/);
    await expect(sheet).toContainText(tenantName);
    await expect(sheet).toContainText(stay.roomNumber);
    await expect(page.getByTestId('receipt-total')).toHaveText(`Rp ${grouped(stay.monthlyPrice)}`);
    await expect(page.getByTestId('receipt-words')).toHaveText(/rupiah$/);
    await expect(sheet).toContainText('Cara bayarTransfer bank ke BCA 1234567890');
    const words = await page.getByTestId('receipt-words').innerText();
    // The same receipt in English.
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('English', { exact: true }).click();
    await expect(sheet.getByRole('heading', { name: 'RECEIPT' })).toBeVisible();
    await expect(page.getByTestId('receipt-words')).not.toHaveText(words);
    await expect(sheet).toContainText('Paid byBank transfer to BCA 1234567890');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('Indonesian', { exact: true }).click();
    await expect(sheet.getByRole('heading', { name: 'KUITANSI' })).toBeVisible();

    // A share link: copied, and carried by the WhatsApp receipt message.
    await page.getByRole('button', { name: 'Share link' }).click();
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/s\/\d+\.[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const wa = page.getByRole('link', { name: 'Send on WhatsApp' });
    await expectWhatsapp(
      await wa.getAttribute('href'),
      '6281234567890',
      // The name in proper case: "Halo Kak Sari" by default.
      'Sari',
      url,
      `Rp ${grouped(stay.monthlyPrice)}`,
    );

    // Signed out, in a browser that never signed in: the one receipt, nothing of the app.
    const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined, storageState: SIGNED_OUT });
    const shared = await stranger.newPage();
    await shared.goto(new URL(url).pathname);
    await expect(shared.getByTestId('receipt-sheet')).toContainText(tenantName);
    await expect(shared.getByTestId('receipt-total')).toHaveText(`Rp ${grouped(stay.monthlyPrice)}`);
    await expect(shared.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const pdf = await shared.request.get(`/api/Share/Pdf/${url.split('/s/')[1]}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // A link altered by one character shows nothing.
    await shared.goto(`${new URL(url).pathname.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`);
    await expect(shared.getByTestId('shared-error')).toBeVisible();
    await expect(shared.getByTestId('receipt-sheet')).toHaveCount(0);

    // The administrator ends the link; the stranger's page then fails.
    await page.reload();
    const links = page.getByTestId('share-links');
    await links.getByRole('button', { name: 'End link' }).first().click();
    await confirmAndSucceed(page);
    await expect(links.getByText('Ended').first()).toBeVisible();
    await shared.goto(new URL(url).pathname);
    await expect(shared.getByTestId('shared-error')).toBeVisible();
    await stranger.close();
  });

  test('an overdue tenant on the dashboard gets a WhatsApp reminder with their number, what they owe and the bill link', async ({
    page,
  }, testInfo) => {
    const tenantName = unique(`TONI ${testInfo.project.name.toUpperCase()} `).toUpperCase();
    const stay = await createStay(page.request, tenantName, { checkInDate: lastMonthStart(), checkOutDate: null });
    await setPhone(tenantName, '+62 857-1111-2222');
    await openDashboard(page);
    const row = page.getByTestId('list-unpaid').getByTestId('stay-row').filter({ hasText: tenantName });
    await expect(row).toHaveAttribute('data-overdue', 'true');
    const owed = await row.getByTestId('amount-owed').innerText();
    const link = row.getByRole('link', { name: `Send ${tenantName} a reminder on WhatsApp` });
    await expect(link).toHaveAttribute('target', '_blank');
    // The row's message goes to the tenant's number and carries the bill's share link.
    // The name in proper case ("Halo Kak Toni" by default), whichever template this worker's tests left.
    await expectWhatsapp(await link.getAttribute('href'), '6285711112222', 'Halo ', 'Toni', owed, '/s/');

    // Remind all overdue: one tenant at a time; the tap opens WhatsApp with the reminder carrying
    // the oldest owed bill's share link, and is recorded.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.getByRole('button', { name: 'Remind all overdue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind all overdue' });
    // The dialog's code is fetched when first opened: the walk starts once it shows.
    await expect(dialog.getByTestId('remind-all')).toBeVisible();
    for (let i = 0; i < 100 && !(await dialog.getByText(tenantName).isVisible()); i++) {
      await dialog.getByRole('button', { name: 'Skip' }).click();
    }
    await expect(dialog.getByText(tenantName)).toBeVisible();
    const opened = await tapWhatsapp(page, dialog.getByRole('link', { name: 'Send on WhatsApp' }));
    const text = await expectWhatsapp(opened, '6285711112222', 'Halo ', 'Toni', `kamar ${stay.roomNumber}`, owed);
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await expect(row.getByTestId('reminded')).toHaveText('Reminded today');
    await page.reload();
    await expect(row.getByTestId('reminded')).toHaveText('Reminded today');
    await page.goto(new URL(linkIn(text)).pathname);
    await expect(page.getByTestId('receipt-sheet')).toContainText(tenantName);
    await expect(page.getByTestId('receipt-sheet').getByRole('heading', { name: 'TAGIHAN' })).toBeVisible();
  });

  test("the business name set in Setting is the top bar's, and the templates preview as typed", async ({
    page,
    request,
  }) => {
    const stored = await adminApi(request, '/api/Setting/GetBusinessProfile', {});
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Business Profile' }).click();
    const name = unique('KOS MELATI ');
    await page.getByLabel('Business Name').fill(name);
    // The other tests' reminders still carry their link ({link}): the worker's tests share the profile.
    await page.getByLabel('Reminder Template (Indonesian)').fill('Halo {nama}, kamar {kamar}: {jumlah} {link}');
    // The sample tenant owes two bills (Rp 1.650.000 with its late fee, and Rp 1.500.000).
    await expect(page.getByTestId('preview-reminderId')).toHaveText(
      /^Halo Budi Santoso, kamar 101: Rp 3\.150\.000 http:\/\/127\.0\.0\.1:\d+\/s\/…$/,
    );
    // Each preview in its template's language, whatever the screen's.
    await page.getByLabel('Reminder Template (English)').fill('{rincian}');
    await expect(page.getByTestId('preview-reminderEn')).toHaveText(
      '- April 2026: Rp 1.650.000, including a late fee of Rp 150.000 (due 01 April 2026, 34 days overdue)' +
        ' - May 2026: Rp 1.500.000 (due 01 May 2026, 4 days overdue)',
    );
    await page
      .getByLabel('Deposit Return Template (Indonesian)')
      .fill('Deposit kamar {kamar} {deposit} kami kembalikan {jumlah}{potongan}.');
    await expect(page.getByTestId('preview-depositReturnId')).toHaveText(
      'Deposit kamar 101 Rp 2.000.000 kami kembalikan Rp 1.650.000, dipotong Rp 350.000 untuk kaca jendela pecah.',
    );
    await page.getByLabel('Reminder Template (English)').fill(stored.templates.reminderEn);
    await page.getByLabel('Deposit Return Template (Indonesian)').fill(stored.templates.depositReturnId);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page.getByTestId('business-name')).toHaveText(name);
    await page.reload();
    await expect(page.getByTestId('business-name')).toHaveText(name);
  });

  test('the business profile reads as stored and fits the screen, and a change to it saves; then it is put back', async ({
    page,
    request,
  }) => {
    // The screen holds six templates with their previews; two saves and a reload on a busy machine
    // take more than the default minute.
    test.setTimeout(90_000);
    const stored = await adminApi(request, '/api/Setting/GetBusinessProfile', {});
    const asFound = {
      businessName: stored.businessName,
      address: stored.address,
      phone: stored.phone,
      receiptFooter: stored.receiptFooter,
      bankAccounts: stored.bankAccounts,
      templates: stored.templates,
    };
    let putBack = false;
    try {
      await page.goto('/setting');
      await page.getByRole('link', { name: 'Business Profile' }).click();
      const name = page.getByLabel('Business Name');
      const address = page.getByLabel('Address', { exact: true });
      const phone = page.getByLabel('Phone', { exact: true });
      await expect(name).toHaveValue(stored.businessName);
      await expect(address).toHaveValue(stored.address);
      await expect(phone).toHaveValue(stored.phone);
      // All of it on the screen (390 pixels wide on the phone): each field within its width, nothing
      // to scroll sideways.
      const width = page.viewportSize()?.width ?? 0;
      for (const field of [name, address, phone]) {
        const box = await field.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const newAddress = unique('JL. ANGGREK NO. ');
      const newPhone = `0813${String(Date.now()).slice(-8)}`;
      await address.fill(newAddress);
      await phone.fill(newPhone);
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);
      await page.reload();
      await expect(address).toHaveValue(newAddress);
      await expect(phone).toHaveValue(newPhone);
      await expect(name).toHaveValue(stored.businessName);

      // Back as it was found, the way it was changed: on the screen.
      await address.fill(stored.address);
      await phone.fill(stored.phone);
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);
      expect(await adminApi(request, '/api/Setting/GetBusinessProfile', {})).toMatchObject(asFound);
      putBack = true;
    } finally {
      // The worker's other tests share this profile: a failure above must not leave it changed.
      if (!putBack) await adminApi(request, '/api/Setting/UpdateBusinessProfile', asFound);
    }
  });
});
