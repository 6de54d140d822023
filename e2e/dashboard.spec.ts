import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  businessDay,
  checkOutAnyway,
  confirmAndSucceed,
  createUserViaApi,
  isPhone,
  openDashboard,
  signIn,
  unique,
} from './support/helpers';
import { createStay } from './support/money-fixtures';

const occupied = async (page: Page) => {
  const card = page.getByTestId('card-occupied');
  await expect(card).toHaveText(/^\d+ \/ \d+$/);
  const text = (await card.textContent()) ?? '';
  return Number(text.split(' / ')[0]);
};

test.describe('Dashboard', () => {
  test('shows the figures; the all-time ones on wide screens only', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('card-occupied')).toHaveText(/^\d+ \/ \d+$/);
    await expect(page.getByTestId('card-income')).toHaveText(/^Rp [\d.]+$/);
    await expect(page.getByRole('link', { name: /Rent Income this month/ })).toHaveAttribute('href', '/payment');
    if (isPhone(page)) await expect(page.getByTestId('card-nett')).toBeHidden();
    else await expect(page.getByTestId('card-nett')).toHaveText(/^(- )?Rp [\d.]+$/);
    // On a phone today's work (Check In, Check Out, Unpaid) comes first, the money after it.
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN;
    const work = [await top('list-check-in'), await top('list-check-out'), await top('list-unpaid')];
    if (isPhone(page)) {
      expect(work).toEqual([...work].sort((a, b) => a - b));
      expect(work[2]).toBeLessThan(await top('card-income'));
    } else {
      expect(await top('card-income')).toBeLessThan(work[0] as number);
    }
  });

  test('checks a late arrival in, then out, and the lists and cards follow', async ({ page, request }) => {
    const tenantName = unique('DASH');
    await openDashboard(page);
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
    // The stay's first rent is still owed: the confirmation says so.
    await checkOutAnyway(page);
    await expect(departure).toHaveCount(0);

    // A row leads to its booking.
    await today.getByRole('link', { name: arriving }).click();
    await expect(page).toHaveURL(/\/booking\/form\?bookingId=\d+&formType=View/);
  });

  test('an unpaid stay shows the phone to call and the rent owed, and leads to recording a payment', async ({
    page,
    request,
  }) => {
    const phone = `0812${Math.floor(1e7 + Math.random() * 9e7)}`;
    const stay = await createStay(
      request,
      unique('UNPAID '),
      { checkInDate: businessDay(-2), checkOutDate: null },
      // Straight in the database, so in the form the server keeps (62812...).
      { phone: `62${phone.slice(1)}` },
    );
    await openDashboard(page);
    const row = page.getByTestId('list-unpaid').getByTestId('stay-row').filter({ hasText: stay.tenantName });
    // Kept as 62812..., read as 0812-xxxx-xxxx, called in E.164.
    const read = `${phone.slice(0, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;
    await expect(row.getByRole('link', { name: `Call ${read}` })).toHaveAttribute('href', `tel:+62${phone.slice(1)}`);
    await expect(row.getByTestId('amount-owed')).toHaveText(`Rp ${stay.monthlyPrice.toLocaleString('id-ID')}`);
    await row.getByRole('link', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/form\\?paymentId=&formType=Add&bookingId=${stay.bookingId}$`));
  });

  test('staff see occupancy and today’s lists, no money, and no link to a screen they may not open', async ({
    page,
    request,
  }) => {
    const username = unique('desk');
    await createUserViaApi(request, { username, password: 'staff-password-1' });
    await signIn(page, username, 'staff-password-1');
    await expect(page.getByTestId('card-occupied')).toHaveText(/^\d+ \/ \d+$/);
    await expect(page.getByTestId('list-unpaid')).toBeVisible();
    for (const card of ['income', 'expense', 'onHold', 'owned', 'allIncome', 'nett']) {
      await expect(page.getByTestId(`card-${card}`)).toHaveCount(0);
    }
    await expect(page.getByText(/Rent Income|Deposit On Hold|Nett Income/)).toHaveCount(0);
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // Recording a payment (the Pay link) is theirs; the money lists and staff records are not.
    for (const href of hrefs) {
      expect(href).not.toMatch(
        /^\/(payment|deposit|expense|employee)(\?|$)|^\/(deposit|expense|employee)\/|^\/setting\/user/,
      );
    }
  });
});
