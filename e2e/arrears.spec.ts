import { expect, SIGNED_OUT, test } from './support/fixtures';
import { listRow, unique } from './support/helpers';
import { createStay } from './support/money-fixtures';
import { expectWhatsapp, grouped, lastMonthStart, linkIn, setPhone, tapWhatsapp } from './support/whatsapp';

test.describe('arrears and bills on WhatsApp', () => {
  test('the arrears screen reminds an overdue tenant on WhatsApp one tap at a time, and says when', async ({
    page,
    browser,
  }, testInfo) => {
    const tenantName = unique(`UJANG ${testInfo.project.name.toUpperCase()} `).toUpperCase();
    const stay = await createStay(page.request, tenantName, { checkInDate: lastMonthStart(), checkOutDate: null });
    await setPhone(tenantName, '0857-3333-4444');
    await page.goto(`/arrears?tenantName=${encodeURIComponent(tenantName)}`);
    await expect(page.getByRole('heading', { name: 'Arrears' })).toBeVisible();
    const row = listRow(page, tenantName);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(stay.roomNumber);

    // Two monthly bills are due (last month's and this month's): the row asks for both, to the
    // tenant's number. A list only reads: the oldest bill's share link is made by the tap.
    await expect(row).toContainText(`Rp ${grouped(2 * stay.monthlyPrice)}`);
    const link = row.getByRole('link', { name: `Send ${tenantName} a reminder on WhatsApp` });
    await expectWhatsapp(await link.getAttribute('href'), '6285733334444', 'Halo Kak Ujang,');

    // Remind all overdue: the tenant comes up (by their first name, not shouted), the tap opens
    // WhatsApp with the message carrying that amount and the link to the stay's statement of both
    // bills, and is recorded.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.getByRole('button', { name: 'Remind all overdue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind all overdue' });
    await expect(dialog).toContainText('1 of 1');
    await expect(dialog.getByText(tenantName)).toBeVisible();
    const opened = await tapWhatsapp(page, dialog.getByRole('link', { name: 'Send on WhatsApp' }));
    const text = await expectWhatsapp(
      opened,
      '6285733334444',
      'Halo Kak Ujang,',
      `kamar ${stay.roomNumber}`,
      `Rp ${grouped(2 * stay.monthlyPrice)}`,
    );
    const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined, storageState: SIGNED_OUT });
    const shared = await stranger.newPage();
    await shared.goto(new URL(linkIn(text)).pathname);
    const sheet = shared.getByTestId('receipt-sheet');
    await expect(sheet.getByRole('heading', { name: 'RINCIAN TAGIHAN' })).toBeVisible();
    await expect(sheet).toContainText(tenantName);
    await expect(shared.getByTestId('receipt-total')).toHaveText(`Rp ${grouped(2 * stay.monthlyPrice)}`);
    await stranger.close();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('reminded')).toHaveText('Reminded today');
    // Reminded: the walk has no one left, and the list still says so after a reload.
    await expect(page.getByRole('button', { name: 'Remind all overdue' })).toHaveCount(0);
    await page.reload();
    await expect(row.getByTestId('reminded')).toHaveText('Reminded today');
  });

  test.describe('in Indonesian', () => {
    test.use({ locale: 'id-ID' });

    test("a bill's document and its share link, and the bill's WhatsApp reminder", async ({
      page,
      browser,
      context,
    }, testInfo) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const tenantName = unique(`WULAN ${testInfo.project.name.toUpperCase()} `).toUpperCase();
      const stay = await createStay(page.request, tenantName, { checkInDate: lastMonthStart(), checkOutDate: null });
      await setPhone(tenantName, '+62 812-5555-6666');
      await page.goto(`/arrears?tenantName=${encodeURIComponent(tenantName)}`);
      await expect(page.getByRole('heading', { name: 'Tunggakan' })).toBeVisible();
      await listRow(page, tenantName).getByRole('link', { name: 'Detail Tagihan' }).click();
      await expect(page.getByRole('heading', { name: 'Detail Tagihan' })).toBeVisible();

      // The bill's own number (TG/<year>/<n>), the one its document carries.
      const billNumber = await page.getByText(/^TG\/\d{4}\/\d{6}$/).innerText();

      // The bill's own reminder, from the bill.
      const reminder = page.getByRole('link', { name: `Kirim pengingat ke ${tenantName} lewat WhatsApp` });
      await expectWhatsapp(await reminder.getAttribute('href'), '6281255556666', 'Halo Kak Wulan,');
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
      const sent = await tapWhatsapp(page, reminder);
      await expectWhatsapp(sent, '6281255556666', 'Halo Kak Wulan,', '/s/');

      // Its document: what is due, the due date, in words; then a share link, copied, opened signed out.
      await page.getByRole('link', { name: 'Dokumen Tagihan' }).click();
      await expect(page).toHaveURL(/\/receipt\?kind=bill&billId=\d+$/);
      const sheet = page.getByTestId('receipt-sheet');
      await expect(sheet.getByRole('heading', { name: 'TAGIHAN' })).toBeVisible();
      await expect(page.getByTestId('receipt-number')).toContainText(billNumber);
      await expect(sheet).toContainText('Jatuh tempo');
      await expect(page.getByTestId('receipt-total')).toHaveText(`Rp ${grouped(stay.monthlyPrice)}`);
      await expect(page.getByTestId('receipt-words')).toHaveText(/rupiah$/);
      await page.getByRole('radiogroup', { name: 'Bahasa' }).getByText('Bahasa Inggris', { exact: true }).click();
      await expect(sheet.getByRole('heading', { name: 'BILL' })).toBeVisible();
      await expect(sheet).toContainText('Due date');
      await page.getByRole('radiogroup', { name: 'Bahasa' }).getByText('Bahasa Indonesia', { exact: true }).click();
      await expect(sheet.getByRole('heading', { name: 'TAGIHAN' })).toBeVisible();

      await page.getByRole('button', { name: 'Tautan berbagi' }).click();
      const url = await page.getByTestId('share-url').inputValue();
      expect(url).toMatch(/\/s\/\d+\.[A-Za-z0-9_-]{43}$/);
      await page.getByRole('button', { name: 'Salin tautan' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      const wa = page.getByRole('link', { name: 'Kirim lewat WhatsApp' });
      await expectWhatsapp(await wa.getAttribute('href'), '6281255556666', 'Halo Kak Wulan,', url);
      const pdf = await page.request.get(`/api/Share/Pdf/${url.split('/s/')[1]}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      const stranger = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
        locale: 'id-ID',
        storageState: SIGNED_OUT,
      });
      const shared = await stranger.newPage();
      await shared.goto(new URL(url).pathname);
      await expect(shared.getByTestId('receipt-sheet')).toContainText(tenantName);
      await expect(shared.getByTestId('receipt-total')).toHaveText(`Rp ${grouped(stay.monthlyPrice)}`);
      await expect(shared.getByRole('button', { name: 'Keluar' })).toHaveCount(0);
      await stranger.close();
    });
  });
});
