import fs from 'node:fs';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './support/fixtures';
import { confirmAndSucceed, createUserViaApi, signIn, unique } from './support/helpers';
import { databaseUrl } from './support/money-fixtures';

/** Now in business time, as the server writes a backup's notes (YYYY-MM-DDTHH:mm:ss). */
const businessNow = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19);

/**
 * A failed backup and a daily one put off, as the server records them (a full disk cannot be
 * had here; the reliability suite makes one): `look` then reads the Setting screen.
 */
async function withRecordedProblems(look: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  const at = businessNow();
  const notes = {
    backup_last_failure: {
      at,
      kind: 'daily',
      code: 'backup.diskFull',
      params: {},
      detail: 'ENOSPC: no space left on device, write',
    },
    backup_last_skip: { at, kind: 'daily', code: 'backup.dailySkippedBusy', params: {} },
  };
  try {
    for (const [key, value] of Object.entries(notes)) {
      await client.query(
        `insert into app_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
        [key, JSON.stringify(value)],
      );
    }
    await look();
  } finally {
    await client.query(`delete from app_settings where key = any($1)`, [Object.keys(notes)]);
    await client.end();
  }
}

async function backupPanel(page: Page) {
  await page.goto('/setting');
  const panel = page.getByTestId('backup-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('backups on the Setting screen', () => {
  test('an administrator backs up now, sees the time and size, and downloads the file', async ({ page }) => {
    await page.goto('/setting');
    const panel = page.getByTestId('backup-panel');
    await expect(panel).toBeVisible();
    await expect(
      panel.getByText(/A backup is made every day at \d\d:00; the last 14 daily and 8 weekly ones are kept\./),
    ).toBeVisible();

    await panel.getByRole('button', { name: 'Back up now' }).click();
    await confirmAndSucceed(page);
    const today = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    })
      .format(new Date())
      .replace(/ (\w{3})\w* /, ' $1 ');
    await expect(panel.getByTestId('latest-backup')).toContainText(`Last backup: ${today}`);
    await expect(panel.getByTestId('latest-backup')).toContainText(/\d+(\.\d)? (KB|MB) \(on request\)/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kamar-\d{8}-\d{6}-manual\.backup\.gz$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  test('a failed backup and a daily one put off are shown in words, with the error for IT Support', async ({
    page,
  }) => {
    await withRecordedProblems(async () => {
      const panel = await backupPanel(page);
      const failure = panel.getByTestId('backup-failure');
      await expect(failure).toContainText(/The backup of \d\d \w{3} \d{4} \d\d:\d\d \(daily\) failed/);
      await expect(failure).toContainText(
        'The backup could not be written: the disk of the backup folder is full. Free some space there',
      );
      await expect(failure).toContainText('For IT Support: ENOSPC: no space left on device, write');
      const skip = panel.getByTestId('backup-skip');
      await expect(skip).toContainText(/The daily backup of \d\d \w{3} \d{4} \d\d:\d\d was put off/);
      await expect(skip).toContainText('another backup was being made at that moment');
    });
  });

  test.describe('in Indonesian', () => {
    test.use({ locale: 'id-ID' });
    // The worker's session keeps no language: the browser's Indonesian is the screen's.
    test('the same, in Indonesian words', async ({ page }) => {
      await withRecordedProblems(async () => {
        const panel = await backupPanel(page);
        const failure = panel.getByTestId('backup-failure');
        await expect(failure).toContainText(/Pencadangan \d\d \w{3} \d{4} \d\d:\d\d \(harian\) gagal/);
        await expect(failure).toContainText('Cadangan tidak dapat ditulis: disk folder cadangan penuh.');
        await expect(failure).toContainText('Untuk bagian IT: ENOSPC');
        const skip = panel.getByTestId('backup-skip');
        await expect(skip).toContainText(/Pencadangan harian \d\d \w{3} \d{4} \d\d:\d\d ditunda/);
        await expect(skip).toContainText('saat itu cadangan lain sedang dibuat');
      });
    });
  });

  test('staff see no backup panel, and the server refuses them the calls', async ({ page, request }) => {
    const username = unique('bk');
    await createUserViaApi(request, { username, password: 'password-123' });
    await signIn(page, username, 'password-123');
    await page.goto('/setting');
    await expect(page.getByRole('heading', { name: 'Room Setting' })).toBeVisible();
    await expect(page.getByTestId('backup-panel')).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const res = await request.post('/api/Backup/GetLatest', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(res.status()).toBe(403);
  });
});

test('Logout ends the token on the server too', async ({ page, request }) => {
  // A session of its own through the login screen: the worker's session must outlive this Logout.
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  const check = () => request.post('/api/Auth/CheckAuth', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect((await check()).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => (await check()).status()).toBe(401);
});
