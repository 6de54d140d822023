import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Every money figure says what it counts: a line under each dashboard card and under each money
 * list's totals, word for word in both languages.
 */
/** Each card's label and caption by its test id; each list's caption by its path. */
type Words = { cards: Record<string, [string, string]>; arrears: string; lists: Record<string, string> };

const ENGLISH: Words = {
  cards: {
    income: ['Rent Income this month', 'Rent payments dated this month; deposits not included'],
    expense: ['Expense this month', 'Expenses dated this month'],
    onHold: ['Deposit On Hold', 'Deposits held, not yet settled'],
    owned: ['Deposit Forfeited', 'Forfeited in full, or kept back for damage, cleaning or other; not what paid bills'],
    allIncome: [
      'All Time Income',
      'All rent payments, plus deposit money not handed back (forfeited, deducted or paid to bills)',
    ],
    allExpense: ['All Time Expense', 'All expenses'],
    nett: ['Nett Income', 'All time income minus all time expense'],
  },
  arrears: 'Still owed on bills due by today, by how long overdue',
  lists: {
    '/payment': 'The payments listed (by rent period): rent and deposits, unless one type is chosen',
    '/bill': 'The bills listed: billed, paid so far, and still owed',
    '/arrears': 'Still owed on bills due by today, for the stays listed',
    '/expense': 'The expenses listed (by expense date)',
    '/deposit': 'The deposits listed: paid by tenants, and handed back to them',
  },
};

const INDONESIAN: Words = {
  cards: {
    income: ['Pendapatan Sewa Bulan Ini', 'Pembayaran sewa bertanggal bulan ini; deposit tidak termasuk'],
    expense: ['Pengeluaran Bulan Ini', 'Pengeluaran bertanggal bulan ini'],
    onHold: ['Deposit Ditahan', 'Deposit yang masih ditahan, belum diselesaikan'],
    owned: [
      'Deposit Hangus',
      'Hangus seluruhnya, atau dipotong untuk kerusakan, kebersihan atau lainnya; tidak termasuk yang dipakai untuk tagihan',
    ],
    allIncome: [
      'Total Pendapatan',
      'Semua pembayaran sewa, ditambah deposit yang tidak dikembalikan (hangus, dipotong atau dipakai untuk tagihan)',
    ],
    allExpense: ['Total Pengeluaran', 'Semua pengeluaran'],
    nett: ['Pendapatan Bersih', 'Total pendapatan dikurangi total pengeluaran'],
  },
  arrears: 'Sisa tagihan yang jatuh tempo sampai hari ini, menurut lama tunggakan',
  lists: {
    '/payment': 'Pembayaran yang tampil (menurut periode sewa): sewa dan deposit, kecuali satu jenis dipilih',
    '/bill': 'Tagihan yang tampil: jumlah tagihan, yang sudah dibayar, dan sisanya',
    '/arrears': 'Sisa tagihan yang jatuh tempo sampai hari ini, untuk penyewa yang tampil',
    '/expense': 'Pengeluaran yang tampil (menurut tanggal pengeluaran)',
    '/deposit': 'Deposit yang tampil: dibayarkan penyewa, dan dikembalikan kepada mereka',
  },
};

async function expectCardCaptions(page: Page, words: Words) {
  await page.goto('/');
  for (const [key, [label, caption]] of Object.entries(words.cards)) {
    await expect(page.getByTestId(`caption-${key}`)).toHaveText(caption);
    await expect(page.getByTestId(`card-${key}`).locator('..')).toContainText(label);
  }
  await expect(page.getByTestId('caption-arrears')).toHaveText(words.arrears);
}

async function expectListCaptions(page: Page, words: Words) {
  for (const [path, caption] of Object.entries(words.lists)) {
    await page.goto(path);
    await expect(page.getByTestId('list-totals-caption')).toHaveText(caption);
  }
}

test.describe('What each money figure counts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the dashboard cards, in English', async ({ page }) => {
    await expectCardCaptions(page, ENGLISH);
  });

  test('the money lists, in English', async ({ page }) => {
    await expectListCaptions(page, ENGLISH);
  });

  test.describe('in Indonesian', () => {
    test.use({ locale: 'id-ID' });

    test('the dashboard cards', async ({ page }) => {
      await expectCardCaptions(page, INDONESIAN);
    });

    test('the money lists', async ({ page }) => {
      await expectListCaptions(page, INDONESIAN);
    });
  });
});
