import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { submitClaimViaApi, tenantLinkOf } from './claims';
import { businessDay, unique } from './helpers';
import { adminApi } from './master-data';
import { createStay } from './money-fixtures';
import { payOnline } from './online-payments';
import { createTenantViaApi } from './tenants';

/**
 * Every screen of the app, with a record to show on each list and form, for the walks that look
 * at all of them (screens-fit.spec.ts). A new screen is one line in `everyScreen` (its address,
 * and `also` for a dialog or a state it opens); `routesNotWalked` fails the walk until it is there.
 */

/** The records the screens show. */
export interface Records {
  bookingId: number;
  tenantId: number;
  depositId: number;
  expenseId: number;
  employeeId: number;
  cardVendorId: number;
  billId: number;
  /** A tenant's "I have paid", waiting. */
  paymentClaimId: number;
  /** The stay's check-in inspection. */
  inspectionId: number;
  /** A repair the tenant reported, open. */
  maintenanceRequestId: number;
}

export async function makeRecords(request: APIRequestContext, who: string): Promise<Records> {
  const today = businessDay();
  const stay = await createStay(request, unique(`${who} `));
  const tenant = await createTenantViaApi(request, { tenantName: unique(`${who} T `) });
  const deposit = await adminApi(request, '/api/Payment/Create', {
    bookingId: stay.bookingId,
    paymentDate: today,
    paymentType: 1,
    paymentPeriodeMonth: 5,
    paymentPeriodeYear: 2040,
    amount: 1_000_000,
  });
  const expense = await adminApi(request, '/api/Expense/Create', {
    expenseDate: today,
    expenseCategory: 1,
    amount: 75_000,
    remark: 'SABUN CUCI PIRING DAN DETERGEN UNTUK DAPUR BERSAMA',
  });
  const employee = await adminApi(request, '/api/Employee/Create', {
    employeeName: unique('WATI '),
    salary: 2_500_000,
  });
  const vendor = await adminApi(request, '/api/CardVendor/Create', { cardVendorName: unique('KUNCI') });
  // A stay that ended five days ago owes its bills: the dashboard's unpaid row, the arrears, a bill to void.
  const owing = await createStay(
    request,
    unique(`${who} OWES `),
    { checkInDate: businessDay(-40), checkOutDate: businessDay(-5) },
    { phone: '081234567890' },
  );
  const bills = await adminApi(request, '/api/Bill/GetByBookingId', { bookingId: owing.bookingId });
  const { token } = await tenantLinkOf(request, owing.bookingId);
  const paymentClaimId = await submitClaimViaApi(request, {
    token,
    billId: bills.listData[0].billId,
    amount: 500_000,
    paidDate: today,
    note: 'TRANSFER DARI REKENING KAKAK, ATAS NAMA BUDI SANTOSO',
  });
  // The stay's check-in inspection, its lamp damaged with a note.
  const { inspectionId } = await adminApi(request, '/api/Inspection/Create', {
    bookingId: stay.bookingId,
    inspectionKind: 1,
  });
  const inspection = await adminApi(request, '/api/Inspection/GetById', { inspectionId });
  const lamp = inspection.items[6] ?? inspection.items[0];
  await adminApi(request, '/api/Inspection/Update', {
    inspectionId,
    items: [
      { inspectionItemId: lamp.inspectionItemId, condition: 2, note: 'KAP LAMPU RETAK DI SISI KIRI, MASIH MENYALA' },
    ],
  });
  const repair = await adminApi(request, '/api/MaintenanceRequest/Create', {
    roomNumberId: (await adminApi(request, '/api/Booking/GetById', { bookingId: stay.bookingId })).roomNumberId,
    bookingId: stay.bookingId,
    description: 'LAMPU KAMAR MATI SEJAK TADI MALAM, SAKLARNYA SUDAH DICOBA BERKALI-KALI TETAP TIDAK MENYALA',
    priority: 3,
  });
  // Online: one bill paid as asked (a checkout with its receipt), one paid short (to check, open).
  await payOnline(request, `${who} ONLINE `);
  await payOnline(request, `${who} KURANG `, { paid: (asked) => asked - 50_000 });
  return {
    bookingId: stay.bookingId,
    tenantId: tenant.tenantId,
    depositId: deposit.paymentId,
    expenseId: expense.expenseId,
    employeeId: employee.employeeId,
    cardVendorId: vendor.cardVendorId,
    billId: bills.listData[0].billId,
    paymentClaimId,
    inspectionId,
    maintenanceRequestId: repair.maintenanceRequestId,
  };
}

/** A screen to look at: its address, and what else to open on it (a dialog, a menu, a state). */
export interface ScreenVisit {
  path: string;
  /** Opens something on the screen and hands it to `look`, then closes it. */
  also?: (page: Page, look: (what: string) => Promise<void>) => Promise<void>;
}

/** A form's screens: Add, and View and Edit of a record (`editAlso`: what to open on Edit). */
const form = (address: string, idParam: string, id?: number, editAlso?: ScreenVisit['also']): ScreenVisit[] => [
  { path: `${address}?${idParam}=&formType=Add` },
  ...(id
    ? [
        { path: `${address}?${idParam}=${id}&formType=View` },
        { path: `${address}?${idParam}=${id}&formType=Edit`, ...(editAlso ? { also: editAlso } : {}) },
      ]
    : []),
];

