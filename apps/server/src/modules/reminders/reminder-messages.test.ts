import {
  billCalls,
  businessProfileCalls,
  dashboardCalls,
  depositCalls,
  documentCalls,
  reminderCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DEFAULT_TEMPLATE_FIELDS } from '../../../test/business-profile.js';
import { bookStay, ledgerOf, noonOn, pay, setBusinessSettings } from '../../../test/factories/bills.js';
import { compact, pdfText } from '../../../test/pdf-text.js';

/**
 * What a tenant reads, word for word in both languages: the reminder of a stay's open bills
 * (their list and total, and the statement its link opens, as data and as PDF, showing the same),
 * of one late bill with its capped late fee (and the bill its link opens), and a deposit return.
 */
let t: TestApp;
const TODAY = '2026-12-05';
beforeAll(async () => {
  t = await createTestApp();
  // Per-day late fees of Rp 10.000 after 3 days of grace, at most Rp 150.000 a bill.
  t.clock.set(noonOn('2026-10-25'));
  await setBusinessSettings(t, {
    LATE_FEE_MODE: 'perDay',
    LATE_FEE_AMOUNT: 10_000,
    LATE_FEE_CAP: 150_000,
    LATE_FEE_GRACE_DAYS: 3,
  });
  const profile = await t.call(
    businessProfileCalls.updateBusinessProfile,
    {
      businessName: 'Kos Melati',
      address: '',
      phone: '',
      receiptFooter: '',
      bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Sri Wahyuni' }],
      templates: DEFAULT_TEMPLATE_FIELDS,
    },
    t.adminToken,
  );
  expect(profile.statusCode).toBe(200);
});
afterAll(async () => {
  t.clock.set(null);
  await t.close();
});

async function tenantOf(bookingId: number, name: string, country = 'INDONESIA') {
  await t.db.execute(sql`
    update tenants set tenant_name = ${name}, phone = '0812-3456-7890', country = ${country}
    where tenant_id = (select tenant_id from bookings where booking_id = ${bookingId})`);
}

const textOf = (url: string | null | undefined) => new URL(url as string).searchParams.get('text') ?? '';
const linkIn = (text: string) => /(http\S+\/s\/\S+)/.exec(text)?.[1] ?? '';
const tokenOf = (link: string) => link.split('/s/')[1] ?? '';

async function arrearsRow(bookingId: number) {
  const res = await t.call(billCalls.getArrears, { pageSize: 100, pageIndex: 0 }, t.adminToken);
  return res.body.data.listData.find((r) => r.bookingId === bookingId);
}
async function dashboardRow(bookingId: number) {
  const res = await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken);
  return res.body.data.unpaidTenant.find((r) => r.bookingId === bookingId);
}

/** The page a link opens, as data and as its PDF's text. */
async function opened(link: string) {
  const shared = await t.call(documentCalls.getShared, { token: tokenOf(link) }, null);
  expect(shared.statusCode).toBe(200);
  const pdf = await t.app.inject({ method: 'GET', url: `/api/Share/Pdf/${tokenOf(link)}` });
  expect(pdf.statusCode).toBe(200);
  return { document: shared.body.data, pdf: await pdfText(pdf.rawPayload) };
}

