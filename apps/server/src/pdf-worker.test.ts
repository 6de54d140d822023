import type { ReceiptDocument } from '@kamar/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.js';
import { createPdfRenderPool, pdfOnEventLoop } from './lib/pdf-render-pool.js';
import type { AgreementPdfInput } from './modules/agreements/agreement-pdf.js';
import type { ReportDocument } from './modules/reports/report-document.js';
import type { RegisterDocument } from './modules/resident-register/register-document.js';
import { type PdfKinds, pdfRenderers, pdfWorkerEntry } from './pdf-renderers.js';

/** A 1×1 PNG: a signature's drawn image, which crosses to the thread as a Uint8Array. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const receipt: ReceiptDocument = {
  documentKind: 1,
  documentNumber: 'KW/2026/000123',
  documentDate: '2026-05-03',
  language: 'id',
  business: {
    businessName: 'Kos Melati',
    address: 'Jl. Melati 5, Bandung',
    phone: '0812 3456 7890',
    receiptFooter: 'Terima kasih',
    logoURL: '',
    bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Budi' }],
  },
  tenantName: 'Agus Pratama',
  roomNumber: '101',
  period: 'Mei 2026',
  lines: [{ description: 'Sewa kamar 101', amount: 1_500_000 }],
  total: 1_500_000,
  amountInWords: 'Satu juta lima ratus ribu rupiah',
  paymentMethod: 'Tunai',
  billLeft: null,
  remark: '',
  receivedBy: 'Budi',
  dueDate: '',
  isVoid: false,
  labels: {
    title: 'KUITANSI',
    number: 'No.',
    date: 'Tanggal',
    party: 'Telah terima dari',
    room: 'Kamar',
    period: 'Periode',
    description: 'Keterangan',
    amount: 'Jumlah',
    total: 'Total',
    inWords: 'Terbilang',
    paidBy: 'Cara bayar',
    remark: 'Catatan',
    staff: 'Penerima',
    tenantSignature: 'Penyewa',
    bankAccounts: 'Rekening',
    void: 'BATAL',
    dateText: '03 Mei 2026',
    dueDate: 'Jatuh tempo',
    dueDateText: '',
    billLeft: 'Sisa tagihan',
  },
};

const agreement: AgreementPdfInput = {
  language: 'en',
  businessName: 'Kos Melati',
  version: 2,
  content: 'Article 1 Rent\nThe rent is Rp 1.500.000 a month.\n\nArticle 2 Deposit\nThe deposit is Rp 1.000.000.',
  landlordName: 'Budi',
  tenantName: 'Agus Pratama',
  draft: false,
  stampDuty: true,
  signatures: [1, 2].map((signer) => ({
    signer,
    image: PNG,
    signedAtText: '06 December 2026 20:15 (Asia/Jakarta)',
    address: '203.0.113.7',
    via: 'on the tenant page',
  })),
};

const table = (n: number) => Array.from({ length: n }, (_, i) => [`Room ${i + 1}`, { money: 1_000_000 + i }]);
const report: ReportDocument = {
  businessName: 'Kos Melati',
  businessLines: ['Jl. Melati 5, Bandung'],
  title: 'Monthly report',
  lines: ['May 2026', 'All properties'],
  sections: [{ title: 'Income', columns: ['Room', 'Amount'], rows: table(60), notes: ['Before tax.'] }],
};

const register: RegisterDocument = {
  businessName: 'Kos Melati',
  businessLines: ['Jl. Melati 5, Bandung'],
  title: 'Resident register',
  lines: ['6 December 2026'],
  sections: [
    {
      name: 'Residents',
      title: 'Residents',
      columns: ['No.', 'Name', 'Room', 'Address'],
      widths: [1, 4, 2, 6],
      rows: Array.from({ length: 40 }, (_, i) => [String(i + 1), `Resident ${i + 1}`, `${100 + i}`, 'Jl. Mawar 12']),
    },
  ],
};

const jobs = {
  receipt: { document: receipt, logo: null, size: 'A5' },
  agreement,
  report: { language: 'en', doc: report },
  residentRegister: { language: 'en', doc: register },
} as const satisfies { [K in keyof PdfKinds]: Parameters<PdfKinds[K]>[0] };
const kinds = Object.keys(jobs) as (keyof PdfKinds)[];

/** What a PDF says and how it is built, without the moment it was drawn (pdfkit's CreationDate and the ID made from it). */
const timeless = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[[^\]]*\]/g, '');

const pool = createPdfRenderPool<PdfKinds>(pdfWorkerEntry, 1);
const onLoop = pdfOnEventLoop(pdfRenderers);
afterAll(() => pool.close());

/** The longest wait of a 10 ms timer while `work` runs: how long the event loop was held. */
async function longestGap(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work();
    const now = performance.now();
    return Math.max(longest, now - last);
  } finally {
    clearInterval(timer);
  }
}

describe('the PDF render pool', () => {
  it.each(kinds)('draws a %s on its thread, the same PDF as the renderer on the event loop', async (kind) => {
    // One after the other: pdfkit inflates a PNG's alpha channel on libuv's threads, so two
    // images drawn alongside other zlib work may take their object numbers in either order.
    const threaded = await pool.render(kind, jobs[kind]);
    const inline = await onLoop.render(kind, jobs[kind]);
    expect(threaded.subarray(0, 5).toString()).toBe('%PDF-');
    expect(timeless(threaded)).toBe(timeless(inline));
    expect((await pdfText(threaded)).text).toBe((await pdfText(inline)).text);
  });

  it('fails a job that cannot be drawn, and only that one', async () => {
    const broken = { language: 'en', doc: { ...report, sections: null } } as unknown as typeof jobs.report;
    const [before, failed, unknown, after] = await Promise.allSettled([
      pool.render('agreement', agreement),
      pool.render('report', broken),
      pool.render('nothing' as 'report', jobs.report),
      pool.render('residentRegister', jobs.residentRegister),
    ]);
    expect(before.status).toBe('fulfilled');
    expect(failed.status).toBe('rejected');
    expect(unknown).toMatchObject({ status: 'rejected', reason: { message: 'no renderer for PDFs of kind nothing' } });
    expect(after.status).toBe('fulfilled');
    expect((await pool.render('receipt', jobs.receipt)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the event loop free while an agreement, a report or a register is drawn', async () => {
    await pool.render('receipt', jobs.receipt); // the thread started and warm
    const gaps: Record<string, { onLoop: number; pool: number }> = {};
    for (const kind of kinds) {
      await onLoop.render(kind, jobs[kind]); // fonts read, code compiled: the loop's own figure
      gaps[kind] = {
        onLoop: Math.round(await longestGap(() => onLoop.render(kind, jobs[kind]))),
        pool: Math.round(await longestGap(() => pool.render(kind, jobs[kind]))),
      };
    }
    console.info('longest event-loop gap while drawing (ms):', JSON.stringify(gaps));
    for (const kind of ['agreement', 'report', 'residentRegister'] as const) {
      const gap = gaps[kind] as { onLoop: number; pool: number };
      expect(gap.pool, kind).toBeLessThan(gap.onLoop / 2);
    }
  });
});