/** A button found by its words in either language. */
const button = (page: Page, en: string, id: string) =>
  page.getByRole('button', { name: new RegExp(`^(${en}|${id})$`) });

/** Opens a dialog with a button of the screen, looks at it, and closes it with Escape. */
async function lookAtDialog(page: Page, look: (what: string) => Promise<void>, en: string, id: string) {
  await button(page, en, id).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await look(`${en} dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A booking's own dialogs (a charge of the stay, a new rent from a date) and its tenant page link. */
const bookingDialogs: ScreenVisit['also'] = async (page, look) => {
  await lookAtDialog(page, look, 'Add Charge', 'Tambah Biaya');
  await lookAtDialog(page, look, 'Change Rent', 'Ubah Sewa');
  // The stay's page link, with what may be done with it.
  await button(page, 'Get the link', 'Ambil tautan').click();
  await expect(page.getByTestId('tenant-page-url')).toBeVisible();
  await look('tenant page link');
};

export function everyScreen(r: Records): ScreenVisit[] {
  return [
    { path: '/login' },
    { path: '/' },
    { path: '/rooms' },
    { path: '/timeline' },
    {
      path: '/meter-reading',
      also: async (page, look) => {
        // A meter replaced: a second figure to type, the new meter's start.
        await page.getByRole('checkbox', { name: /^(Meter Replaced|Meteran Diganti)$/ }).check();
        await expect(page.getByTestId('typed-start')).toBeVisible();
        await look('meter replaced');
      },
    },
    { path: '/meter-reading/list' },
    { path: '/booking' },
    ...form('/booking/form', 'bookingId', r.bookingId, bookingDialogs),
    { path: '/walk-in' },
    { path: `/walk-in/done?bookingId=${r.bookingId}` },
    { path: '/tenant' },
    ...form('/tenant/form', 'tenantId', r.tenantId),
    { path: '/payment' },
    ...form('/payment/form', 'paymentId', r.depositId),
    { path: `/receipt?kind=payment&paymentId=${r.depositId}` },
    { path: `/receipt?kind=bill&billId=${r.billId}` },
    { path: '/bill' },
    {
      path: `/bill/form?billId=${r.billId}&formType=View`,
      also: async (page, look) => {
        await button(page, 'Void', 'Batalkan').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await look('Void dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    },
    { path: '/arrears' },
    { path: '/message-log' },
    { path: '/payment-claim' },
    {
      path: `/payment-claim/form?paymentClaimId=${r.paymentClaimId}&formType=View`,
      also: async (page, look) => {
        await lookAtDialog(page, look, 'Approve', 'Setujui');
        await lookAtDialog(page, look, 'Reject', 'Tolak');
      },
    },
    { path: '/repair' },
    ...form('/repair/form', 'maintenanceRequestId', r.maintenanceRequestId),
    { path: '/online-payment' },
    {
      path: '/online-payment?view=toCheck',
      also: async (page, look) => {
        // The first open one's Mark settled (the walks of a worker each leave one open).
        await page
          .getByRole('button', { name: /^(Mark settled|Tandai selesai)$/ })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await look('Mark settled dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    },
    { path: '/deposit' },
    { path: `/deposit/form?paymentId=${r.depositId}&formType=Edit` },
    {
      path: '/expense',
      also: async (page, look) => {
        await button(page, 'Delete', 'Hapus').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await look('Are you sure?');
        await button(page, 'No', 'Tidak').click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    },
    ...form('/expense/form', 'expenseId', r.expenseId),
    { path: '/report' },
    { path: '/residents' },
    { path: `/inspection?inspectionId=${r.inspectionId}` },
    { path: '/employee' },
    ...form('/employee/form', 'employeeId', r.employeeId),
    { path: '/setting' },
    { path: '/setting/business' },
    { path: '/setting/messages' },
    { path: '/setting/report' },
    { path: '/setting/agreement' },
    { path: '/setting/user' },
    ...form('/setting/user/form', 'userId', 1),
    { path: '/setting/audit' },
    { path: '/setting/room-type' },
    ...form('/setting/room-type/form', 'roomTypeId', 1),
    { path: '/setting/charge-type' },
    ...form('/setting/charge-type/form', 'chargeTypeId', 1),
    { path: '/setting/room-setup' },
    ...form('/setting/room-setup/form', 'roomId', 1),
    { path: '/setting/card-vendor' },
    ...form('/setting/card-vendor/form', 'cardVendorId', r.cardVendorId),
    { path: '/setting/expense-category' },
    ...form('/setting/expense-category/form', 'expenseCategoryId', 1),
    { path: '/setting/property' },
    ...form('/setting/property/form', 'propertyId', 1),
    { path: '/no-such-screen' },
  ];
}

/** Routes of the paths table (apps/web/src/app/paths.ts) that the walk does not visit. */
export function routesNotWalked(visits: ScreenVisit[]): string[] {
  const table = fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/app/paths.ts'), 'utf8');
  const routes = [...table.matchAll(/(?:\(|path: )'(\/[^']*)'/g)].map((m) => m[1] as string);
  // The shared-document page is a signed-out page of its own (receipts.spec.ts walks it).
  const walked = new Set(visits.map((v) => v.path.split('?')[0]));
  return routes.filter((route) => route !== '/s/:token' && !walked.has(route));
}
