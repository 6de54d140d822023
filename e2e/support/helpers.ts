import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Signs in through the login screen, as a person does. The administrator's session every test
 * starts with is made this way once per worker (fixtures.ts); tests call it to sign in as someone
 * else or to hold a session of their own.
 */
export async function signIn(page: Page, username: string = E2E_ADMIN.username, password: string = E2E_ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Opens the dashboard in the administrator's session the test started with (fixtures.ts). */
export async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** A unique name for this test's records. */
export function unique(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

async function apiToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/Auth/Login', { data: { username, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.token as string;
}

/** Creates a user through the API (test set-up, not the thing under test). */
export async function createUserViaApi(
  request: APIRequestContext,
  user: { username: string; password: string; isAdmin?: boolean; role?: 1 | 2 | 3; propertyIds?: number[] },
) {
  const token = await apiToken(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const res = await request.post('/api/User/Create', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstName: 'Rina', lastName: 'Santoso', email: '', isAdmin: false, ...user },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A list row: the table row on wide screens, the card on phones. */
export function listRow(page: Page, text: string) {
  return page.locator('tbody tr, [data-testid="list-card"]').filter({ hasText: text });
}

/**
 * Closes a Success or Error dialog with its button, as a person does: tapped again if the dialog
 * is still there a moment later. On CI's loaded machine a first click sometimes left the dialog
 * open; a second click is only made while the button is still shown, so a dialog that closed
 * slowly is never waited on for a button that has gone.
 */
export async function closeMessage(dialog: Locator, close: string) {
  await expect(dialog).toBeVisible();
  const button = dialog.getByRole('button', { name: close, exact: true });
  await button.click();
  const closed = await expect(dialog)
    .toBeHidden({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (closed) return;
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Confirms "Are you sure?" (which says what happens: `words` when given) and closes the Success
 * dialog that follows.
 */
export async function confirmAndSucceed(page: Page, words?: string | RegExp) {
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  if (words) await expect(confirm).toContainText(words);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await closeMessage(success, 'Close');
}

/**
 * Checks out a stay that still owes money: the "Check Out" dialog says what is owed, "Check out
 * anyway" checks out, and the Success dialog that follows is closed.
 */
export async function checkOutAnyway(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Check Out' });
  await expect(dialog).toContainText('Still owed: Rp');
  await dialog.getByRole('button', { name: 'Check out anyway' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await closeMessage(success, 'Close');
}

/** The phone menu is closed: flagged so, and moved off the left edge of the screen. */
export async function expectMenuClosed(page: Page) {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-open', 'false');
  await expect
    .poll(async () => {
      const box = await sidebar.boundingBox();
      return box ? box.x + box.width : 0;
    })
    .toBeLessThanOrEqual(0);
}

/** Opens the menu on phones, where it hides when collapsed. */
export async function openMenuOnPhone(page: Page) {
  if (!isPhone(page)) return;
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** A value a form shows as text (View mode, or a read-only field): the description under its label. */
export function readValue(page: Page, label: string) {
  return page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/**
 * A day (YYYY-MM-DD) counted from today in the business time zone: the server's "today" and the
 * browser's (the tests run in Asia/Jakarta), whatever zone the test runner itself is in.
 */
export function businessDay(offsetDays = 0) {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta' }).format(day);
}

/** Unfolds a list's filters on a phone, where all but the first text filter fold behind "Filter". */
export async function showAllFilters(page: Page) {
  // The list's search form comes with its toggle (phones only): waited for, not raced.
  await expect(page.getByRole('form', { name: /^(Search|Cari)$/ })).toBeVisible();
  const toggle = page.getByTestId('filter-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
