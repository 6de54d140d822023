import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import {
  businessDay,
  closeMessage,
  confirmAndSucceed,
  isPhone,
  listRow,
  openMenuOnPhone,
  unique,
} from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';

/** Opens the tenant list, then its Add form as a person does (so Back has somewhere to go). */
async function openTenantAdd(page: Page, add = 'Add', heading = 'Tenant Detail') {
  await page.goto('/tenant');
  await page.getByRole('link', { name: add, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('nothing typed is lost', () => {
  test('leaving a changed form asks first: Back, the browser back button, a menu tap; a reload gets the browser prompt; a save does not ask', async ({
    page,
  }) => {
    await openTenantAdd(page);
    // Nothing typed: Back leaves at once.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/tenant$/);
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tenant Detail' })).toBeVisible();

    const name = page.getByLabel('Tenant Name');
    await name.fill('budi santoso');
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(ask).toContainText('What you typed in this form is not saved yet and will be lost.');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/formType=Add/);
    await expect(name).toHaveValue('BUDI SANTOSO');

    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/formType=Add/);
    await expect(name).toHaveValue('BUDI SANTOSO');

    // A reload: the browser's own "leave site?" prompt.
    const reloading = page.reload();
    const prompt = await page.waitForEvent('dialog');
    expect(prompt.type()).toBe('beforeunload');
    await prompt.accept();
    await reloading;
    await expect(name).toHaveValue('');

    // A menu tap (the drawer on a phone).
    await name.fill('budi santoso');
    await openMenuOnPhone(page);
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/$/);

    // A save that succeeded leads on without asking.
    const saved = unique('KEEP ');
    await openTenantAdd(page);
    await name.fill(saved);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/tenant$/);
    await expect(ask).toHaveCount(0);
  });

  test.describe('in Indonesian', () => {
    test.use({ locale: 'id-ID' });
    test('the question and its answers are in Indonesian', async ({ page }) => {
      await openTenantAdd(page, 'Tambah', 'Detail Penyewa');
      await page.getByLabel('Nama Penyewa').fill('sri wahyuni');
      await page.getByRole('button', { name: 'Kembali' }).click();
      const ask = page.getByRole('dialog', { name: 'Tinggalkan tanpa menyimpan?' });
      await expect(ask).toContainText('Yang Anda ketik di formulir ini belum disimpan dan akan hilang.');
      await expect(ask.getByRole('button', { name: 'Tetap di sini' })).toBeVisible();
      await ask.getByRole('button', { name: 'Tinggalkan' }).click();
      await expect(page).toHaveURL(/\/tenant$/);
    });
  });
});

test.describe('errors are seen', () => {
  test('saving the long tenant form empty brings its first error to the screen and the cursor into it', async ({
    page,
  }) => {
    await openTenantAdd(page);
    const save = page.getByRole('button', { name: 'Save' });
    await save.scrollIntoViewIfNeeded();
    const name = page.getByLabel('Tenant Name');
    if (isPhone(page)) await expect(name).not.toBeInViewport();
    await save.click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
    await expect(page.getByText('Tenant Name is required!')).toBeInViewport();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
  });
});

test.describe('every check runs before the confirmation', () => {
  test('a deposit return: the unpaid bill missing, deductions above the deposit, the picker within the deposit; the server refusal shown at its field', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stay = await createStay(
      page.request,
      unique(`DEDUCT ${testInfo.project.name.toUpperCase()} `).toUpperCase(),
      {
        checkInDate: businessDay(-40),
        checkOutDate: businessDay(50),
      },
    );
    expect(stay.monthlyPrice).toBeGreaterThan(500_000);
    const deposit = (await adminApi(page.request, '/api/Payment/Create', {
      bookingId: stay.bookingId,
      paymentDate: businessDay(-40),
      paymentType: 1,
      paymentPeriodeMonth: Number(businessDay(-40).slice(5, 7)),
      paymentPeriodeYear: Number(businessDay(-40).slice(0, 4)),
      amount: 500_000,
      remark: '',
    })) as { paymentId: number };
    await page.goto(`/deposit/form?paymentId=${deposit.paymentId}&formType=Edit`);
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    const deductions = page.getByTestId('deductions');
    const save = page.getByRole('button', { name: 'Save' });

    // "Unpaid bill" without its bill: said at the picker, before any "cannot be undone".
    await page.getByRole('button', { name: 'Add Deduction' }).click();
    await deductions.getByRole('combobox', { name: 'Deduction', exact: true }).click();
    await page.getByRole('option', { name: 'Unpaid bill' }).click();
    await save.click();
    await expect(confirm).toHaveCount(0);
    await expect(deductions.getByText('Choose the unpaid bill to deduct')).toBeVisible();
    const billPicker = deductions.getByRole('combobox', { name: 'Unpaid Bill' });
    await expect(billPicker).toBeFocused();

    // The picker fills in what is left to pay, at most the deposit.
    await billPicker.click();
    await page.getByRole('option').first().click();
    const firstAmount = deductions.getByRole('textbox', { name: 'Deduction Amount' }).first();
    await expect(firstAmount).toHaveValue('500.000');

    // More than the deposit in all: refused before the confirmation.
    await page.getByRole('button', { name: 'Add Deduction' }).click();
    await deductions.getByRole('textbox', { name: 'Deduction Amount' }).nth(1).fill('300000');
    await deductions.getByRole('textbox', { name: 'Note' }).nth(1).fill('Broken lamp');
    await save.click();
    await expect(confirm).toHaveCount(0);
    await expect(deductions.getByText('The deductions must be at most the deposit amount (Rp 500.000)')).toBeVisible();

    // Within the deposit the confirmation comes; a refusal only the server can make (the return
    // dated before the deposit was paid) is shown at its field once its dialog is closed.
    await firstAmount.fill('200000');
    const returnDate = page.getByRole('textbox', { name: 'Return Date' });
    const before = businessDay(-50);
    await returnDate.fill(`${before.slice(8, 10)}/${before.slice(5, 7)}/${before.slice(0, 4)}`);
    await returnDate.blur();
    await save.click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toBeVisible();
    await closeMessage(error, 'Close');
    await expect(returnDate).toBeFocused();
    await expect(returnDate).toHaveAttribute('aria-invalid', 'true');
    const returned = await adminApi(page.request, '/api/DepositReturned/GetById', { paymentId: deposit.paymentId });
    expect(returned).toMatchObject({ depositStatus: 0 });
  });
});

