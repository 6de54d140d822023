import {
  bookingCalls,
  chargeTypeCalls,
  DEFAULT_REPORT_SETTINGS,
  DeductionKind,
  depositCalls,
  expenseCalls,
  IncomeKind,
  type MonthlyReport,
  paths,
  paymentCalls,
  propertyCalls,
  type ReportSettings,
  Role,
  reportCalls,
  roomCalls,
  roomTypeCalls,
  stayChargeCalls,
  TaxpayerKind,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMark, entriesSince } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, ledgerOf, noonOn, pay } from '../../../test/factories/bills.js';
import { bookingInput, insertTenant } from '../../../test/factories/bookings.js';
import { compact, pdfText } from '../../../test/pdf-text.js';

/**
 * November 2026 of a small business, every figure known by hand (today is 10 December 2026):
 * - Kos A (the seed's, room 101): Budi from 5 November at Rp 1.500.000 with parking Rp 100.000 a
 *   month, deposit Rp 1.000.000 in cash, his bill paid by transfer on 6 November (Rp 1.600.000).
 *   Room 102: Sari from 1 October at Rp 1.000.000, who never pays (two bills owed at the month end).
 * - Kos B (room 901): Andi from 20 to 30 November at Rp 3.000.000 a month (10 of 30 days:
 *   Rp 1.000.000), deposit Rp 1.500.000, nothing paid; on leaving his deposit pays the bill, keeps
 *   Rp 200.000 for damage and gives back Rp 300.000.
 * - Expenses: Kos A Rp 250.000 (Household, 15 Nov); the business Rp 1.000.000 (Human Resource, 20 Nov).
 */
let t: TestApp;
let propertyB = 0;
let parking = 0;
let managerA: Awaited<ReturnType<TestApp['createUser']>>;
let frontDesk: Awaited<ReturnType<TestApp['createUser']>>;
const receipts: Record<string, string> = {};

function ok<T>(res: { statusCode: number; body: { data: unknown } }): T {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}

const november = (token = t.adminToken, propertyId?: number) =>
  t.call(reportCalls.getMonthly, { year: 2026, month: 11, ...(propertyId ? { propertyId } : {}) }, token);

