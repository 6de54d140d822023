import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';
import { closeMessage } from './helpers';

/** Signs in through the login screen, in Indonesian, as a person with an Indonesian browser does. */
export async function masuk(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Nama Pengguna').fill(E2E_ADMIN.username);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible();
}

/**
 * Answers "Ya" to "Anda yakin?" (which says each of `words` when given) and closes the "Berhasil"
 * dialog that follows.
 */
export async function yakinLaluBerhasil(page: Page, words: (string | RegExp)[] = []) {
  const confirm = page.getByRole('dialog', { name: 'Anda yakin?' });
  await expect(confirm).toBeVisible();
  for (const said of words) await expect(confirm).toContainText(said);
  await confirm.getByRole('button', { name: 'Ya' }).click();
  const success = page.getByRole('dialog', { name: 'Berhasil' });
  await expect(success.getByText('Berhasil disimpan')).toBeVisible();
  await closeMessage(success, 'Tutup');
}

/** Answers "Ya" and expects the "Gagal" dialog saying `message`, then closes it. */
export async function yakinLaluGagal(page: Page, message: string | RegExp) {
  await page.getByRole('dialog', { name: 'Anda yakin?' }).getByRole('button', { name: 'Ya' }).click();
  const failed = page.getByRole('dialog', { name: 'Gagal' });
  await expect(failed.getByText(message)).toBeVisible();
  await closeMessage(failed, 'Tutup');
  await expect(failed).toBeHidden();
}

/** The weekdays and months as an Indonesian reader sees them (dayjs's Indonesian locale). */
export const HARI = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
export const BULAN = 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(
  ' ',
);
