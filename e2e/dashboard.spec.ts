import { expect, type Page, test } from '@playwright/test';
import { confirmAndSucceed, isPhone, signIn, unique } from './support/helpers';
import { createStay } from './support/money-fixtures';

/** Today and yesterday in the business time zone (the server's "today"). */
function businessDay(offsetDays = 0) {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta' }).format(day);
}

const occupied = async (page: Page) => {
  const card = page.getByTestId('card-occupied');
  await expect(card).toHaveText(/^\d+ \/ \d+$/);
  const text = (await card.textContent()) ?? '';
  return Number(text.split(' / ')[0]);
};

test.describe('Dashboard', () => {
  test('shows the figures; the all-time ones on wide screens only', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('card-occupied')).toHaveText(/^\d+ \/ \d+$/);
    await expect(page.getByTestId('card-income')).toHaveText(/^Rp [\d.]+$/);
    await expect(page.getByRole('link', { name: /Rent Income this month/ })).toHaveAttribute('href', '/payment');
    if (isPhone(page)) await expect(page.getByTestId('card-nett')).toBeHidden();
    else await expect(page.getByTestId('card-nett')).toHaveText(/^-?Rp [\d.]+$/);
  });

  test('checks a late arrival in, then out, and the lists and cards follow', async ({ page, request }) => {
    const tenantName = unique('DASH');
    await signIn(page);
    const before = await occupied(page);

    // Arrived yesterday (not yet checked in), leaves today.
    await createStay(request, tenantName, { checkInDate: businessDay(-1), checkOutDate: businessDay(0) });
    // Arrives today, open-ended: the room is occupied from today.
    const arriving = unique('DASHIN');
    await createStay(request, arriving, { checkInDate: businessDay(0), checkOutDate: null });
    await page.reload();
    await expect(page.getByTestId('card-occupied')).toHaveText(new RegExp(`^${before + 1} / `));

    const checkIns = page.getByTestId('list-check-in');
    const late = checkIns.getByTestId('stay-row').filter({ hasText: tenantName });
    await expect(late.getByText('Overdue')).toBeVisible();
    const today = checkIns.getByTestId('stay-row').filter({ hasText: arriving });
    await expect(today).toHaveAttribute('data-today', 'true');

    await late.getByRole('button', { name: 'Check In' }).click();
    await confirmAndSucceed(page);
    await expect(late).toHaveCount(0);

    const departure = page.getByTestId('list-check-out').getByTestId('stay-row').filter({ hasText: tenantName });
    await expect(departure).toHaveAttribute('data-today', 'true');
    await departure.getByRole('button', { name: 'Check Out' }).click();
    await confirmAndSucceed(page);
    await expect(departure).toHaveCount(0);

    // A row leads to its booking.
    await today.getByRole('link').click();
    await expect(page).toHaveURL(/\/booking\/form\?bookingId=\d+&formType=View/);
  });
});
