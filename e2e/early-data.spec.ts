import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/helpers';

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
  page.on('requestfinished', (request) => answered.add(path(request.url())));
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
    await signIn(page);
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
    await signIn(page);
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
});
