// How long the event loop is held while a PDF of each kind is drawn: on the event loop (as
// PDF_THREADS=0, and as agreements, reports and the register were drawn before the shared pool)
// and through the render pool (one thread). A 10 ms timer runs while each PDF is drawn; its
// longest wait is the gap every other call of the process would have waited. 7 rounds a kind,
// after one of each to warm up; median and largest gap, and the median time to draw, in ms.
import { createPdfRenderPool, pdfOnEventLoop } from '../apps/server/src/lib/pdf-render-pool.js';
import { type PdfKinds, pdfRenderers, pdfWorkerEntry } from '../apps/server/src/pdf-renderers.js';

/** A 1×1 PNG: a signature's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const labelKeys = ['title', 'number', 'date', 'party', 'room', 'period', 'description', 'amount', 'total', 'inWords'];
const moreKeys = ['paidBy', 'remark', 'staff', 'tenantSignature', 'bankAccounts', 'void', 'dateText', 'dueDate'];
const labels = Object.fromEntries([...labelKeys, ...moreKeys, 'dueDateText', 'billLeft'].map((k) => [k, k]));
const receipt = {
  documentKind: 1,
  documentNumber: 'KW/2026/000001',
  documentDate: '2026-05-03',
  language: 'id',
  business: {
    businessName: 'Kos Melati',
    address: 'Jl. Melati 5',
    phone: '0812',
    receiptFooter: 'Terima kasih',
    logoURL: '',
    bankAccounts: [{ bankName: 'BCA', accountNumber: '123', accountHolder: 'Budi' }],
  },
  tenantName: 'Agus',
  roomNumber: '101',
  period: 'Mei 2026',
  lines: [{ description: 'Sewa', amount: 1_500_000 }],
  total: 1_500_000,
  amountInWords: 'Satu juta lima ratus ribu rupiah',
  paymentMethod: 'Tunai',
  billLeft: null,
  remark: '',
  receivedBy: 'Budi',
  dueDate: '',
  isVoid: false,
  labels,
};
const sentence =
  'The tenant pays the rent for each month in advance, by the due date on the bill, in cash or by transfer. ';
// About three A4 pages: twelve articles of two paragraphs.
const content = Array.from(
  { length: 12 },
  (_, i) => `Article ${i + 1} Terms\n${sentence.repeat(4)}\n${sentence.repeat(3)}`,
).join('\n\n');
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => [`Room ${i}`, { money: 1_000_000 + i }, { percent: 50 }, 'x']);
const head = { businessName: 'Kos Melati', businessLines: ['Jl. Melati 5'], title: 'T', lines: ['May 2026'] };
const columns = ['a', 'b', 'c', 'd'];
const jobs = {
  receipt: { document: receipt, logo: null, size: 'A5' },
  agreement: {
    language: 'en',
    businessName: 'Kos',
    version: 1,
    content,
    landlordName: 'Budi',
    tenantName: 'Agus',
    draft: false,
    stampDuty: true,
    signatures: [1, 2].map((signer) => ({ signer, image: PNG, signedAtText: '06 Dec 2026', address: '::1', via: 'v' })),
  },
  // A month's report: eight sections of 12 rows and one of 60.
  report: {
    language: 'en',
    doc: {
      ...head,
      sections: [
        ...Array.from({ length: 8 }, (_, s) => ({ title: `S${s}`, columns, rows: rows(12) })),
        { title: 'Rooms', columns, rows: rows(60) },
      ],
    },
  },
  // 60 residents, five of each other list, ten columns.
  residentRegister: {
    language: 'id',
    doc: {
      ...head,
      sections: ['Residents', 'Arrivals', 'Departures', 'APOA'].map((name, s) => ({
        name,
        title: name,
        columns: Array.from({ length: 10 }, (_, i) => `c${i}`),
        widths: Array(10).fill(1),
        rows: Array.from({ length: s === 0 ? 60 : 5 }, (_, r) =>
          Array.from({ length: 10 }, (_, c) => `cell ${r} ${c} Jl. Mawar 12`),
        ),
      })),
    },
  },
} as unknown as { [K in keyof PdfKinds]: Parameters<PdfKinds[K]>[0] };

async function gap(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  await work();
  const total = performance.now() - started;
  longest = Math.max(longest, performance.now() - last);
  clearInterval(timer);
  return { longest, total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pool = createPdfRenderPool<PdfKinds>(pdfWorkerEntry, 1);
const loop = pdfOnEventLoop(pdfRenderers);
console.log('| kind | on the event loop: gap median / max (draw) | render pool: gap median / max (draw) |');
for (const kind of Object.keys(jobs) as (keyof PdfKinds)[]) {
  await loop.render(kind, jobs[kind]);
  await pool.render(kind, jobs[kind]);
  const inline: { longest: number; total: number }[] = [];
  const pooled: typeof inline = [];
  for (let i = 0; i < 7; i++) {
    inline.push(await gap(() => loop.render(kind, jobs[kind])));
    pooled.push(await gap(() => pool.render(kind, jobs[kind])));
  }
  const cell = (xs: typeof inline) =>
    `${median(xs.map((x) => x.longest)).toFixed(0)} / ${Math.max(...xs.map((x) => x.longest)).toFixed(0)} (${median(xs.map((x) => x.total)).toFixed(0)})`;
  console.log(`| ${kind} | ${cell(inline)} | ${cell(pooled)} |`);
}
await pool.close();