test.describe('the small things', () => {
  test.describe('signed out', () => {
    test.use({ storageState: SIGNED_OUT });
    test("the login screen greets with the business's name as it is now", async ({ page, request }) => {
      const stored = await adminApi(request, '/api/Setting/GetBusinessProfile', {});
      const asFound = {
        businessName: stored.businessName,
        address: stored.address,
        phone: stored.phone,
        receiptFooter: stored.receiptFooter,
        bankAccounts: stored.bankAccounts,
        templates: stored.templates,
      };
      const renamed = unique('Kos Melati ');
      try {
        await adminApi(request, '/api/Setting/UpdateBusinessProfile', { ...asFound, businessName: renamed });
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
        await expect(page.getByText('Kamar Guest House')).toHaveCount(0);
      } finally {
        await adminApi(request, '/api/Setting/UpdateBusinessProfile', asFound);
      }
    });
  });

  test('a booking card shows the stay state once, not a second "Active" for its record', async ({ page }) => {
    test.skip(!isPhone(page), 'the table on a wide screen names each column');
    const stay = await createStay(page.request, unique('CARD ').toUpperCase());
    await page.goto(`/booking?tenantName=${encodeURIComponent(stay.tenantName)}`);
    const card = listRow(page, stay.tenantName);
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Active', { exact: true })).toHaveCount(1);
  });

  for (const [locale, words] of [
    ['en-US', 'An error has occurred. Please contact IT Support.'],
    ['id-ID', 'Terjadi kesalahan. Silakan hubungi bagian IT.'],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`an unexpected server error reads "${words}"`, async ({ page }) => {
        const stay = await createStay(page.request, unique('OOPS ').toUpperCase());
        // The API's own 500 answer, word for word as the spec gives it to its clients.
        await page.route('**/api/Booking/GetById', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              status: 500,
              message: 'An error has occured. Please contact IT Support.',
              code: 'server.error',
              params: {},
              data: null,
            }),
          }),
        );
        await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
        // Asked again twice first (a 5xx may pass), then said.
        await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(words, { timeout: 30_000 });
      });
    });
  }

  test('sharing a receipt again hands on the same link', async ({ page }) => {
    const stay = await createStay(page.request, unique('SHARE ').toUpperCase());
    const payment = (await adminApi(page.request, '/api/Payment/Create', {
      bookingId: stay.bookingId,
      paymentDate: businessDay(0),
      paymentType: 2,
      paymentPeriodeMonth: Number(businessDay(0).slice(5, 7)),
      paymentPeriodeYear: Number(businessDay(0).slice(0, 4)),
      amount: 250_000,
      remark: '',
    })) as { paymentId: number };
    const share = async () => {
      await page.goto(`/receipt?kind=payment&paymentId=${payment.paymentId}`);
      await page.getByRole('button', { name: 'Share link' }).click();
      return page.getByTestId('share-url').inputValue();
    };
    const first = await share();
    expect(await share()).toBe(first);
    expect(await share()).toBe(first);
    await expect(page.getByTestId('share-links').getByRole('button', { name: 'End link' })).toHaveCount(1);
  });

  test.describe('on a device in another time zone', () => {
    test.use({ timezoneId: 'America/New_York' });
    test("a stay's history shows the arrival on the business's clock", async ({ page }) => {
      const stay = await createStay(page.request, unique('ARRIVE ').toUpperCase(), {
        checkInDate: businessDay(0),
        checkOutDate: null,
      });
      const clock = (at: number) =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Jakarta',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(at);
      const before = Date.now();
      await adminApi(page.request, '/api/Booking/CheckIn', { bookingId: stay.bookingId });
      const times = new Set([clock(before), clock(Date.now())]);
      await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
      const checkIn = page.getByTestId('history-entry').filter({ hasText: 'Check In ·' });
      await expect(checkIn).toHaveCount(1);
      const text = await checkIn.innerText();
      expect([...times].some((hhmm) => text.includes(`· ${hhmm} ·`) || text.includes(` ${hhmm} ·`))).toBe(true);
      expect([...times].some((hhmm) => new RegExp(`Arrived: .*${hhmm}`).test(text))).toBe(true);
    });
  });
});
