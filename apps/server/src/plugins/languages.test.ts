import {
  backupCalls,
  billCalls,
  bookingCalls,
  cardVendorCalls,
  dashboardCalls,
  depositCalls,
  employeeCalls,
  expenseCalls,
  floorPlanCalls,
  paymentCalls,
  roomCalls,
  roomTypeCalls,
  tenantCalls,
  userCalls,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';

/**
 * The API speaks the caller's language (DESIGN.md section 7): Accept-Language id gives
 * Indonesian words, none or any other the spec's English; the code and params are the same in
 * both, so a client can render its own. A sample of refusals from every module.
 */
let t: TestApp;
let staff: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser();
});
afterAll(() => t.close());

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: {
    message: string;
    code: string;
    params: Record<string, unknown>;
    data: { errors: { field: string; message: string; code: string }[] } | null;
  };
}

type Send = (language: Record<string, string>) => Promise<Answer>;

const call =
  (path: string, body: unknown, token: () => string | null = () => t.adminToken): Send =>
  async (language) => {
    const res = await t.raw(path, JSON.stringify(body), token(), language);
    return { statusCode: res.statusCode, headers: res.response.headers, body: res.body as never };
  };

interface Sample {
  module: string;
  send: Send;
  status: number;
  code: string;
  params?: Record<string, unknown>;
  en: string;
  id: string;
  field?: string;
}

