import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openDashboard, signIn } from './support/helpers';

/**
 * Holds the screen's own chunk back until the given calls have been answered, and counts every
 * call made: the data must not wait for the screen's code, and the screen must not ask again.
 */
async function holdChunkUntilAnswered(page: Page, chunk: RegExp, calls: string[]) {
  const asked = new Map<string, number>(calls.map((call) => [call, 0]));
  const answered = new Set<string>();
  const path = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    const call = path(request.url());
    if (asked.has(call)) asked.set(call, (asked.get(call) ?? 0) + 1);
  });
  // Answered: the server's response has come (a body is read only once the page takes it).
  page.on('response', (response) => answered.add(path(response.url())));
  const held = { chunk: false, answeredFirst: false };
  await page.route(chunk, async (route) => {
    held.chunk = true;
    held.answeredFirst = await expect
      .poll(() => calls.every((call) => answered.has(call)), { timeout: 5_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    await route.continue();
  });
  return { asked, held };
}

test.describe('a signed-in visit asks for its data alongside the screen, not after it', () => {
  test('the dashboard', async ({ page }) => {
    await openDashboard(page);
    const { asked, held } = await holdChunkUntilAnswered(page, /\/assets\/dashboard-page-[^/]+\.js$/, [
      '/api/Auth/CheckAuth',
      '/api/Dashboard/GetDashboardInfo',
    ]);
    await page.reload();
    // Held back for up to 5 s when the calls wait for the chunk: then the check below says so.
    await expect(page.getByTestId('card-occupied')).toHaveText(/^\d+ \/ \d+$/, { timeout: 20_000 });
    expect(held).toEqual({ chunk: true, answeredFirst: true });
    // The early answers are this opening's answers: nothing is asked twice.
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(asked)).toEqual({ '/api/Auth/CheckAuth': 1, '/api/Dashboard/GetDashboardInfo': 1 });
  });

  test('a list, with the filters and page in its address', async ({ page }) => {
    await openDashboard(page);
    const { asked, held } = await holdChunkUntilAnswered(page, /\/assets\/tenant-list-page-[^/]+\.js$/, [
      '/api/Tenant/GetList',
    ]);
    let request: unknown;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/Tenant/GetList')) request ??= r.postDataJSON();
    });
    await page.goto('/tenant?status=2&pageSize=50');
    await expect(page.getByRole('heading', { name: 'Tenant', exact: true })).toBeVisible({ timeout: 20_000 });
    expect(held).toEqual({ chunk: true, answeredFirst: true });
    expect(request).toMatchObject({ status: 2, pageIndex: 0, pageSize: 50 });
    await page.waitForLoadState('networkidle');
    expect(asked.get('/api/Tenant/GetList')).toBe(1);
  });

  test('the plain address of a list: its first page is asked before the app’s code has arrived', async ({ page }) => {
    await openDashboard(page);
    // The entry chunk (the app itself) is held back: the preload script must have asked already.
    const { asked, held } = await holdChunkUntilAnswered(page, /\/assets\/index-[^/]+\.js$/, [
      '/api/Auth/CheckAuth',
      '/api/Setting/GetBusinessProfile',
      '/api/Tenant/GetList',
    ]);
    await page.goto('/tenant');
    const heading = page.getByRole('heading', { name: 'Tenant', exact: true });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    expect(held).toEqual({ chunk: true, answeredFirst: true });
    // The app took those answers for its first render instead of asking again.
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(asked)).toEqual({
      '/api/Auth/CheckAuth': 1,
      '/api/Setting/GetBusinessProfile': 1,
      '/api/Tenant/GetList': 1,
    });
    // Each early answer was handed out (once): none is left over for a later ask.
    expect(await page.evaluate(() => Object.keys(Reflect.get(window, '__kamarEarlyCalls') ?? {}))).toEqual([]);
  });
});

test('a list’s table is fetched only where it is drawn: on a wide screen, not on a phone', async ({ page }) => {
  await openDashboard(page);
  const tables: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/data-table-[^/]+\.js$/.test(request.url())) tables.push(request.url());
  });
  await page.goto('/tenant');
  await expect(page.getByRole('heading', { name: 'Tenant', exact: true })).toBeVisible({ timeout: 20_000 });
  if ((page.viewportSize()?.width ?? 0) <= 768) {
    await expect(page.getByTestId('list-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(tables).toEqual([]);
  } else {
    await expect(page.getByRole('table')).toBeVisible();
    expect(tables.length).toBeGreaterThan(0);
  }
});

test.describe('a stored session the server no longer accepts', () => {
  test('loads nothing of the signed-in screens ahead and starts no call', async ({ page }) => {
    await openDashboard(page);
    const claims = Buffer.from(JSON.stringify({ sub: '1', ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }));
    const expired = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${claims.toString('base64url')}.signature`;
    await page.evaluate((token) => localStorage.setItem('Token', token), expired);
    const early: string[] = [];
    page.on('request', (request) => {
      // What the preload script asks is under way before the app's entry has run.
      if (/\/(api\/|assets\/(frame|list-kit|tenant-list-page)-)/.test(request.url())) early.push(request.url());
    });
    let askedBeforeEntry: string[] | null = null;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      // Time for the preload script to run and ask for anything it would.
      await new Promise((resolve) => setTimeout(resolve, 500));
      askedBeforeEntry = [...early];
      await route.continue();
    });
    await page.goto('/tenant');
    await expect(page).toHaveURL(/\/login$/);
    expect(askedBeforeEntry).toEqual([]);
  });

  test('a session ended elsewhere: the early answers are refused and the person is sent to sign in', async ({
    page,
  }) => {
    // A session of its own through the login screen: the worker's session must outlive this Logout.
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    // Signed out on another device: the server no longer accepts this token, which has not expired.
    const out = await page.request.post('/api/Auth/Logout', { headers: { authorization: `Bearer ${token}` } });
    expect(out.ok()).toBe(true);
    await page.goto('/tenant');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  });
});
