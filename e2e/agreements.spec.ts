import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { tenantLinkOf } from './support/claims';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { businessDay, closeMessage, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { draw, signOnPad } from './support/paperwork';

/**
 * A stay's rental agreement signed on a phone (issue 46): checked in, its agreement made from the
 * template on the stay's screen, the tenant signing on the front desk's phone by drawing on the
 * canvas, the owner signing, the agreement then fixed with its hash, and the PDF downloaded with
 * exactly that hash; and a tenant signing on their own page.
 */

test.describe('rental agreements', () => {
  test('a check-in with the agreement signed on the screen by the tenant and the owner, fixed with its hash', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stay = await createStay(request, unique(`SEWA ${testInfo.project.name.toUpperCase()} `), {
      checkInDate: businessDay(0),
      checkOutDate: null,
    });
    await adminApi(request, '/api/Booking/CheckIn', { bookingId: stay.bookingId });

    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
    const panel = page.getByTestId('agreement-panel');
    await expect(panel.getByRole('heading', { name: 'Rental Agreement' })).toBeVisible();
    await expect(panel).toContainText('No agreement has been made for this stay yet.');
    await panel.getByRole('button', { name: 'Make agreement' }).click();
    await closeMessage(page.getByRole('dialog', { name: 'Success' }), 'Close');
    const v1 = panel.getByTestId('agreement-v1');
    await expect(v1).toContainText('Version 1');
    await expect(v1).toContainText('Draft');

    // The tenant signs on this (the front desk's) phone, then the owner.
    await signOnPad(page, 'Tenant signs on this phone', 'Tenant’s signature');
    await expect(v1).toContainText('Signed by the tenant');
    await expect(v1.getByTestId('signature-2')).toContainText(`Tenant: ${stay.tenantName}`);
    await signOnPad(page, 'Sign as owner', 'Owner’s signature');
    await expect(v1).toContainText('Signed by both (fixed)');
    const hash = (await v1.getByTestId('agreement-hash').innerText()).trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(v1.getByRole('button', { name: 'Sign as owner' })).toHaveCount(0);
    await expect(v1.getByRole('button', { name: 'Tenant signs on this phone' })).toHaveCount(0);

    // The PDF downloads: exactly the bytes whose hash is shown.
    const download = page.waitForEvent('download');
    await v1.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^agreement-\d+-v1\.pdf$/);
    const bytes = fs.readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(hash);

    // A change of terms is a new version; the fixed one is kept, marked replaced.
    await panel.getByRole('button', { name: 'Make new version' }).click();
    const sure = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(sure).toContainText('Earlier versions are kept.');
    await sure.getByRole('button', { name: 'Yes' }).click();
    await closeMessage(page.getByRole('dialog', { name: 'Success' }), 'Close');
    await expect(panel.getByTestId('agreement-v2')).toContainText('Draft');
    await expect(v1).toContainText('Replaced by a newer version');
    await expect(v1.getByTestId('agreement-hash')).toHaveText(hash);
  });

  test("the tenant signs on their own page, and the stay's screen shows it", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stay = await createStay(request, unique(`HALAMAN ${testInfo.project.name.toUpperCase()} `), {
      checkInDate: businessDay(-1),
      checkOutDate: null,
    });
    await adminApi(request, '/api/Booking/CheckIn', { bookingId: stay.bookingId });
    await adminApi(request, '/api/Agreement/Create', { bookingId: stay.bookingId });
    const { url } = await tenantLinkOf(request, stay.bookingId);

    const tenant = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      storageState: SIGNED_OUT,
    });
    try {
      const phone = await tenant.newPage();
      await phone.goto(url);
      const section = phone.locator('#agreement');
      await expect(section.getByRole('heading', { name: 'Perjanjian sewa · Versi 1' })).toBeVisible();
      await expect(section.getByRole('link', { name: 'Buka perjanjian (PDF)' })).toBeVisible();
      await section.getByRole('button', { name: 'Tanda tangani' }).click();
      await expect(section.getByRole('status')).toHaveText('Gambar tanda tangan Anda dulu di kotak.');
      await draw(phone, section.locator('canvas'));
      await section.getByRole('button', { name: 'Tanda tangani' }).click();
      await expect(section.getByRole('status')).toHaveText('Tanda tangan Anda sudah diterima. Terima kasih.');
      // The page comes back saying it is signed.
      await expect(section).toContainText('Anda sudah menandatangani versi 1.');
    } finally {
      await tenant.close();
    }

    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
    const v1 = page.getByTestId('agreement-panel').getByTestId('agreement-v1');
    await expect(v1).toContainText('Signed by the tenant');
    await expect(v1.getByTestId('signature-2')).toContainText('on the tenant’s page');
  });
});