const samples: Sample[] = [
  {
    module: 'Auth',
    send: call('/api/Auth/Login', { username: 'admin', password: 'not-the-password' }, () => null),
    status: 401,
    code: 'auth.invalidCredentials',
    en: 'Invalid username or password',
    id: 'Nama pengguna atau kata sandi salah',
  },
  {
    module: 'Auth',
    send: call('/api/Auth/CheckAuth', {}, () => null),
    status: 401,
    code: 'auth.unauthorized',
    en: 'Unauthorized',
    id: 'Akses ditolak. Silakan masuk kembali.',
  },
  {
    module: 'User',
    send: call(userCalls.create.path, { username: 'x y', firstName: 'A', lastName: 'B', password: 'password-1' }),
    status: 400,
    code: 'user.usernameFormat',
    field: 'username',
    en: 'Username may contain letters, digits, dot, dash and underscore only',
    id: 'Nama Pengguna hanya boleh berisi huruf, angka, titik, tanda hubung, dan garis bawah',
  },
  {
    module: 'User',
    send: call(userCalls.getList.path, {}, () => staff.token),
    status: 403,
    code: 'auth.roleNotAllowed',
    en: "User don't have admin access right! A Front desk may not manage users and their roles.",
    id: 'Pengguna tidak memiliki hak akses admin! Resepsionis tidak boleh mengelola pengguna dan perannya.',
  },
  {
    module: 'Tenant',
    send: call(tenantCalls.getById.path, { tenantId: 999_999 }),
    status: 404,
    code: 'tenant.notFound',
    en: 'Tenant not found',
    id: 'Penyewa tidak ditemukan',
  },
  {
    module: 'Tenant',
    send: call(tenantCalls.create.path, { tenantName: 'BUDI' }),
    status: 415,
    code: 'request.multipartRequired',
    en: 'Send this call as multipart/form-data',
    id: 'Kirim permintaan ini sebagai multipart/form-data',
  },
  {
    module: 'Booking',
    send: call(bookingCalls.getAvailableRoom.path, { checkInDate: '2027-08-05', checkOutDate: '2027-08-01' }),
    status: 400,
    code: 'booking.checkOutBeforeCheckIn',
    field: 'checkOutDate',
    en: 'Check Out Date must be after Check In Date',
    id: 'Tanggal Check Out harus setelah Tanggal Check In',
  },
  {
    module: 'Booking',
    send: call(bookingCalls.checkIn.path, { bookingId: 'seven' }),
    status: 400,
    code: 'field.notWholeNumber',
    params: { field: 'booking' },
    field: 'bookingId',
    en: 'Booking must be a whole number',
    id: 'Pemesanan harus berupa bilangan bulat',
  },
  {
    module: 'Room',
    send: call(roomCalls.create.path, { roomNumber: '101', roomTypeId: 1 }),
    status: 409,
    code: 'room.numberTaken',
    params: { room: '101' },
    en: 'Room 101 already exists',
    id: 'Kamar 101 sudah ada',
  },
  {
    module: 'RoomType',
    send: call(roomTypeCalls.create.path, { roomTypeName: 'X', priceDaily: 1, priceWeekly: 1, priceMonthly: 1 }),
    status: 400,
    code: 'field.required',
    params: { field: 'priceYearly' },
    field: 'priceYearly',
    en: 'Yearly Price is required!',
    id: 'Harga Tahunan wajib diisi!',
  },
  {
    module: 'CardVendor',
    send: call(cardVendorCalls.create.path, { cardVendorName: 'x'.repeat(51) }),
    status: 400,
    code: 'field.tooLong',
    params: { field: 'cardVendorName', max: 50 },
    field: 'cardVendorName',
    en: 'Card Vendor Name must be at most 50 characters',
    id: 'Nama Vendor Kartu maksimal 50 karakter',
  },
  {
    module: 'Employee',
    send: call(employeeCalls.create.path, { employeeName: 'Wati', salary: 1, phone: '08-12 ab' }),
    status: 400,
    code: 'field.invalidPhone',
    params: { field: 'phone' },
    field: 'phone',
    en: 'Phone is not a phone number: use digits, spaces, dashes and a leading +',
    id: 'Telepon bukan nomor telepon: gunakan angka, spasi, tanda hubung dan + di depan',
  },
  {
    module: 'Payment',
    send: call(paymentCalls.getById.path, { paymentId: 999_999 }),
    status: 404,
    code: 'payment.notFound',
    en: 'Payment not found',
    id: 'Pembayaran tidak ditemukan',
  },
  {
    module: 'DepositReturned',
    send: call(depositCalls.create.path, { paymentId: 1, depositStatus: 2, amount: 5 }),
    status: 400,
    code: 'deposit.ownedAmountMustBeZero',
    field: 'amount',
    en: 'Returned Amount must be 0 when the deposit is owned',
    id: 'Jumlah Dikembalikan harus 0 jika deposit hangus',
  },
  {
    module: 'Expense',
    send: call(expenseCalls.getList.path, { dateFrom: '2027-02-01', dateTo: '2027-01-01' }),
    status: 400,
    code: 'expense.dateRangeReversed',
    field: 'dateTo',
    en: 'Date From must not be after Date To',
    id: 'Dari Tanggal tidak boleh setelah Sampai Tanggal',
  },
  {
    module: 'Dashboard',
    send: call(dashboardCalls.getDashboardInfo.path, { ExpenseMonth: 'May' }),
    status: 400,
    code: 'field.notWholeNumber',
    params: { field: 'expenseMonth' },
    field: 'ExpenseMonth',
    en: 'Expense Month must be a whole number',
    id: 'Bulan Pengeluaran harus berupa bilangan bulat',
  },
  {
    module: 'Room (floor plan)',
    send: call(floorPlanCalls.getFloorPlan.path, {}, () => null),
    status: 401,
    code: 'auth.unauthorized',
    en: 'Unauthorized',
    id: 'Akses ditolak. Silakan masuk kembali.',
  },
  {
    module: 'Backup',
    send: call(backupCalls.create.path, {}, () => staff.token),
    status: 403,
    code: 'auth.roleNotAllowed',
    en: "User don't have admin access right! A Front desk may not make and download backups.",
    id: 'Pengguna tidak memiliki hak akses admin! Resepsionis tidak boleh membuat dan mengunduh cadangan.',
  },
  {
    module: 'Bill',
    send: call(billCalls.getList.path, {}, () => staff.token),
    status: 403,
    code: 'payment.pastStay',
    params: { days: 30 },
    en: 'The money of a stay that ended more than 30 days ago, or of many tenants at once, is for a manager or the owner to read.',
    id: 'Keuangan sewa yang berakhir lebih dari 30 hari lalu, atau keuangan banyak penyewa sekaligus, hanya boleh dilihat manajer atau pemilik.',
  },
  {
    module: 'any',
    send: call('/api/Nothing/Here', {}),
    status: 404,
    code: 'request.notFound',
    en: 'Not found',
    id: 'Tidak ditemukan',
  },
];

describe.each(samples.map((s) => [`${s.module} ${s.code}`, s] as const))('%s', (_, sample) => {
  it('answers in Indonesian for Accept-Language id, with the same code and params', async () => {
    const res = await sample.send({ 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(sample.status);
    expect(res.body.code).toBe(sample.code);
    if (sample.params) expect(res.body.params).toEqual(sample.params);
    expect(res.body.message).toBe(sample.id);
    expect(res.headers['content-language']).toBe('id');
    if (sample.field) {
      expect(res.body.data?.errors[0]).toMatchObject({ field: sample.field, code: sample.code, message: sample.id });
    }
  });

  it("answers the spec's English without a language, for en and for one the product does not speak", async () => {
    const languages: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US' },
      { 'accept-language': 'fr, ja;q=0.5' },
    ];
    for (const language of languages) {
      const res = await sample.send(language);
      expect(res.statusCode).toBe(sample.status);
      expect(res.body.code).toBe(sample.code);
      expect(res.body.message).toBe(sample.en);
      expect(res.headers['content-language']).toBe('en');
    }
  });
});
