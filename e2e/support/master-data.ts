import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';
import { closeMessage } from './helpers';

/** Calls the API as the administrator (test set-up, not the thing under test). */
export async function adminApi(request: APIRequestContext, path: string, data: object) {
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  const token = (await login.json()).data.token as string;
  const res = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

/** A short unique upper-case code (room numbers hold 10 characters). */
export function shortCode(prefix: string) {
  return `${prefix}${Math.floor(Math.random() * 1e7)}`;
}

/** Types a filter value and searches with Enter, as a person does. */
export async function searchBy(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

/** Answers "Yes" to "Are you sure?" and expects the Error dialog with `message`, then closes it. */
export async function confirmAndFail(page: Page, message: string | RegExp) {
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error.getByText(message)).toBeVisible();
  await closeMessage(error, 'Close');
}
