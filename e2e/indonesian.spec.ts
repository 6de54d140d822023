import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { businessDay, listRow, readValue, showAllFilters, unique } from './support/helpers';
import { BULAN, HARI, masuk, yakinLaluBerhasil, yakinLaluGagal } from './support/indonesian';
import { aRoomFreeFrom, createStay } from './support/money-fixtures';

/**
 * The main flows as a front desk with an Indonesian browser works through them: every word,
 * refusal and date in Indonesian (the whole-screen check is indonesian-screens.spec.ts).
 */
test.use({ locale: 'id-ID' });

async function cariPenyewa(page: Page, tenantName: string) {
  await page.getByLabel('Nama Penyewa').fill(tenantName);
  await page.getByLabel('Nama Penyewa').press('Enter');
}

test.describe('Bahasa Indonesia', () => {
  test('a first visit follows the browser; the switch changes every word at once and is remembered', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByText('Administrasi Kos')).toBeVisible();
    await page.getByLabel('Nama Pengguna').fill('admin');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('bukan-sandinya');
    await page.getByRole('button', { name: 'Masuk' }).click();
    // The server's refusal, in the reader's language.
    await expect(page.getByRole('alert')).toHaveText('Nama pengguna atau kata sandi salah');

    const language = page.getByRole('group', { name: 'Bahasa' });
    await language.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Remembered on this device, whatever the browser says.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');

    // Any other browser language starts in English.
    const other = await browser.newContext({ locale: 'fr-FR', baseURL, storageState: SIGNED_OUT });
    const french = await other.newPage();
    await french.goto('/login');
    await expect(french.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(french.locator('html')).toHaveAttribute('lang', 'en');
    await other.close();
  });

  test('signs in, adds a tenant, books a room and checks the tenant in from the dashboard', async ({ page }, info) => {
    test.setTimeout(120_000);
    const tenantName = unique(`SITI ${info.project.name.toUpperCase()} `);
    await masuk(page);
    await expect(page.getByRole('heading', { name: 'Dasbor' })).toBeVisible();
    await expect(page.getByTestId('today').first()).toHaveText(
      new RegExp(`^(${HARI.join('|')}), \\d{2} \\w{3} \\d{4}$`),
    );
    await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible();

    // A tenant: the required field first, then saved.
    await page.goto('/tenant');
    await expect(page.getByRole('heading', { name: 'Penyewa', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await expect(page.getByRole('heading', { name: 'Detail Penyewa' })).toBeVisible();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Nama Penyewa wajib diisi!')).toBeVisible();
    await page.getByLabel('Nama Penyewa').fill(tenantName);
    await page.getByLabel('Jenis Kelamin').selectOption({ label: 'Perempuan' });
    await page.getByLabel('Kendaraan', { exact: true }).selectOption({ label: 'Motor' });
    await page.getByLabel('Hubungan Kontak').fill('KAKAK');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await yakinLaluBerhasil(page);
    await expect(page).toHaveURL(/\/tenant$/);

    // A booking from today: refused without a tenant and a room, in words; the date picker names
    // months and weekdays in Indonesian.
    await aRoomFreeFrom(page.request, businessDay());
    await page.goto('/booking');
    await page.getByRole('link', { name: 'Tambah' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Penyewa wajib diisi!')).toBeVisible();
    await expect(page.getByText('Kamar wajib diisi!')).toBeVisible();
    // The refused Save focused the first field in error, the tenant search, whose list of tenants
    // opens with it and may cover the dates: closed as a person would.
    await page.keyboard.press('Escape');
    await page.getByLabel('Tanggal Check Out').click();
    const now = new Date();
    await expect(page.getByText(`${BULAN[now.getMonth()]} ${now.getFullYear()}`)).toBeVisible();
    for (const day of ['Sen', 'Sel', 'Rab', 'Kam'])
      await expect(page.getByText(day, { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    const tenant = page.getByRole('combobox', { name: 'Penyewa', exact: true });
    await tenant.fill(tenantName.slice(0, 14));
    await page.getByRole('listbox', { name: 'Penyewa' }).getByRole('option', { name: tenantName }).click();
    await page.getByRole('combobox', { name: 'Kamar', exact: true }).click();
    await page.getByRole('listbox', { name: 'Kamar' }).getByRole('option').first().click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await yakinLaluBerhasil(page);
    await cariPenyewa(page, tenantName);
    await expect(listRow(page, tenantName)).toContainText('Aktif');

    // Check In from the dashboard's list of arrivals.
    await page.goto('/');
    const arrival = page.getByTestId('list-check-in').getByTestId('stay-row').filter({ hasText: tenantName });
    await arrival.getByRole('button', { name: 'Check In' }).click();
    await yakinLaluBerhasil(page);
    await expect(arrival).toHaveCount(0);
    await page.goto('/booking');
    await cariPenyewa(page, tenantName);
    await expect(listRow(page, tenantName).getByRole('button', { name: 'Check Out' })).toBeVisible();
  });

  test('records a deposit from its booking and returns part of it; a refusal from the server reads in Indonesian', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const stay = await createStay(request, unique(`DEWI ${info.project.name.toUpperCase()} `));
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    const history = page.getByTestId('booking-payments');
    await expect(history.getByRole('heading', { name: 'Riwayat Pembayaran' })).toBeVisible();
    await expect(history.getByText('Tidak ada data')).toBeVisible();
    await history.getByRole('link', { name: 'Tambah Pembayaran' }).click();
    await expect(page.getByRole('heading', { name: 'Detail Pembayaran' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pemesanan' })).toHaveValue(
      `${stay.tenantName} - Kamar ${stay.roomNumber}`,
    );
    await page.getByLabel('Jenis Pembayaran').selectOption({ label: 'Deposit' });
    await page.getByRole('textbox', { name: 'Jumlah', exact: true }).fill('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Jumlah wajib diisi!')).toBeVisible();
    await page.getByRole('textbox', { name: 'Jumlah', exact: true }).fill('1000000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await yakinLaluBerhasil(page);
    await expect(history.getByTestId('list-totals')).toContainText('Total Pembayaran');
    await expect(history.getByTestId('list-totals')).toContainText('Rp 1.000.000');

    await page.goto('/deposit');
    await cariPenyewa(page, stay.tenantName);
    const row = listRow(page, stay.tenantName);
    await expect(row).toContainText('Ditahan');
    // Settling cannot be undone: the row only leads to the return form, where the outcome is chosen.
    await expect(row.getByRole('button', { name: /Penuh|Hangus/ })).toHaveCount(0);
    await row.getByRole('link', { name: 'Kembalikan' }).click();
    await expect(page.getByRole('heading', { name: 'Detail Pengembalian Deposit' })).toBeVisible();
    await expect(readValue(page, 'Jumlah Deposit')).toHaveText('Rp 1.000.000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Pilih Penuh, Sebagian atau Hangus')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Penuh: kembalikan seluruhnya (Rp 1.000.000)' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hangus: deposit menjadi milik kos' })).toBeVisible();
    await page.getByRole('radio', { name: 'Sebagian: kembalikan sebagian' }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Jumlah Dikembalikan wajib diisi!')).toBeVisible();
    await page.getByRole('textbox', { name: 'Jumlah Dikembalikan' }).fill('1500000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      page.getByText('Jumlah Dikembalikan tidak boleh melebihi jumlah deposit (Rp 1.000.000)'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Jumlah Dikembalikan' }).fill('400000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    // The stay is still running: the confirmation says so, and that it cannot be undone, in Indonesian.
    await yakinLaluBerhasil(page, [
      `${stay.tenantName} masih tinggal di Kamar ${stay.roomNumber}`,
      'Tindakan ini tidak dapat dibatalkan',
    ]);
    await expect(page).toHaveURL(/\/deposit$/);
    await showAllFilters(page);
    await page.getByLabel('Status Deposit').selectOption({ label: 'Semua' });
    await cariPenyewa(page, stay.tenantName);
    await expect(listRow(page, stay.tenantName)).toContainText('Dikembalikan');
    await expect(listRow(page, stay.tenantName).getByRole('link', { name: 'Kembalikan' })).toHaveCount(0);

    // The server refuses in the reader's language, naming the rooms its own way.
    await page.goto('/setting/room-type');
    await page.getByLabel('Nama Tipe Kamar', { exact: true }).fill('STANDARD');
    await page.getByLabel('Nama Tipe Kamar', { exact: true }).press('Enter');
    await listRow(page, 'STANDARD').getByRole('button', { name: 'Hapus' }).click();
    await yakinLaluGagal(
      page,
      /^Tipe Kamar STANDARD masih dipakai kamar 101, 102, 103, 104, 105 dan \d+ kamar lainnya$/,
    );
  });
});
