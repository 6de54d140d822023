import { describe, expect, it } from 'vitest';
import { DeductionKind } from './enums.js';
import { DEFAULT_TEMPLATES, fillTemplate } from './whatsapp.js';
import {
  deductionText,
  openBillItem,
  openBillListText,
  paymentInstructionsText,
  reminderValues,
  templateSample,
} from './whatsapp-words.js';

const bca = { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Sri Wahyuni' };
const mandiri = { bankName: 'Mandiri', accountNumber: '0987654321', accountHolder: 'Kos Melati' };

describe('what a WhatsApp message says', () => {
  it('payment instructions: one account, several, or none (pay in person), in both languages', () => {
    expect(paymentInstructionsText('id', [bca])).toBe(
      'Pembayaran dapat ditransfer ke BCA 1234567890 a.n. Sri Wahyuni.',
    );
    expect(paymentInstructionsText('en', [bca])).toBe(
      'You can pay by transfer to BCA 1234567890, account name Sri Wahyuni.',
    );
    expect(paymentInstructionsText('id', [bca, mandiri])).toBe(
      'Pembayaran dapat ditransfer ke salah satu rekening berikut:\n- BCA 1234567890 a.n. Sri Wahyuni\n- Mandiri 0987654321 a.n. Kos Melati',
    );
    expect(paymentInstructionsText('en', [bca, mandiri])).toBe(
      'You can pay by transfer to one of these accounts:\n- BCA 1234567890, account name Sri Wahyuni\n- Mandiri 0987654321, account name Kos Melati',
    );
    expect(paymentInstructionsText('id', [])).toBe('Pembayaran dapat diserahkan langsung kepada pengelola kos.');
    expect(paymentInstructionsText('en', [])).toBe('Payment can be handed to the management in person.');
  });

  it('a bill not yet late, one day late, partly paid: each said as it is', () => {
    const bill = {
      periodStart: '2026-12-01',
      periodEnd: '2027-01-01',
      dueDate: '2026-12-01',
      outstanding: 1_500_000,
      lateFee: 0,
      paidAmount: 0,
    };
    expect(openBillItem('id', bill, '2026-12-01')).toEqual({
      period: 'Desember 2026',
      amount: 1_500_000,
      detail: ' (jatuh tempo 01 Desember 2026)',
      spelled: false,
    });
    expect(openBillItem('en', bill, '2026-11-28').detail).toBe(' (due 01 December 2026)');
    expect(openBillItem('en', bill, '2026-12-02').detail).toBe(' (due 01 December 2026, 1 day overdue)');
    expect(openBillItem('id', bill, '2026-12-02').detail).toBe(' (jatuh tempo 01 Desember 2026, sudah lewat 1 hari)');
    const partly = { ...bill, outstanding: 1_050_000, lateFee: 50_000, paidAmount: 500_000 };
    expect(openBillListText([openBillItem('id', partly, '2026-12-10')])).toBe(
      '- Desember 2026, termasuk denda keterlambatan Rp 50.000, sudah dibayar Rp 500.000 (jatuh tempo 01 Desember 2026, sudah lewat 9 hari)',
    );
    expect(openBillListText([openBillItem('en', partly, '2026-12-10')])).toBe(
      '- December 2026, including a late fee of Rp 50.000, Rp 500.000 already paid (due 01 December 2026, 9 days overdue)',
    );
  });

  it('a bill with charges is spelled out line by line, its late fee among them, in both languages', () => {
    const none = { quantity: null, unitName: '', unitPrice: null, previousReading: null, reading: null, usage: null };
    const lines = [
      { ...none, lineKind: 1, description: '', amount: 1_500_000 },
      { ...none, lineKind: 2, description: '', amount: 50_000 },
      {
        lineKind: 3,
        description: 'Listrik',
        quantity: 86,
        unitName: 'kWh',
        unitPrice: 1_500,
        amount: 129_000,
        previousReading: 1_000,
        reading: 1_086,
        usage: 86,
      },
      {
        ...none,
        lineKind: 4,
        description: 'Parkir Motor',
        quantity: 1,
        unitName: 'motor',
        unitPrice: 50_000,
        amount: 50_000,
      },
    ];
    const december = {
      periodStart: '2026-12-01',
      periodEnd: '2027-01-01',
      dueDate: '2026-12-01',
      outstanding: 1_229_000,
      lateFee: 50_000,
      paidAmount: 500_000,
      lines,
    };
    expect(openBillListText([openBillItem('id', december, '2026-12-10')])).toBe(
      '- Desember 2026: Sewa Rp 1.500.000 + Denda Rp 50.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 = Rp 1.729.000, sudah dibayar Rp 500.000 (jatuh tempo 01 Desember 2026, sudah lewat 9 hari)',
    );
    expect(openBillListText([openBillItem('en', december, '2026-12-10')])).toBe(
      '- December 2026: Rent Rp 1.500.000 + Late fee Rp 50.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 = Rp 1.729.000, Rp 500.000 already paid (due 01 December 2026, 9 days overdue)',
    );
    // With a bill of rent alone beside it, that one keeps its amount after its month.
    const january = {
      periodStart: '2027-01-01',
      periodEnd: '2027-02-01',
      dueDate: '2027-01-01',
      outstanding: 1_500_000,
      lateFee: 0,
      paidAmount: 0,
      lines: [lines[0] as (typeof lines)[number]],
    };
    const both = [openBillItem('id', december, '2027-01-01'), openBillItem('id', january, '2027-01-01')];
    expect(openBillListText(both)).toBe(
      '- Desember 2026: Sewa Rp 1.500.000 + Denda Rp 50.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 = Rp 1.729.000, sudah dibayar Rp 500.000 (jatuh tempo 01 Desember 2026, sudah lewat 31 hari)\n- Januari 2027: Rp 1.500.000 (jatuh tempo 01 Januari 2027)',
    );
  });

  it('a deposit kept back in part, for what; whole; kept before deductions were itemised', () => {
    const damage = {
      kind: DeductionKind.Damage,
      amount: 350_000,
      note: 'kaca jendela pecah',
      periodStart: '',
      periodEnd: '',
    };
    const bill = {
      kind: DeductionKind.UnpaidBill,
      amount: 700_000,
      note: '',
      periodStart: '2026-11-01',
      periodEnd: '2026-12-01',
    };
    const cleaning = { kind: DeductionKind.Cleaning, amount: 100_000, note: '', periodStart: '', periodEnd: '' };
    expect(deductionText('id', [damage], 350_000)).toBe(', dipotong Rp 350.000 untuk kaca jendela pecah');
    expect(deductionText('id', [bill, damage, cleaning], 1_150_000)).toBe(
      ', dipotong Rp 700.000 untuk tagihan November 2026, Rp 350.000 untuk kaca jendela pecah dan Rp 100.000 untuk biaya kebersihan',
    );
    expect(deductionText('en', [bill, cleaning], 800_000)).toBe(
      ', after deducting Rp 700.000 for the November 2026 bill and Rp 100.000 for cleaning',
    );
    expect(deductionText('id', [], 0)).toBe('');
    expect(deductionText('en', [], 250_000)).toBe(', after deducting Rp 250.000');
  });

  it('the default reminder of one bill not yet late names no late fee and no lateness', () => {
    const values = reminderValues('id', {
      tenantName: 'M. RIZKY',
      roomNumber: '12',
      bills: [
        {
          periodStart: '2027-01-01',
          periodEnd: '2027-02-01',
          dueDate: '2027-01-01',
          outstanding: 900_000,
          lateFee: 0,
          paidAmount: 0,
        },
      ],
      today: '2026-12-28',
      bankAccounts: [],
      link: 'https://kos.example/s/1.x',
    });
    expect(fillTemplate(DEFAULT_TEMPLATES.reminder.id, values)).toBe(
      'Halo Kak Rizky, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar 12 sebesar Rp 900.000 untuk:\n' +
        '- Januari 2027 (jatuh tempo 01 Januari 2027)\n\n' +
        'Pembayaran dapat diserahkan langsung kepada pengelola kos.\n' +
        'Rincian tagihan: https://kos.example/s/1.x\n\nTerima kasih.',
    );
    expect(values).toMatchObject({ hari_telat: '0', denda: 'Rp 0', nama: 'M. Rizky', total: 'Rp 900.000' });
  });

  it('the Setting screen previews each default in its own language', () => {
    const origin = 'https://kos.example';
    const preview = (kind: 'reminder' | 'receipt' | 'depositReturn', language: 'id' | 'en') =>
      fillTemplate(DEFAULT_TEMPLATES[kind][language], templateSample(kind, language, [bca], origin));
    expect(preview('reminder', 'en')).toBe(
      'Hello Budi, we hope you are well. This is a friendly reminder that the rent for room 101 comes to Rp 3.150.000, for:\n' +
        '- April 2026: Rp 1.650.000, including a late fee of Rp 150.000 (due 01 April 2026, 34 days overdue)\n' +
        '- May 2026: Rp 1.500.000 (due 01 May 2026, 4 days overdue)\n\n' +
        'You can pay by transfer to BCA 1234567890, account name Sri Wahyuni.\n' +
        'Details: https://kos.example/s/…\n\nThank you.',
    );
    expect(preview('reminder', 'id')).toContain(
      '- Mei 2026: Rp 1.500.000 (jatuh tempo 01 Mei 2026, sudah lewat 4 hari)',
    );
    expect(preview('receipt', 'en')).toBe(
      'Hello Budi, thank you. We have received Rp 1.500.000 for room 101 (May 2026). Receipt: https://kos.example/s/…',
    );
    expect(preview('receipt', 'id')).toBe(
      'Halo Kak Budi, terima kasih. Pembayaran Rp 1.500.000 untuk kamar 101 (Mei 2026) sudah kami terima. Kuitansi: https://kos.example/s/…',
    );
    expect(preview('depositReturn', 'id')).toBe(
      'Halo Kak Budi, deposit kamar 101 sebesar Rp 2.000.000 kami kembalikan Rp 1.650.000, dipotong Rp 350.000 untuk kaca jendela pecah. ' +
        'Bukti pengembalian: https://kos.example/s/…\nTerima kasih sudah tinggal bersama kami.',
    );
    expect(preview('depositReturn', 'en')).toBe(
      'Hello Budi, we are returning Rp 1.650.000 of your Rp 2.000.000 deposit for room 101, after deducting Rp 350.000 for broken window glass. ' +
        'Return receipt: https://kos.example/s/…\nThank you for staying with us.',
    );
  });
});
