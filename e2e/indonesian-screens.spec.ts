import type { Page } from '@playwright/test';
import { englishOnScreen, englishWords } from './support/english-on-screen';
import { expect, test } from './support/fixtures';
import { businessDay, expectMenuClosed, isPhone, showAllFilters, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { payOnline } from './support/online-payments';
import { createTenantViaApi } from './support/tenants';

/**
 * Every screen, in Indonesian: none may show a word of the English catalogues (screens, messages,
 * field and enumeration labels), except the words both languages share (Check In, Deposit...).
 * A walk of minutes: on the desktop in `npm run test:e2e` (CI), on both sizes in
 * `npm run test:e2e:full`.
 */
test.use({ locale: 'id-ID' });

/** The screen has drawn itself and its data: its title is up and nothing says "Memuat..." (loading). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Memuat...')).toHaveCount(0);
}

test('every screen speaks Indonesian', { tag: '@walk' }, async ({ page, request }, info) => {
  // Every screen, one after another (the arrears, a bill and its document included): minutes on a loaded machine.
  test.setTimeout(300_000);
  expect(englishWords.length).toBeGreaterThan(250);

  // Something to show on every list and form.
  const today = new Date().toISOString().slice(0, 10);
  const stay = await createStay(request, unique(`AYU ${info.project.name.toUpperCase()} `));
  const tenant = await createTenantViaApi(request, { tenantName: unique('BAYU ') });
  const deposit = await adminApi(request, '/api/Payment/Create', {
    bookingId: stay.bookingId,
    paymentDate: today,
    paymentType: 1,
    paymentPeriodeMonth: 5,
    paymentPeriodeYear: 2027,
    amount: 1_000_000,
  });
  const expense = await adminApi(request, '/api/Expense/Create', {
    expenseDate: today,
    expenseCategory: 1,
    amount: 75_000,
    remark: 'SABUN',
  });
  const employee = await adminApi(request, '/api/Employee/Create', { employeeName: 'WATI', salary: 2_500_000 });
  const vendor = await adminApi(request, '/api/CardVendor/Create', { cardVendorName: unique('KUNCI') });
  const repair = await adminApi(request, '/api/MaintenanceRequest/Create', {
    roomNumberId: (await adminApi(request, '/api/Booking/GetById', { bookingId: stay.bookingId })).roomNumberId,
    bookingId: stay.bookingId,
    description: 'LAMPU KAMAR MATI',
  });
  // A stay from 40 to 5 days ago owes two monthly bills; the older one is part paid. It is over, so
  // it takes no room the other tests book around today.
  const owing = await createStay(request, unique(`RINA ${info.project.name.toUpperCase()} `), {
    checkInDate: businessDay(-40),
    checkOutDate: businessDay(-5),
  });
  const bills = await adminApi(request, '/api/Bill/GetByBookingId', { bookingId: owing.bookingId });
  const bill = bills.listData[0];
  await adminApi(request, '/api/Payment/Create', {
    bookingId: owing.bookingId,
    billId: bill.billId,
    paymentDate: today,
    paymentType: 2,
    paymentPeriodeMonth: Number(bill.periodStart.slice(5, 7)),
    paymentPeriodeYear: Number(bill.periodStart.slice(0, 4)),
    amount: 100_000,
  });

  // Paid online: once as asked (a checkout with its receipt), once short (to check).
  await payOnline(request, `ONLINE ${info.project.name.toUpperCase()} `);
  await payOnline(request, `KURANG ${info.project.name.toUpperCase()} `, { paid: (asked) => asked - 50_000 });

  /** The Export menu of a list. */
  const exportMenu = (path: string) => async (p: Page) => {
    await p.getByRole('button', { name: 'Ekspor' }).click();
    await expect(p.getByRole('menuitem', { name: 'CSV (;) untuk Excel berbahasa Indonesia' })).toBeVisible();
    await check(p, `${path} (Ekspor)`);
    await p.keyboard.press('Escape');
  };

  const screens: { path: string; save?: boolean; also?: (page: Page) => Promise<void> }[] = [
    { path: '/' },
    { path: '/rooms' },
    { path: '/timeline' },
    {
      path: '/meter-reading',
      also: async (p) => {
        // A replaced meter's reading below its start is refused at once, in the server's words (nothing is saved).
        const pad = p.getByRole('group', { name: 'Papan angka' });
        await p.getByRole('checkbox', { name: 'Meteran Diganti' }).check();
        await pad.getByRole('button', { name: '5', exact: true }).click();
        await p.getByTestId('typed-reading').click();
        await pad.getByRole('button', { name: '1', exact: true }).click();
        await p.getByRole('button', { name: 'Simpan & lanjut' }).click();
        await expect(p.getByRole('alert').filter({ hasText: 'di bawah angka awal meteran baru' })).toBeVisible();
        await check(p, '/meter-reading (Meteran Diganti)');
      },
    },
    { path: '/meter-reading/list' },
    { path: '/booking' },
    { path: '/booking/form?bookingId=&formType=Add', save: true },
    {
      path: `/booking/form?bookingId=${stay.bookingId}&formType=Edit`,
      also: async (p) => {
        // A stay's charge and a new rent are asked in dialogs of their own.
        for (const [opens, title] of [
          ['Tambah Biaya', 'Tambah Biaya'],
          ['Ubah Sewa', 'Ubah Sewa'],
        ]) {
          await p.getByRole('button', { name: opens, exact: true }).click();
          await expect(p.getByRole('dialog', { name: title })).toBeVisible();
          await check(p, `/booking/form (${title})`);
          await p.keyboard.press('Escape');
          await expect(p.getByRole('dialog')).toHaveCount(0);
        }
      },
    },
    { path: '/walk-in', save: true },
    { path: `/walk-in/done?bookingId=${stay.bookingId}` },
    { path: '/tenant' },
    { path: '/tenant/form?tenantId=&formType=Add', save: true },
    { path: `/tenant/form?tenantId=${tenant.tenantId}&formType=View` },
    { path: '/payment', also: exportMenu('/payment') },
    { path: '/payment/form?paymentId=&formType=Add', save: true },
    { path: `/payment/form?paymentId=${deposit.paymentId}&formType=View` },
    { path: '/bill', also: exportMenu('/bill') },
    {
      path: `/bill/form?billId=${bill.billId}&formType=View`,
      also: async (p) => {
        // An administrator's Void asks for a reason first.
        await p.getByRole('button', { name: 'Batalkan' }).click();
        await expect(p.getByRole('dialog', { name: 'Batalkan tagihan ini' })).toBeVisible();
        await check(p, '/bill/form (Batalkan)');
        await p.keyboard.press('Escape');
      },
    },
    { path: '/arrears' },
    { path: '/online-payment' },
    {
      path: '/online-payment?view=toCheck',
      also: async (p) => {
        // Settled by hand with what was done, asked in a dialog; nothing typed, it says what is missing.
        await p.getByRole('button', { name: 'Tandai selesai' }).first().click();
        const dialog = p.getByRole('dialog', { name: 'Tandai selesai' });
        await dialog.getByRole('button', { name: 'Tandai selesai' }).click();
        await expect(dialog.getByText('Penyelesaian wajib diisi!')).toBeVisible();
        await check(p, '/online-payment (Tandai selesai)');
        await p.keyboard.press('Escape');
        await expect(p.getByRole('dialog')).toHaveCount(0);
      },
    },
    { path: `/receipt?kind=bill&billId=${bill.billId}` },
    { path: '/deposit' },
    {
      path: `/deposit/form?paymentId=${deposit.paymentId}&formType=Edit`,
      also: async (p) => {
        // Nothing is asked until an outcome is chosen; Sebagian then asks for the amount.
        await p.getByRole('button', { name: 'Simpan' }).click();
        await expect(p.getByText('Pilih Penuh, Sebagian atau Hangus')).toBeVisible();
        await p.getByRole('radio', { name: 'Sebagian: kembalikan sebagian' }).check();
        await p.getByRole('button', { name: 'Simpan' }).click();
        await expect(p.getByText('Jumlah Dikembalikan wajib diisi!')).toBeVisible();
        await check(p, '/deposit/form (Simpan)');
      },
    },
    {
      path: '/expense',
      also: async (p) => {
        // The date filter's calendar, and a confirmation.
        await showAllFilters(p);
        await p.getByLabel('Dari Tanggal').click();
        await expect(p.locator('table').filter({ hasText: 'Sen' }).first()).toBeVisible();
        await check(p, '/expense (kalender)');
        await p.keyboard.press('Escape');
        await p.getByRole('button', { name: 'Hapus' }).first().click();
        await expect(p.getByRole('dialog', { name: 'Anda yakin?' })).toBeVisible();
        await check(p, '/expense (Anda yakin?)');
        await p.getByRole('button', { name: 'Tidak' }).click();
      },
    },
    { path: '/expense/form?expenseId=&formType=Add', save: true },
    { path: `/expense/form?expenseId=${expense.expenseId}&formType=View` },
    { path: '/repair' },
    { path: '/repair/form?maintenanceRequestId=&formType=Add', save: true },
    { path: `/repair/form?maintenanceRequestId=${repair.maintenanceRequestId}&formType=Edit` },
    { path: '/employee' },
    { path: '/employee/form?employeeId=&formType=Add', save: true },
    { path: `/employee/form?employeeId=${employee.employeeId}&formType=View` },
    {
      path: '/setting',
      also: async (p) => {
        // The billing panel's late-fee fields show once a per-day fee is chosen (not saved).
        const billing = p.getByTestId('billing-panel');
        await billing.getByRole('combobox', { name: 'Denda', exact: true }).click();
        await p.getByRole('option', { name: 'Jumlah per hari terlambat, sampai batas' }).click();
        await expect(billing.getByLabel('Batas Denda', { exact: true })).toBeVisible();
        await check(p, '/setting (Tagihan dan Denda)');
      },
    },
    { path: '/setting/user' },
    { path: '/setting/user/form?userId=&formType=Add', save: true },
    { path: '/setting/user/form?userId=1&formType=View' },
    { path: '/setting/room-type' },
    { path: '/setting/room-type/form?roomTypeId=&formType=Add', save: true },
    { path: '/setting/room-type/form?roomTypeId=1&formType=View' },
    { path: '/setting/charge-type' },
    { path: '/setting/charge-type/form?chargeTypeId=&formType=Add', save: true },
    { path: '/setting/charge-type/form?chargeTypeId=1&formType=View' },
    { path: '/setting/room-setup' },
    { path: '/setting/room-setup/form?roomId=&formType=Add', save: true },
    { path: '/setting/room-setup/form?roomId=1&formType=View' },
    { path: '/setting/audit' },
    { path: '/setting/card-vendor' },
    { path: '/setting/card-vendor/form?cardVendorId=&formType=Add', save: true },
    { path: `/setting/card-vendor/form?cardVendorId=${vendor.cardVendorId}&formType=View` },
    { path: '/setting/property' },
    { path: '/setting/property/form?propertyId=&formType=Add', save: true },
    { path: '/setting/property/form?propertyId=1&formType=View' },
    // After the audit trail: a daily backup's entry, once it has run, names its kind in English ('daily').
    { path: '/residents' },
    { path: '/tidak-ada' },
  ];

  const found: string[] = [];
  async function check(p: Page, where: string) {
    const words = await englishOnScreen(p);
    if (words.length) found.push(`${where}: ${words.join(' | ')}`);
  }

  for (const screen of screens) {
    await page.goto(screen.path);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    if (isPhone(page)) await page.getByRole('button', { name: 'Buka menu' }).click();
    await check(page, screen.path);
    if (isPhone(page)) {
      // The open menu covers the screen, its button too: Escape closes it, as a keyboard user does.
      await page.keyboard.press('Escape');
      await expectMenuClosed(page);
    }
    if (screen.save) {
      // The form's refusals before anything is saved.
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText(/wajib diisi!$/).first()).toBeVisible();
      await check(page, `${screen.path} (Simpan)`);
    }
    await screen.also?.(page);
  }
  expect(found).toEqual([]);
});
