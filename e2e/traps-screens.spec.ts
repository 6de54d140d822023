import { expect, test } from './support/fixtures';
import { expectMenuClosed, isPhone, listRow, openDashboard, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { createTenantViaApi } from './support/tenants';

/** The traps a person fell into on the shared screens (list kit, frame, room map). */
test.describe('no traps on the shared screens', () => {
  test('Search with the same filters asks the server again: a tenant deleted elsewhere goes', async ({
    page,
    request,
  }) => {
    const tenant = await createTenantViaApi(request, { tenantName: unique('SEARCHAGAIN ') });
    await page.goto('/tenant');
    await page.getByLabel('Tenant Name', { exact: true }).fill(tenant.tenantName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(listRow(page, tenant.tenantName)).toHaveCount(1);
    // Someone at another desk deletes the tenant; the filters here stay as they are.
    await adminApi(request, '/api/Tenant/Delete', { tenantId: tenant.tenantId, status: 1 });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(listRow(page, tenant.tenantName)).toHaveCount(0);
    await expect(page.getByText('No data')).toBeVisible();
  });

  test('the phone menu closes on Escape and a tap outside, and a reload never opens it', async ({ page }) => {
    test.skip(!isPhone(page), 'the covering menu is a phone thing');
    await openDashboard(page);
    const open = () => page.getByRole('button', { name: 'Open menu' }).click();
    await open();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
    await page.keyboard.press('Escape');
    await expectMenuClosed(page);

    await open();
    // The strip of screen the menu leaves showing, on its right.
    await page.mouse.click(380, 500);
    await expectMenuClosed(page);
    await expect(page).toHaveURL(/\/$/);

    await open();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectMenuClosed(page);
  });

  test('the room map fits the screen: no sideways scrolling, every room a readable link', async ({ page }) => {
    await page.goto('/rooms');
    await expect(page.getByTestId('room-101')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // A room's name is what it shows (number and state), for screen readers and voice control alike.
    await expect(page.getByRole('link', { name: /^101 (Available|Occupied|Maintenance)/ })).toBeVisible();
  });

  test('badges and buttons keep their whole words on a narrow screen', async ({ page, request }) => {
    const stay = await createStay(request, unique('BADGE WITH A RATHER LONG NAME '));
    await page.goto(`/booking?tenantName=${encodeURIComponent(stay.tenantName)}`);
    // On a desktop the booking's state and its record's status sit side by side, drawn unlike each
    // other; a phone's card shows the stay's state only (an active record says nothing more).
    const row = listRow(page, stay.tenantName);
    await expect(row.locator('.mantine-Badge-root')).toHaveCount(isPhone(page) ? 1 : 2);
    if (!isPhone(page)) {
      const variants = await row
        .locator('.mantine-Badge-root')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-variant')));
      expect(new Set(variants).size).toBe(2);
    }
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.mantine-Badge-label, .mantine-Button-label'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });
});
