import { expect, test } from './support/fixtures';
import { confirmAndSucceed, listRow } from './support/helpers';
import { confirmAndFail, searchBy } from './support/master-data';

/**
 * Charge types (issue 42): the business's defaults are there, a metered type is added as the
 * tenant reads it (not upper-cased) with its unit and minimum, its rules are said at their fields,
 * and a name taken is refused.
 */
test.describe('charge types', () => {
  test('the defaults, a metered type added and edited, its rules at their fields, a taken name refused', async ({
    page,
  }) => {
    const name = `Token ${Date.now().toString(36).slice(-5)}`;
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Charge Type', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Charge Type' })).toBeVisible();
    await expect(listRow(page, 'Listrik')).toContainText('Metered');
    await expect(listRow(page, 'Listrik')).toContainText('Rp 1.500');
    await expect(listRow(page, 'Parkir Motor')).toContainText('Per period');
    await expect(listRow(page, 'Laundry')).toContainText('One-off');

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Charge Type Name').fill(name);
    await page.getByLabel('Unit Price').fill('1700');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unit is required for a metered charge (kWh, m3...)')).toBeVisible();
    await page.getByLabel(/^Unit( \*)?$/).fill('kWh');
    await page.getByLabel('Minimum Charge').fill('20000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/setting\/charge-type$/);

    await searchBy(page, 'Charge Type Name', name);
    await expect(listRow(page, name)).toContainText('Rp 1.700');
    await expect(listRow(page, name)).toContainText('Rp 20.000');
    await listRow(page, name).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Unit Price')).toHaveValue('1.700');
    await page.getByLabel('Unit Price').fill('1800');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Rp 1.800');

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Charge Type Name').fill('Listrik');
    await page.getByLabel(/^Unit( \*)?$/).fill('kWh');
    await page.getByLabel('Unit Price').fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndFail(page, 'Charge Type Listrik already exists');
  });
});
