import { E2E_ADMIN } from './support/constants';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { createUserViaApi, openDashboard, unique } from './support/helpers';

test.describe('signing in and out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a screen without a session sends you to /login, and back in after signing in', async ({ page }) => {
    await page.goto('/setting/user');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  test('the Login button waits for both fields, and Show Password reveals the password', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login' });
    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Username').fill('admin');
    await expect(login).toBeDisabled();
    await password.fill('secret');
    await expect(login).toBeEnabled();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Show Password').check();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByLabel('Username').fill('');
    await expect(login).toBeDisabled();
  });

  test('a wrong password shows the red message under the form and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const message = page.getByRole('alert');
    await expect(message).toHaveText('Invalid username or password');
    // Red that reads at 5.5:1 on white (WCAG AA), not Mantine's lighter 3.3:1 red.
    await expect(message).toHaveCSS('color', 'rgb(201, 42, 42)');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Enter signs in; the top bar greets you with the date; Logout ends the session', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const welcome = page.getByTestId('welcome').locator('visible=true');
    if (await welcome.count()) {
      await expect(welcome).toHaveText('Welcome, Administrator Kamar');
      await expect(page.getByTestId('today').locator('visible=true')).toHaveText(
        /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2} [A-Z][a-z]{2} \d{4}$/,
      );
    }
    expect(await page.evaluate(() => localStorage.getItem('IsAdmin'))).toBe('1');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() =>
      ['Token', 'Username', 'FirstName', 'LastName', 'Email'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual([null, null, null, null, null]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a disabled user cannot sign in', async ({ page, request }) => {
    const username = unique('gone');
    await createUserViaApi(request, { username, password: 'password-123' });
    const login = await request.post('/api/Auth/Login', { data: { username: 'admin', password: E2E_ADMIN.password } });
    const token = (await login.json()).data.token;
    const list = await request.post('/api/User/GetList', {
      headers: { authorization: `Bearer ${token}` },
      data: { username },
    });
    const userId = (await list.json()).data.listData[0].userId;
    await request.post('/api/User/Delete', {
      headers: { authorization: `Bearer ${token}` },
      data: { userId, status: 1 },
    });

    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('password-123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('This user is disabled. Please contact your administrator.');
  });
});

test.describe('a stored session', () => {
  test('a deep link works on reload', async ({ page }) => {
    await page.goto('/setting/user/form?userId=&formType=Add');
    await expect(page.getByRole('heading', { name: 'User Detail' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Detail' })).toBeVisible();
    await expect(page).toHaveURL(/\/setting\/user\/form\?userId=&formType=Add$/);
  });

  test('a token the server no longer accepts sends you to /login', async ({ page }) => {
    await openDashboard(page);
    await page.evaluate(() => localStorage.setItem('Token', 'tampered.token.value'));
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  });
});
