import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { confirmAndSucceed, createUserViaApi, signIn, unique } from './support/helpers';

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
    await expect(panel.getByTestId('latest-backup')).toContainText(/\d+(,\d)? MB \(on request\)/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kamar-\d{8}-\d{6}-manual\.backup\.gz$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
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
