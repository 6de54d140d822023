import { DEFAULT_TEMPLATES } from '@kamar/contract';
import { expect, test } from './support/fixtures';
import { openDashboard, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { expectWhatsapp, lastMonthStart, linkIn, setPhone, tapWhatsapp } from './support/whatsapp';

/**
 * A late tenant's reminder as the owner sends it from the dashboard on a phone, and the page its
 * link opens: the message lists each bill owed and their total, and the page says the same.
 */
test.describe('a reminder and the page its link opens', () => {
  test('the dashboard’s reminder of two bills lists each and the total; its link’s page lists the same and says the same total', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The worker's tests share the business profile: the default reminders and one bank account
    // for this test, and the profile as found put back after it.
    const stored = await adminApi(request, '/api/Setting/GetBusinessProfile', {});
    const asFound = {
      businessName: stored.businessName,
      address: stored.address,
      phone: stored.phone,
      receiptFooter: stored.receiptFooter,
      bankAccounts: stored.bankAccounts,
      templates: stored.templates,
    };
    await adminApi(request, '/api/Setting/UpdateBusinessProfile', {
      ...asFound,
      bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Sri Wahyuni' }],
      templates: {
        ...stored.templates,
        reminderId: DEFAULT_TEMPLATES.reminder.id,
        reminderEn: DEFAULT_TEMPLATES.reminder.en,
      },
    });
    try {
      // From the first of last month: last month's bill and this month's are both due.
      const tenantName = unique(`AGUS ${testInfo.project.name.toUpperCase()} `).toUpperCase();
      const stay = await createStay(page.request, tenantName, { checkInDate: lastMonthStart(), checkOutDate: null });
      await setPhone(tenantName, '0812-3456-7890');
      await openDashboard(page);
      const row = page.getByTestId('list-unpaid').getByTestId('stay-row').filter({ hasText: tenantName });
      await expect(row).toHaveAttribute('data-overdue', 'true');
      const owed = await row.getByTestId('amount-owed').innerText();

      // The tap that sends it: the owner's WhatsApp opens with the message to the tenant's number.
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
      const opened = await tapWhatsapp(
        page,
        row.getByRole('link', { name: `Send ${tenantName} a reminder on WhatsApp` }),
      );
      const text = await expectWhatsapp(
        opened,
        '6281234567890',
        'Halo Kak Agus, semoga sehat selalu.',
        `tagihan sewa kamar ${stay.roomNumber} sebesar ${owed} untuk:\n`,
        'Pembayaran dapat ditransfer ke BCA 1234567890 a.n. Sri Wahyuni.',
      );
      // One line a bill: "- <period>: Rp <amount> (jatuh tempo <date>, sudah lewat <n> hari)".
      const items = [...text.matchAll(/^- (.+): (Rp [\d.]+)(.*)$/gm)].map((m) => ({
        description: `${m[1]}${m[3]}`,
        amount: m[2] ?? '',
      }));
      expect(items).toHaveLength(2);
      expect(items[0]?.description).toMatch(/ \(jatuh tempo 01 \w+ \d{4}, sudah lewat \d+ hari\)$/);

      // The link opens the stay's statement signed out, as the tenant sees it: the same bills,
      // amounts and total.
      await page.goto(new URL(linkIn(text)).pathname);
      const sheet = page.getByTestId('receipt-sheet');
      await expect(sheet.getByRole('heading', { name: 'RINCIAN TAGIHAN' })).toBeVisible();
      await expect(sheet).toContainText(tenantName);
      const lines = sheet.locator('tbody tr');
      await expect(lines).toHaveCount(2);
      for (const [i, item] of items.entries()) {
        await expect(lines.nth(i).locator('td').nth(0)).toHaveText(item.description);
        await expect(lines.nth(i).locator('td').nth(1)).toHaveText(item.amount);
      }
      await expect(page.getByTestId('receipt-total')).toHaveText(owed);
      await expect(sheet).toContainText('BCA 1234567890 a.n. Sri Wahyuni');
      // On a phone the page is read without scrolling sideways.
      const width = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    } finally {
      await adminApi(request, '/api/Setting/UpdateBusinessProfile', asFound);
    }
  });
});
