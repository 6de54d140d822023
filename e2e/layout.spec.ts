import { expect, test } from './support/fixtures';
import {
  closeMessage,
  createUserViaApi,
  expectMenuClosed,
  isPhone,
  openDashboard,
  openMenuOnPhone,
  signIn,
  unique,
} from './support/helpers';

test.describe('the frame around every screen', () => {
  test('Kamar can be added to the home screen: a manifest with its name, colour and icons', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ short_name: 'Kamar', start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const answer = await page.request.get(icon.src);
      expect(answer.ok(), icon.src).toBe(true);
      expect(answer.headers()['content-type']).toContain(icon.type);
    }
  });

  test('the sidebar collapses to icons and stays so after a reload (desktop)', async ({ page }) => {
    test.skip(isPhone(page), 'phones hide the collapsed sidebar; see the next test');
    await openDashboard(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    expect((await sidebar.boundingBox())?.width).toBeCloseTo(288, 0);
    await expect(page.getByText('Cashflow')).toBeVisible();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeCloseTo(80, 0);
    await expect(page.getByText('Cashflow')).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBeCloseTo(80, 0);
    // Icons still lead where the labels did. The Online Payments entry comes in once the gateway's
    // status is known, moving the entries below it: click after it has come, not while it moves.
    await expect(page.getByRole('link', { name: /^Online Payments/ })).toBeVisible();
    await page.getByRole('link', { name: 'Setting' }).click();
    await expect(page).toHaveURL(/\/setting$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
  });

  test('on a phone the menu hides when collapsed and closes itself after a choice', async ({ page }) => {
    test.skip(!isPhone(page), 'phone behaviour');
    await openDashboard(page);
    const sidebar = page.getByTestId('sidebar');
    await expectMenuClosed(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    await expect(sidebar.getByTestId('welcome')).toHaveText('Welcome, Administrator Kamar');
    await sidebar.getByRole('link', { name: 'Setting' }).click();
    await expect(page).toHaveURL(/\/setting$/);
    await expectMenuClosed(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Setting', exact: true })).toBeVisible();
    await expectMenuClosed(page);
  });

  test('the current entry is highlighted, Booking for any booking path', async ({ page }) => {
    await page.goto('/setting/user');
    await openMenuOnPhone(page);
    await expect(page.getByRole('link', { name: 'Setting' })).toHaveAttribute('data-active', 'true');
    await expect(page.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('data-active', 'true');
    await page.goto('/booking/form?bookingId=&formType=Add');
    await openMenuOnPhone(page);
    await expect(page.getByRole('link', { name: 'Booking' })).toHaveAttribute('data-active', 'true');
  });

  test('staff see no cash or staff entries and no User Setting, and are turned away from it', async ({
    page,
    request,
  }) => {
    const username = unique('staff');
    await createUserViaApi(request, { username, password: 'password-123' });
    await signIn(page, username, 'password-123');
    await openMenuOnPhone(page);
    const menu = page.getByTestId('sidebar');
    for (const name of ['Dashboard', 'Rooms', 'Booking', 'Tenant', 'Setting']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Payment', 'Deposit', 'Expense', 'Employee']) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await menu.getByRole('link', { name: 'Setting' }).click();
    await expect(page.getByRole('link', { name: 'Room Type' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'User Setting' })).toHaveCount(0);

    // Typed by hand, the address still does not let them in.
    await page.evaluate(() => localStorage.setItem('IsAdmin', '1'));
    await page.goto('/setting/user');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog.getByText("User don't have admin access right!")).toBeVisible();
    await closeMessage(dialog, 'Close');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('IsAdmin'))).toBe('0');
    await expect(page.getByText('User Setting')).toHaveCount(0);
  });
});