describe('reminders say what the tenant owes, and their link shows the same', () => {
  let twoBills = 0;
  let oneBill = 0;
  beforeAll(async () => {
    // Monthly from 1 November: November (34 days late on 5 December, its fee capped at Rp 150.000)
    // and December (4 days late, Rp 10.000) are owed.
    twoBills = await bookStay(t, '307', { checkInDate: '2026-11-01', rentAmount: 1_500_000 });
    // One month only: November alone is owed.
    oneBill = await bookStay(t, '308', {
      checkInDate: '2026-11-01',
      checkOutDate: '2026-12-01',
      rentAmount: 1_500_000,
    });
    t.clock.set(noonOn(TODAY));
    await ledgerOf(t).generateDaily();
  });

  it('two open bills: one message lists each (period, amount, late fee) and the total; its link opens the statement listing the same', async () => {
    await tenantOf(twoBills, 'AGUS PRATAMA');
    const row = await arrearsRow(twoBills);
    expect(row?.outstanding).toBe(3_160_000);
    const text = textOf(row?.whatsappUrl);
    const link = linkIn(text);
    expect(link).toMatch(/\/s\/\d+\.[\w-]{43}$/);
    expect(text).toBe(
      'Halo Kak Agus, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar 307 sebesar Rp 3.160.000 untuk:\n' +
        '- November 2026: Rp 1.650.000, termasuk denda keterlambatan Rp 150.000 (jatuh tempo 01 November 2026, sudah lewat 34 hari)\n' +
        '- Desember 2026: Rp 1.510.000, termasuk denda keterlambatan Rp 10.000 (jatuh tempo 01 Desember 2026, sudah lewat 4 hari)\n\n' +
        'Pembayaran dapat ditransfer ke BCA 1234567890 a.n. Sri Wahyuni.\n' +
        `Rincian tagihan: ${link}\n\nTerima kasih.`,
    );
    // The dashboard's row and the tap that sends it carry the same message.
    expect((await dashboardRow(twoBills))?.whatsappUrl).toBe(row?.whatsappUrl);
    const tap = await t.call(reminderCalls.record, { billId: row?.billId, wholeStay: true }, t.adminToken);
    expect(tap.body.data.whatsappUrl).toBe(row?.whatsappUrl);

    const { document, pdf } = await opened(link);
    expect(document).toMatchObject({
      documentKind: 4,
      documentNumber: '',
      language: 'id',
      tenantName: 'AGUS PRATAMA',
      roomNumber: '307',
      period: 'November 2026 dan Desember 2026',
      lines: [
        {
          description:
            'November 2026, termasuk denda keterlambatan Rp 150.000 (jatuh tempo 01 November 2026, sudah lewat 34 hari)',
          amount: 1_650_000,
        },
        {
          description:
            'Desember 2026, termasuk denda keterlambatan Rp 10.000 (jatuh tempo 01 Desember 2026, sudah lewat 4 hari)',
          amount: 1_510_000,
        },
      ],
      total: 3_160_000,
      amountInWords: 'Tiga juta seratus enam puluh ribu rupiah',
      labels: { title: 'RINCIAN TAGIHAN', total: 'Sisa tagihan', dateText: '05 Desember 2026' },
    });
    for (const phrase of [
      'RINCIAN TAGIHAN',
      'Tanggal: 05 Desember 2026',
      'AGUS PRATAMA',
      'November 2026, termasuk denda keterlambatan Rp 150.000 (jatuh tempo 01 November 2026, sudah lewat 34 hari)',
      'Rp 1.650.000',
      'Desember 2026, termasuk denda keterlambatan Rp 10.000 (jatuh tempo 01 Desember 2026, sudah lewat 4 hari)',
      'Rp 1.510.000',
      'Sisa tagihan',
      'Rp 3.160.000',
      'Tiga juta seratus enam puluh ribu rupiah',
      'BCA 1234567890 a.n. Sri Wahyuni',
    ]) {
      expect(pdf.compact).toContain(compact(phrase));
    }
    // A statement is not an issued document: no number, nobody signs it.
    expect(pdf.compact).not.toContain(compact('No.'));
    expect(pdf.compact).not.toContain('Penyewa');
  });

  it('two open bills in English: the same list and total, and an English statement', async () => {
    await tenantOf(twoBills, 'AGUS PRATAMA', 'AUSTRALIA');
    const text = textOf((await arrearsRow(twoBills))?.whatsappUrl);
    const link = linkIn(text);
    expect(text).toBe(
      'Hello Agus, we hope you are well. This is a friendly reminder that the rent for room 307 comes to Rp 3.160.000, for:\n' +
        '- November 2026: Rp 1.650.000, including a late fee of Rp 150.000 (due 01 November 2026, 34 days overdue)\n' +
        '- December 2026: Rp 1.510.000, including a late fee of Rp 10.000 (due 01 December 2026, 4 days overdue)\n\n' +
        'You can pay by transfer to BCA 1234567890, account name Sri Wahyuni.\n' +
        `Details: ${link}\n\nThank you.`,
    );
    const { document, pdf } = await opened(link);
    expect(document).toMatchObject({
      documentKind: 4,
      language: 'en',
      period: 'November 2026 and December 2026',
      lines: [
        {
          description: 'November 2026, including a late fee of Rp 150.000 (due 01 November 2026, 34 days overdue)',
          amount: 1_650_000,
        },
        {
          description: 'December 2026, including a late fee of Rp 10.000 (due 01 December 2026, 4 days overdue)',
          amount: 1_510_000,
        },
      ],
      total: 3_160_000,
      labels: { title: 'STATEMENT OF BILLS', total: 'Amount due' },
    });
    for (const phrase of [
      'STATEMENT OF BILLS',
      'November 2026, including a late fee of Rp 150.000 (due 01 November 2026, 34 days overdue)',
      'December 2026, including a late fee of Rp 10.000 (due 01 December 2026, 4 days overdue)',
      'Amount due',
      'Rp 3.160.000',
    ]) {
      expect(pdf.compact).toContain(compact(phrase));
    }
  });

  it('one late bill: one amount, its capped late fee and days late named, and the link opens that bill with the same total', async () => {
    await tenantOf(oneBill, 'SITI NURHALIZA');
    const row = await arrearsRow(oneBill);
    expect(row?.outstanding).toBe(1_650_000);
    const text = textOf(row?.whatsappUrl);
    const link = linkIn(text);
    expect(text).toBe(
      'Halo Kak Siti, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar 308 sebesar Rp 1.650.000 untuk:\n' +
        '- November 2026, termasuk denda keterlambatan Rp 150.000 (jatuh tempo 01 November 2026, sudah lewat 34 hari)\n\n' +
        'Pembayaran dapat ditransfer ke BCA 1234567890 a.n. Sri Wahyuni.\n' +
        `Rincian tagihan: ${link}\n\nTerima kasih.`,
    );
    // The bill's own list (the bill row) says the same.
    const list = await t.call(billCalls.getList, { pageSize: 50, pageIndex: 0, roomNumber: '308' }, t.adminToken);
    const billRow = list.body.data.listData.find((b) => b.billId === row?.billId);
    expect(billRow?.whatsappUrl).toBe(row?.whatsappUrl);
    const { document, pdf } = await opened(link);
    expect(document).toMatchObject({ documentKind: 3, total: 1_650_000, tenantName: 'SITI NURHALIZA' });
    expect(pdf.compact).toContain(compact('Rp 1.650.000'));

    await tenantOf(oneBill, 'siti nurhaliza', 'SINGAPORE');
    const en = textOf((await arrearsRow(oneBill))?.whatsappUrl);
    expect(en).toBe(
      'Hello Siti, we hope you are well. This is a friendly reminder that the rent for room 308 comes to Rp 1.650.000, for:\n' +
        '- November 2026, including a late fee of Rp 150.000 (due 01 November 2026, 34 days overdue)\n\n' +
        'You can pay by transfer to BCA 1234567890, account name Sri Wahyuni.\n' +
        `Details: ${linkIn(en)}\n\nThank you.`,
    );
    expect((await opened(linkIn(en))).document).toMatchObject({ documentKind: 3, language: 'en', total: 1_650_000 });
  });

  it('old templates keep working: {nama} in proper case, {periode} each period, {jumlah} the total; and the new placeholders', async () => {
    const before = (await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data;
    const change = (reminderId: string) =>
      t.call(
        businessProfileCalls.updateBusinessProfile,
        { ...before, templates: { ...before.templates, reminderId } },
        t.adminToken,
      );
    await change(
      'Halo {nama}, tagihan sewa kamar {kamar} untuk {periode} sebesar {jumlah} jatuh tempo pada {jatuh_tempo}. ' +
        'Sudah lewat {hari_telat} hari, denda {denda}, total {total}. {cara_bayar} {link}',
    );
    await tenantOf(twoBills, 'AGUS PRATAMA');
    const text = textOf((await arrearsRow(twoBills))?.whatsappUrl);
    expect(text).toBe(
      'Halo Agus Pratama, tagihan sewa kamar 307 untuk November 2026 dan Desember 2026 sebesar Rp 3.160.000 jatuh tempo pada 01 November 2026. ' +
        `Sudah lewat 34 hari, denda Rp 160.000, total Rp 3.160.000. Pembayaran dapat ditransfer ke BCA 1234567890 a.n. Sri Wahyuni. ${linkIn(text)}`,
    );
    const restored = await t.call(businessProfileCalls.updateBusinessProfile, before, t.adminToken);
    expect(restored.statusCode).toBe(200);
  });
});

describe('a deposit return has its own message: the business pays the tenant back', () => {
  it('names the deposit, what comes back and what was kept for what, in both languages', async () => {
    t.clock.set(noonOn('2026-12-05'));
    const bookingId = await bookStay(t, '210', {
      checkInDate: '2026-11-01',
      checkOutDate: '2026-12-01',
      rentAmount: 1_000_000,
    });
    await tenantOf(bookingId, 'BUDI SANTOSO');
    const rent = await pay(t, bookingId, 1_500_000, { paymentDate: '2026-11-01' });
    expect(rent.paymentId).toBeGreaterThan(0);
    const deposit = await pay(t, bookingId, 2_000_000, { paymentType: 1, paymentDate: '2026-11-01' });
    const returned = await t.call(
      depositCalls.create,
      {
        paymentId: deposit.paymentId,
        depositStatus: 1,
        amount: 1_650_000,
        returnDate: '2026-12-02',
        deductions: [{ kind: 2, amount: 350_000, note: 'kaca jendela pecah' }],
      },
      t.adminToken,
    );
    expect(returned.statusCode).toBe(200);
    const link = await t.call(documentCalls.depositReturnShareLink, { paymentId: deposit.paymentId }, t.adminToken);
    expect(link.statusCode).toBe(200);
    expect(textOf(link.body.data.whatsappUrl)).toBe(
      'Halo Kak Budi, deposit kamar 210 sebesar Rp 2.000.000 kami kembalikan Rp 1.650.000, dipotong Rp 350.000 untuk kaca jendela pecah. ' +
        `Bukti pengembalian: ${link.body.data.url}\nTerima kasih sudah tinggal bersama kami.`,
    );
    const en = await t.call(
      documentCalls.depositReturnShareLink,
      { paymentId: deposit.paymentId, language: 'en' },
      t.adminToken,
    );
    expect(textOf(en.body.data.whatsappUrl)).toBe(
      'Hello Budi, we are returning Rp 1.650.000 of your Rp 2.000.000 deposit for room 210, after deducting Rp 350.000 for kaca jendela pecah. ' +
        `Return receipt: ${en.body.data.url}\nThank you for staying with us.`,
    );
    expect(textOf(link.body.data.whatsappUrl)).not.toContain('terima kasih. Pembayaran');
  });
});
