import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './support/constants';
import { expect, test } from './support/fixtures';
import { businessDay, closeMessage, confirmAndSucceed, listRow, unique } from './support/helpers';
import { createStay } from './support/money-fixtures';

/** A NIK no other test uses. */
const newNik = () => `3171${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
/** A mobile number no other test uses, as the front desk types it (0812 then ten digits). */
const newMobile = () => `0812${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
const dashed = (local: string) => `${local.slice(0, 4)}-${local.slice(4, 8)}-${local.slice(8)}`;

async function createTenant(request: APIRequestContext, fields: Record<string, string>) {
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  const token = (await login.json()).data.token as string;
  const res = await request.post('/api/Tenant/Create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { country: 'INDONESIA', ...fields },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.tenantId as number;
}

/** Types a value and leaves the field, as a person moving on to the next one does. */
async function typeAndLeave(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.fill(text);
  await box.blur();
  return box;
}

test.describe('inputs that understand Indonesians (English)', () => {
  test('a phone typed any way is one number, found by 08..., +62..., spaced or dashed', async ({ page, request }) => {
    const mobile = newMobile();
    const name = unique('PHONE ').toUpperCase();
    await createTenant(request, {
      tenantName: name,
      phone: `+62 ${mobile.slice(1, 4)}-${mobile.slice(4, 8)}-${mobile.slice(8)}`,
    });
    for (const typed of [
      mobile,
      `${mobile.slice(0, 4)} ${mobile.slice(4, 8)} ${mobile.slice(8)}`,
      dashed(mobile),
      `+62${mobile.slice(1)}`,
    ]) {
      await page.goto(`/tenant?${new URLSearchParams({ tenantName: name, phone: typed })}`);
      await expect(listRow(page, name), typed).toHaveCount(1);
      await expect(listRow(page, name)).toContainText(dashed(mobile));
    }
  });

  test('a second tenant with a NIK already registered is stopped, names the first, and is saved only deliberately', async ({
    page,
    request,
  }) => {
    const nik = newNik();
    const first = unique('FIRST ').toUpperCase();
    const firstId = await createTenant(request, { tenantName: first, idNumber: nik });
    const second = unique('SECOND ').toUpperCase();
    await page.goto('/tenant/form?tenantId=&formType=Add');
    await page.getByLabel('Tenant Name').fill(second);
    await page.getByLabel('Id Number').fill(nik);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    const refused = page.getByRole('dialog', { name: 'Error' });
    await expect(refused).toContainText(`This NIK is already registered to ${first}`);
    await closeMessage(refused, 'Close');

    // Under the NIK: who holds it (their record, in a new tab) and the deliberate way on.
    const warning = page.getByTestId('duplicate-nik');
    await expect(warning).toContainText(`This NIK is already registered to ${first}`);
    await expect(warning.getByRole('link', { name: `Open ${first} (new tab)` })).toHaveAttribute(
      'href',
      `/tenant/form?tenantId=${firstId}&formType=View`,
    );

    await page.goto('/tenant/form?tenantId=&formType=Add');
    await page.getByLabel('Tenant Name').fill(second);
    await page.getByLabel('Id Number').fill(nik);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await closeMessage(page.getByRole('dialog', { name: 'Error' }), 'Close');
    await page.getByLabel('It is another person with the same NIK: save anyway').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await page.goto(`/tenant?tenantName=${encodeURIComponent(second)}`);
    await expect(listRow(page, second)).toHaveCount(1);
  });

  test('a birth date in the future and a date that does not exist are refused at the field', async ({ page }) => {
    await page.goto('/tenant/form?tenantId=&formType=Add');
    await page.getByLabel('Tenant Name').fill(unique('DOB '));
    const birth = page.getByLabel('Date of Birth');
    await expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await birth.fill('31/02/2026');
    await birth.blur();
    await expect(page.getByText('This date does not exist: check the day and the month')).toBeVisible();
    const [y, m, d] = businessDay(2).split('-');
    await birth.fill(`${d}/${m}/${y}`);
    await birth.blur();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Date of Birth cannot be in the future')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
  });

  test('amounts are read as typed (1,5jt, 750rb) or refused with the reason, never changed', async ({ page }) => {
    await page.goto('/expense/form?expenseId=&formType=Add');
    const amount = await typeAndLeave(page, 'Amount', '1,5jt');
    await expect(amount).toHaveValue('1.500.000');
    for (const [typed, why] of [
      ['-50000', 'An amount cannot be negative: type it without the minus'],
      ['99999999999999999', 'This amount is too large'],
      ['1,500jt', 'Write it one way: 1500rb, 1,5jt or 1.500.000'],
      ['1,5', 'Whole rupiah only: no cents'],
      ['lima ratus', 'Not an amount: type it as 1.500.000, 1,5jt or 750rb'],
    ]) {
      await typeAndLeave(page, 'Amount', typed as string);
      await expect(amount, typed).toHaveValue(typed as string);
      await expect(page.getByText(why as string)).toBeVisible();
    }
    // Save refuses what is not an amount, before any confirmation.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
    // A figure past the limit says the limit as money.
    await typeAndLeave(page, 'Amount', '200 miliar');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Amount must be between Rp 1 and Rp 100.000.000.000')).toBeVisible();

    const remark = unique('LAUNDRY ');
    await typeAndLeave(page, 'Amount', 'Rp 750rb');
    await expect(amount).toHaveValue('750.000');
    await page.getByLabel('Remark').fill(remark);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
  });

  test('a remark says how much room is left and refuses more, never cutting it', async ({ page }) => {
    await page.goto('/expense/form?expenseId=&formType=Add');
    const remark = page.getByLabel('Remark');
    await remark.fill('a'.repeat(20));
    await expect(page.getByText('20 of 500 characters')).toBeVisible();
    await remark.fill('b'.repeat(510));
    await expect(remark).toHaveValue('B'.repeat(510));
    await expect(page.getByText('510 of 500 characters: 10 too many, shorten it to save')).toBeVisible();
    await typeAndLeave(page, 'Amount', '50000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
  });

  test('an expense dated more than a year ahead and a payment 50 times the rent are asked about first', async ({
    page,
  }) => {
    await page.goto('/expense/form?expenseId=&formType=Add');
    const [y, m, d] = businessDay(400).split('-');
    const date = page.getByLabel('Expense Date');
    await date.fill(`${d}/${m}/${y}`);
    await date.blur();
    await typeAndLeave(page, 'Amount', '100rb');
    await page.getByRole('button', { name: 'Save' }).click();
    const ask = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(ask).toContainText('more than a year from today. Save it with this date?');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(ask).toBeHidden();

    const stay = await createStay(page.request, unique('RICH '));
    await page.goto(`/payment/form?paymentId=&formType=Add&bookingId=${stay.bookingId}`);
    const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
    await expect(amount).not.toHaveValue('');
    await typeAndLeave(page, 'Amount', String(stay.monthlyPrice * 60));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(ask).toContainText(`is 60 times this room's rent`);
    await ask.getByRole('button', { name: 'No' }).click();
  });

  test('a large phone photo of a KTP is made small enough to send, shown whole; a non-image is refused when chosen', async ({
    page,
  }, testInfo) => {
    await page.goto('/tenant/form?tenantId=&formType=Add');
    const name = unique('KTP ').toUpperCase();
    await page.getByLabel('Tenant Name').fill(name);
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByText('Photo must be a JPG, PNG or GIF image')).toBeVisible();

    // A phone camera's photo: 4000x3000, about 16 MB (a noisy picture compresses little).
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
    const path = testInfo.outputPath('ktp.jpg');
    await writeFile(path, photo);
    await file.setInputFiles(path);
    await expect(page.getByText('Photo must be a JPG, PNG or GIF image')).toHaveCount(0);
    const preview = page.getByTestId('tenant-photo-preview');
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(preview).toHaveCSS('object-fit', 'contain');
    await page.getByRole('button', { name: 'View the whole photo' }).click();
    const whole = page.getByRole('dialog', { name: 'Tenant photo' });
    await expect(whole.getByRole('img', { name: 'Tenant photo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(whole).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/tenant$/);
  });
});

test.describe('inputs that understand Indonesians (Indonesian)', () => {
  test.use({ locale: 'id-ID' });

  test('amounts, dates, the calendar and the NIK warning in Indonesian', async ({ page, request }) => {
    await page.goto('/expense/form?expenseId=&formType=Add');
    const amount = await typeAndLeave(page, 'Jumlah', '1,5 juta');
    await expect(amount).toHaveValue('1.500.000');
    await typeAndLeave(page, 'Jumlah', '-50.000');
    await expect(page.getByText('Jumlah tidak boleh negatif: ketik tanpa tanda minus')).toBeVisible();
    await typeAndLeave(page, 'Jumlah', '1500rb');
    await expect(amount).toHaveValue('1.500.000');

    const date = page.getByLabel('Tanggal Pengeluaran');
    await expect(date).toHaveAttribute('placeholder', 'tgl/bln/thn');
    await date.fill('31/02/2026');
    await date.blur();
    await expect(page.getByText('Tanggal ini tidak ada: periksa tanggal dan bulannya')).toBeVisible();
    await date.click();
    for (const day of ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']) {
      await expect(page.getByRole('columnheader', { name: day, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await page.getByLabel('Keterangan').fill('x'.repeat(12));
    await expect(page.getByText('12 dari 500 karakter')).toBeVisible();

    const nik = newNik();
    const first = unique('PERTAMA ').toUpperCase();
    await createTenant(request, { tenantName: first, idNumber: nik });
    await page.goto('/tenant/form?tenantId=&formType=Add');
    await page.getByLabel('Nama Penyewa').fill(unique('KEDUA '));
    await page.getByLabel('Nomor Identitas').fill(nik);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('dialog', { name: 'Anda yakin?' }).getByRole('button', { name: 'Ya' }).click();
    await expect(page.getByRole('dialog', { name: 'Gagal' })).toContainText(
      `NIK ini sudah terdaftar atas nama ${first}`,
    );
    await closeMessage(page.getByRole('dialog', { name: 'Gagal' }), 'Tutup');
    await expect(page.getByTestId('duplicate-nik')).toContainText(`Buka ${first} (tab baru)`);
    await expect(page.getByLabel('Ini orang lain dengan NIK yang sama: tetap simpan')).not.toBeChecked();
  });
});