const file = (query: string, token = t.adminToken) =>
  t.app.inject({ method: 'GET', url: query, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  const a = t.adminToken;
  t.clock.set(noonOn('2026-10-01'));
  propertyB = ok<{ propertyId: number }>(
    await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, a),
  ).propertyId;
  const prices = { priceDaily: 100_000, priceWeekly: 700_000, priceMonthly: 3_000_000, priceYearly: 30_000_000 };
  const { roomTypeId } = ok<{ roomTypeId: number }>(
    await t.call(roomTypeCalls.create, { roomTypeName: 'MELATI', ...prices, propertyId: propertyB }, a),
  );
  const room901 = ok<{ roomId: number }>(await t.call(roomCalls.create, { roomNumber: '901', roomTypeId }, a)).roomId;
  parking = ok<{ chargeTypeId: number }>(
    await t.call(
      chargeTypeCalls.create,
      { chargeTypeName: 'PARKIR MOTOR', chargeKind: 2, unitName: '', unitPrice: 100_000 },
      a,
    ),
  ).chargeTypeId;
  managerA = await t.createUser({ role: Role.Manager, propertyIds: [1] });
  frontDesk = await t.createUser({ role: Role.FrontDesk });

  const sari = ok<{ bookingId: number }>(
    await t.call(
      bookingCalls.create,
      await bookingInput(t, '102', { checkInDate: '2026-10-01' }, { rentAmount: 1_000_000 }),
      a,
    ),
  ).bookingId;
  ok(await t.call(bookingCalls.checkIn, { bookingId: sari }, a));

  t.clock.set(noonOn('2026-11-05'));
  const budi = ok<{ bookingId: number }>(
    await t.call(
      bookingCalls.create,
      await bookingInput(t, '101', { checkInDate: '2026-11-05' }, { rentAmount: 1_500_000 }),
      a,
    ),
  ).bookingId;
  ok(await t.call(bookingCalls.checkIn, { bookingId: budi }, a));
  ok(
    await t.call(
      stayChargeCalls.create,
      { bookingId: budi, chargeTypeId: parking, quantity: 1, startDate: '2026-11-05', endDate: '', remark: '' },
      a,
    ),
  );
  receipts.budiDeposit = (
    await pay(t, budi, 1_000_000, { paymentType: 1, paymentDate: '2026-11-05', month: 11, year: 2026 })
  ).receiptNumber;
  t.clock.set(noonOn('2026-11-06'));
  const rent = ok<{ receiptNumber: string }>(
    await t.call(
      paymentCalls.create,
      {
        bookingId: budi,
        paymentDate: '2026-11-06',
        paymentType: 2,
        paymentPeriodeMonth: 11,
        paymentPeriodeYear: 2026,
        amount: 1_600_000,
        remark: '',
        paymentMethod: 2,
        paymentAccount: 'BCA 1234567890',
      },
      a,
    ),
  );
  receipts.budiRent = rent.receiptNumber;

  t.clock.set(noonOn('2026-11-15'));
  ok(
    await t.call(
      expenseCalls.create,
      { expenseDate: '2026-11-15', expenseCategory: 1, amount: 250_000, remark: 'SAPU', propertyId: 1 },
      a,
    ),
  );
  t.clock.set(noonOn('2026-11-20'));
  ok(
    await t.call(
      expenseCalls.create,
      { expenseDate: '2026-11-20', expenseCategory: 2, amount: 1_000_000, remark: 'GAJI', propertyId: null },
      a,
    ),
  );
  const andiTenant = await insertTenant(t.db, { propertyId: propertyB, tenantName: 'ANDI' });
  const andi = ok<{ bookingId: number }>(
    await t.call(
      bookingCalls.create,
      await bookingInput(
        t,
        '101',
        { checkInDate: '2026-11-20', checkOutDate: '2026-11-30' },
        {
          rentAmount: 3_000_000,
          roomNumberId: room901,
          tenantId: andiTenant.tenantId,
          bookingDate: '2026-11-20',
        },
      ),
      a,
    ),
  ).bookingId;
  ok(await t.call(bookingCalls.checkIn, { bookingId: andi }, a));
  const deposit = await pay(t, andi, 1_500_000, { paymentType: 1, paymentDate: '2026-11-20', month: 11, year: 2026 });
  receipts.andiDeposit = deposit.receiptNumber;
  t.clock.set(noonOn('2026-11-30'));
  ok(await t.call(bookingCalls.completeBooking, { bookingId: andi }, a));
  const [bill] = await billsOfStay(t.db, andi);
  ok(
    await t.call(
      depositCalls.create,
      {
        paymentId: deposit.paymentId,
        depositStatus: 1,
        amount: 300_000,
        returnDate: '2026-11-30',
        deductions: [
          { kind: DeductionKind.UnpaidBill, amount: 1_000_000, billId: bill?.billId },
          { kind: DeductionKind.Damage, amount: 200_000, note: 'LAMPU PECAH' },
        ],
      },
      a,
    ),
  );
  const stored = await t.db.execute<{ number: string }>(
    sql`select return_receipt_number as number from payments where payment_id = ${deposit.paymentId}`,
  );
  receipts.andiReturn = stored.rows[0]?.number ?? '';
  t.clock.set(noonOn('2026-12-10'));
  await ledgerOf(t).generateDaily();
}, 120_000);
afterAll(() => t.close());

describe('Report/GetMonthly', () => {
  it("answers November's figures as they were made", async () => {
    const report = ok<MonthlyReport>(await november());
    expect(report).toMatchObject({
      year: 2026,
      month: 11,
      monthStart: '2026-11-01',
      monthEnd: '2026-11-30',
      asOf: '2026-11-30',
      closed: true,
    });
    const f = report.figures;
    expect(f.income).toBe(2_800_000);
    expect(f.incomeLines).toEqual([
      { incomeKind: IncomeKind.Rent, chargeTypeId: 0, name: '', amount: 2_500_000 },
      { incomeKind: IncomeKind.Charge, chargeTypeId: parking, name: 'PARKIR MOTOR', amount: 100_000 },
      { incomeKind: IncomeKind.DepositKept, chargeTypeId: 0, name: '', amount: 200_000 },
    ]);
    expect(f).toMatchObject({
      depositsTaken: 2_500_000,
      depositsReturned: 300_000,
      depositsKept: 1_200_000,
      expense: 1_250_000,
      net: 1_550_000,
      occupiedNights: 26 + 10 + 30,
      roomsOccupiedAtEnd: 2,
      depositsHeld: 1_000_000,
      billsMade: 3,
      billed: 3_600_000,
      collected: 2_600_000,
      collectionRate: 72.2,
      arrearsTotal: 2_000_000,
    });
    expect(f.availableNights).toBe(f.rooms * 30);
    expect(f.occupancyRate).toBe(Math.round((1000 * 66) / f.availableNights) / 10);
    // Sari's oldest bill was due 1 October: 60 days at 30 November.
    expect(f.arrears).toEqual([
      { agingBucket: 0, bookings: 0, outstanding: 0 },
      { agingBucket: 1, bookings: 0, outstanding: 0 },
      { agingBucket: 2, bookings: 1, outstanding: 2_000_000 },
      { agingBucket: 3, bookings: 0, outstanding: 0 },
    ]);
    expect(f.expenseLines.map((l) => [l.expenseCategoryId, l.amount])).toEqual([
      [1, 250_000],
      [2, 1_000_000],
    ]);
    // Rent received 2.500.000 over 56 occupied nights of 30: per occupied room-month; per available room.
    expect(f.averageRent).toBe(Math.floor((2 * 2_500_000 * 30 + 66) / (2 * 66)));
    expect(f.revenuePerAvailableRoom).toBe(
      Math.floor((2 * 2_500_000 * 30 + f.availableNights) / (2 * f.availableNights)),
    );
    expect(report.previous).toMatchObject({ month: 10, figures: { income: 0, occupiedNights: 31, billed: 1_000_000 } });
    expect(report.properties.map((p) => [p.propertyId, p.figures.income]).sort()).toEqual([
      [1, 1_600_000],
      [propertyB, 1_200_000],
    ]);
  });

  it("narrows to one kos: its money, its rooms, not the business's own expenses", async () => {
    const b = ok<MonthlyReport>(await november(t.adminToken, propertyB));
    expect(b.figures).toMatchObject({
      income: 1_200_000,
      expense: 0,
      rooms: 1,
      occupiedNights: 10,
      availableNights: 30,
      occupancyRate: 33.3,
      depositsHeld: 0,
      arrearsTotal: 0,
      billed: 1_000_000,
      collected: 1_000_000,
    });
    expect(b.properties).toEqual([]);
    expect(b.tax).toBeNull();
  });

  it('shows a manager the kos they work in only, and never the tax figure', async () => {
    await t.call(reportCalls.updateSettings, { ...DEFAULT_REPORT_SETTINGS, taxOn: true }, t.adminToken);
    const mine = ok<MonthlyReport>(await november(managerA.token));
    expect(mine.figures.income).toBe(1_600_000);
    expect(mine.figures.expense).toBe(250_000);
    expect(mine.properties).toEqual([]);
    expect(mine.tax).toBeNull();
    const other = ok<MonthlyReport>(await november(managerA.token, propertyB));
    expect(other.figures).toMatchObject({ income: 0, depositsTaken: 0, occupiedNights: 0, rooms: 0, billed: 0 });
    await t.call(reportCalls.updateSettings, DEFAULT_REPORT_SETTINGS, t.adminToken);
  });

  it('refuses front desk staff, and a month that does not exist', async () => {
    expect((await november(frontDesk.token)).statusCode).toBe(403);
    expect((await t.call(reportCalls.getTrend, { from: '2026-01', to: '2026-12' }, frontDesk.token)).statusCode).toBe(
      403,
    );
    const bad = await t.call(reportCalls.getMonthly, { year: 2026, month: 13 }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Month must be between 1 and 12');
    const backwards = await t.call(reportCalls.getTrend, { from: '2026-12', to: '2026-01' }, t.adminToken);
    expect(backwards.body.message).toBe('To must not be before From');
    const long = await t.call(reportCalls.getTrend, { from: '2023-01', to: '2026-12' }, t.adminToken);
    expect(long.body.message).toBe('A trend covers at most 36 months');
  });
});

describe('the final income tax figure (PP 55/2022)', () => {
  const withTax = async (change: Partial<ReportSettings>) => {
    ok(await t.call(reportCalls.updateSettings, { ...DEFAULT_REPORT_SETTINGS, taxOn: true, ...change }, t.adminToken));
    return ok<MonthlyReport>(await november()).tax;
  };
  afterAll(() => t.call(reportCalls.updateSettings, DEFAULT_REPORT_SETTINGS, t.adminToken));

  it('counts rent received and deposits kept, not the deposit given back, within the exempt Rp 500 juta', async () => {
    expect(await withTax({})).toEqual({
      rule: 'PP 55/2022',
      taxpayerKind: TaxpayerKind.Individual,
      rateBasisPoints: 50,
      exemptAmount: 500_000_000,
      turnover: 2_800_000,
      yearTurnover: 2_800_000,
      taxableTurnover: 0,
      taxDue: 0,
      yearTaxDue: 0,
      exemptLeft: 497_200_000,
    });
  });

  it('taxes the part of the year above the exempt amount, and a company all of it', async () => {
    expect(await withTax({ taxExemptAmount: 2_000_000 })).toMatchObject({
      taxableTurnover: 800_000,
      taxDue: 4_000,
      exemptLeft: 0,
    });
    expect(await withTax({ taxpayerKind: TaxpayerKind.Company })).toMatchObject({
      exemptAmount: 0,
      taxableTurnover: 2_800_000,
      taxDue: 14_000,
      yearTaxDue: 14_000,
    });
    expect(await withTax({ taxpayerKind: TaxpayerKind.Company, taxRateBasisPoints: 33 })).toMatchObject({
      taxDue: 9_240,
    });
  });

  it('is off unless the owner turns it on', async () => {
    ok(await t.call(reportCalls.updateSettings, DEFAULT_REPORT_SETTINGS, t.adminToken));
    expect(ok<MonthlyReport>(await november()).tax).toBeNull();
  });
});

describe('Report/GetSettings and UpdateSettings', () => {
  it('keeps the owner’s settings, audited; refuses bad values in words and a manager', async () => {
    expect(ok<ReportSettings>(await t.call(reportCalls.getSettings, {}, managerA.token))).toEqual(
      DEFAULT_REPORT_SETTINGS,
    );
    const mark = await auditMark(t);
    const accounts = {
      ...DEFAULT_REPORT_SETTINGS.accounts,
      cash: '1-1001',
      chargeTypes: [{ chargeTypeId: parking, account: '4-1200' }],
    };
    const saved = ok<ReportSettings>(
      await t.call(reportCalls.updateSettings, { ...DEFAULT_REPORT_SETTINGS, taxOn: true, accounts }, t.adminToken),
    );
    expect(saved).toEqual({ ...DEFAULT_REPORT_SETTINGS, taxOn: true, accounts });
    expect((await entriesSince(t, mark)).map((e) => [e.entity, e.action])).toEqual([['reportSettings', 'update']]);
    const refused = await t.call(
      reportCalls.updateSettings,
      { ...DEFAULT_REPORT_SETTINGS, taxRateBasisPoints: 20_000 },
      t.adminToken,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Tax Rate (basis points) must be between 0 and 10000');
    expect((await t.call(reportCalls.updateSettings, DEFAULT_REPORT_SETTINGS, managerA.token)).statusCode).toBe(403);
    ok(await t.call(reportCalls.updateSettings, DEFAULT_REPORT_SETTINGS, t.adminToken));
  });
});

describe('the files', () => {
  it('draws the PDF in Indonesian and English with the month’s figures, audited', async () => {
    const mark = await auditMark(t);
    const id = await file(`${paths.report.monthlyFile}?year=2026&month=11&lang=id`);
    expect(id.statusCode).toBe(200);
    expect(id.headers['content-type']).toBe('application/pdf');
    expect(id.headers['content-disposition']).toBe('attachment; filename="laporan-bulanan-2026-11.pdf"');
    const idText = (await pdfText(id.rawPayload)).compact;
    for (const phrase of [
      'Laporan Bulanan November 2026',
      'Properti: Semua properti',
      'Posisi akhir bulan per 30 November 2026',
      'Pendapatan Rp 2.800.000 Rp 0',
      'Laba bersih Rp 1.550.000',
      'Deposit tidak dikembalikan Rp 200.000',
      'PARKIR MOTOR Rp 100.000',
      'Deposit dikembalikan Rp 300.000',
      '31-60 hari 1 Rp 2.000.000',
    ])
      expect(idText, phrase).toContain(compact(phrase));
    const en = await file(`${paths.report.monthlyFile}?year=2026&month=11&lang=en&propertyId=${propertyB}`);
    const enText = (await pdfText(en.rawPayload)).compact;
    for (const phrase of [
      'Monthly Report November 2026',
      'Property: KOS MELATI',
      'Income Rp 1.200.000',
      'Occupancy 33,3%'.replace(',', '.'),
    ])
      expect(enText, phrase).toContain(compact(phrase));
    expect(en.headers['content-disposition']).toBe(`attachment; filename="monthly-report-2026-11-${propertyB}.pdf"`);
    const audited = await entriesSince(t, mark);
    expect(audited.map((e) => [e.entity, e.action])).toEqual([
      ['report', 'export'],
      ['report', 'export'],
    ]);
  });

  it('writes the same figures to Excel as numbers', async () => {
    const res = await file(`${paths.report.monthlyFile}?year=2026&month=11&format=xlsx&lang=en`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['Income', 2_800_000, 0, '']);
    expect(rows).toContainEqual(['Net', 1_550_000, 0, '']);
    expect(rows).toContainEqual(['Collection rate', 0.722, 0, 0.722]);
    expect(rows).toContainEqual(['PARKIR MOTOR', 100_000]);
  });

  it('exports the journal in Accurate’s layout, every entry balanced, with the owner’s accounts', async () => {
    const accounts = {
      ...DEFAULT_REPORT_SETTINGS.accounts,
      cash: '1-1001',
      bank: '1-1002',
      rentIncome: '4-1001',
      chargeIncome: '4-1900',
      otherIncome: '7-1001',
      depositsHeld: '2-1001',
      expense: '6-1000',
      chargeTypes: [{ chargeTypeId: parking, account: '4-1200' }],
      expenseCategories: [{ expenseCategoryId: 2, account: '6-2000' }],
    };
    ok(await t.call(reportCalls.updateSettings, { ...DEFAULT_REPORT_SETTINGS, accounts }, t.adminToken));
    const res = await file(`${paths.report.journal}?year=2026&month=11`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="jurnal-2026-11.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'HEADER;No Bukti;Tanggal;Keterangan',
      'ACCOUNT;No Akun;Debit;Kredit;Catatan',
      '',
    ]);
    const text = lines.join('\n');
    expect(text).toContain(
      [`HEADER;${receipts.budiRent};06/11/2026;Pembayaran ${receipts.budiRent} kamar 101 ${'%TENANT%'}`][0]?.split(
        '%TENANT%',
      )[0] ?? '',
    );
    const rent = text
      .slice(text.indexOf(`HEADER;${receipts.budiRent}`))
      .split('\n')
      .slice(1, 4);
    expect(rent).toEqual([
      'ACCOUNT;1-1002;1600000;0;Bank',
      'ACCOUNT;4-1001;0;1500000;Sewa',
      'ACCOUNT;4-1200;0;100000;PARKIR MOTOR',
    ]);
    const back = text
      .slice(text.indexOf(`HEADER;${receipts.andiReturn}`))
      .split('\n')
      .slice(0, 5);
    expect(back).toEqual([
      `HEADER;${receipts.andiReturn};30/11/2026;Pengembalian deposit ${receipts.andiReturn} kamar 901 ANDI`,
      'ACCOUNT;2-1001;1500000;0;Deposit penyewa',
      'ACCOUNT;1-1001;0;300000;Kas',
      'ACCOUNT;4-1001;0;1000000;Sewa',
      'ACCOUNT;7-1001;0;200000;Deposit tidak dikembalikan',
    ]);
    expect(text).toContain('ACCOUNT;6-2000;1000000;0;');
    // Every entry balances; cash and bank moved as the month's money did.
    let debit = 0;
    let credit = 0;
    let entries = 0;
    for (const line of lines.slice(3)) {
      const cells = line.split(';');
      if (cells[0] === 'HEADER') {
        expect(debit, line).toBe(credit);
        entries += 1;
      } else {
        debit += Number(cells[2]);
        credit += Number(cells[3]);
      }
    }
    expect(debit).toBe(credit);
    expect(entries).toBe(6);
    ok(await t.call(reportCalls.updateSettings, DEFAULT_REPORT_SETTINGS, t.adminToken));
  });

  it('refuses a bad month in words, front desk staff, and a sign-in missing', async () => {
    const bad = await file(`${paths.report.monthlyFile}?year=2026&month=13`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Month must be between 1 and 12');
    expect((await file(`${paths.report.journal}?month=11`)).statusCode).toBe(400);
    expect((await file(`${paths.report.journal}?year=2026&month=11`, frontDesk.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${paths.report.journal}?year=2026&month=11` })).statusCode).toBe(
      401,
    );
  });

  it("gives a manager their kos's journal only", async () => {
    const res = await file(`${paths.report.journal}?year=2026&month=11`, managerA.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(receipts.budiRent);
    expect(res.body).not.toContain(receipts.andiDeposit);
    expect(res.body).not.toContain('GAJI');
  });
});
