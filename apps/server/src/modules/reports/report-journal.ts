import { IncomeKind, type JournalAccounts, languagePacks, reportText } from '@kamar/contract';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { asCsvText } from '../../plugins/exports/csv-writer.js';

/** A document of the month with its journal lines (debit and credit per account, whole rupiah). */
export interface JournalEntry {
  number: string;
  date: string;
  description: string;
  lines: { account: string; debit: number; credit: number; note: string }[];
}

interface MoneyRow {
  kind: 'rent' | 'deposit' | 'return' | 'expense';
  id: number;
  number: string;
  date: string;
  amount: number;
  returned: number;
  method: number | null;
  tenant: string;
  room: string;
  category: number;
  categoryName: string;
  remark: string;
  parts: { k: number; c: number; a: number; n: string }[];
}

/** Money received by cash (or not recorded how) goes to the cash account; a transfer, QRIS or online payment to the bank. */
const BY_BANK = new Set([2, 3, 4]);

/**
 * The month's money as journal entries (README.md, "Journal"): a rent payment debits cash or bank
 * and credits what it paid (rent, late fee, each charge type: the income parts) and, beyond the
 * bills, rent paid ahead (a liability); a deposit received credits deposits held; a deposit settled
 * debits deposits held and credits what went back, what it paid of bills and, for the rest, other
 * income; an expense debits its category's account and credits cash.
 */
export async function journalEntries(
  db: Database,
  month: { first: string; last: string; propertyId?: number | undefined },
  accounts: JournalAccounts,
): Promise<JournalEntry[]> {
  const inProperty = month.propertyId ? sql`r.property_id = ${month.propertyId}` : sql`true`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select 'rent' as kind, p.payment_id as id, p.receipt_number as number, to_char(p.payment_date, 'YYYY-MM-DD') as date,
           p.amount, 0 as returned, p.payment_method as method, t.tenant_name as tenant, r.room_number as room,
           0 as category, '' as "categoryName", p.remark,
           coalesce((select json_agg(json_build_object('k', x.line_kind, 'c', x.charge_type_id, 'a', x.amount, 'n', coalesce(ct.charge_type_name, '')) order by x.bill_line_id)
                     from bill_income_parts x left join charge_types ct on ct.charge_type_id = x.charge_type_id
                     where x.payment_id = p.payment_id), '[]') as parts
    from payments p join bookings b on b.booking_id = p.booking_id join rooms r on r.room_id = b.room_id
    join tenants t on t.tenant_id = b.tenant_id
    where p.payment_type = 2 and p.status = 1 and p.payment_date between ${month.first}::date and ${month.last}::date and ${inProperty}
    union all
    select 'deposit', p.payment_id, p.receipt_number, to_char(p.payment_date, 'YYYY-MM-DD'), p.amount, 0, p.payment_method,
           t.tenant_name, r.room_number, 0, '', p.remark, '[]'
    from payments p join bookings b on b.booking_id = p.booking_id join rooms r on r.room_id = b.room_id
    join tenants t on t.tenant_id = b.tenant_id
    where p.payment_type = 1 and p.status = 1 and p.payment_date between ${month.first}::date and ${month.last}::date and ${inProperty}
    union all
    select 'return', p.payment_id, coalesce(p.return_receipt_number, p.receipt_number), to_char(p.return_date, 'YYYY-MM-DD'),
           p.amount, p.returned_amount, null, t.tenant_name, r.room_number, 0, '', '',
           coalesce((select json_agg(json_build_object('k', x.line_kind, 'c', x.charge_type_id, 'a', x.amount, 'n', coalesce(ct.charge_type_name, '')) order by x.bill_line_id)
                     from bill_income_parts x left join charge_types ct on ct.charge_type_id = x.charge_type_id
                     where x.payment_id = p.payment_id), '[]')
    from payments p join bookings b on b.booking_id = p.booking_id join rooms r on r.room_id = b.room_id
    join tenants t on t.tenant_id = b.tenant_id
    where p.payment_type = 1 and p.status = 1 and p.deposit_status <> 0
      and p.return_date between ${month.first}::date and ${month.last}::date and ${inProperty}
    union all
    select 'expense', e.expense_id, '', to_char(e.expense_date, 'YYYY-MM-DD'), e.amount, 0, null, '', '',
           e.expense_category, c.expense_category_name, e.remark, '[]'
    from expenses e join expense_categories c on c.expense_category_id = e.expense_category
    where e.status = 1 and e.expense_date between ${month.first}::date and ${month.last}::date
      and ${month.propertyId ? sql`e.property_id = ${month.propertyId}` : sql`true`}
    order by 4, 1, 2`);
  const rows = result.rows.map(
    (r): MoneyRow => ({
      kind: r.kind as MoneyRow['kind'],
      id: Number(r.id),
      number: String(r.number),
      date: String(r.date),
      amount: Number(r.amount),
      returned: Number(r.returned),
      method: r.method === null ? null : Number(r.method),
      tenant: String(r.tenant),
      room: String(r.room),
      category: Number(r.category),
      categoryName: String(r.categoryName),
      remark: String(r.remark ?? ''),
      parts: (typeof r.parts === 'string' ? JSON.parse(r.parts) : r.parts) as MoneyRow['parts'],
    }),
  );
  const chargeAccount = (id: number) =>
    accounts.chargeTypes.find((c) => c.chargeTypeId === id)?.account || accounts.chargeIncome;
  const expenseAccount = (id: number) =>
    accounts.expenseCategories.find((c) => c.expenseCategoryId === id)?.account || accounts.expense;
  /** What the parts paid, per income account (rent, late fee, each charge type's), in line order. */
  const credits = (parts: MoneyRow['parts']) => {
    const byAccount = new Map<string, { account: string; credit: number; note: string }>();
    for (const part of parts) {
      const [account, note] =
        part.k === 1
          ? [accounts.rentIncome, kinds[IncomeKind.Rent]]
          : part.k === 2
            ? [accounts.lateFeeIncome, kinds[IncomeKind.LateFee]]
            : [chargeAccount(part.c), part.n || kinds[IncomeKind.Charge]];
      const key = `${account}|${note}`;
      const line = byAccount.get(key) ?? { account, credit: 0, note };
      line.credit += part.a;
      byAccount.set(key, line);
    }
    return [...byAccount.values()];
  };
  const kinds = languagePacks.id.enums.incomeKind;
  const word = (key: Parameters<typeof reportText>[1]) => reportText('id', key);
  const cashOf = (method: number | null) => (method !== null && BY_BANK.has(method) ? accounts.bank : accounts.cash);
  const cashNote = (method: number | null) =>
    word(method !== null && BY_BANK.has(method) ? 'journalBank' : 'journalCash');
  const say = (key: Parameters<typeof reportText>[1], r: MoneyRow) =>
    reportText('id', key, {
      receipt: r.number,
      room: r.room,
      tenant: r.tenant,
      category: r.categoryName,
      remark: r.remark,
    });
  return rows.map((r): JournalEntry => {
    if (r.kind === 'rent') {
      const paid = credits(r.parts);
      const ahead = r.amount - paid.reduce((s, l) => s + l.credit, 0);
      return {
        number: r.number,
        date: r.date,
        description: say('journalRent', r),
        lines: [
          { account: cashOf(r.method), debit: r.amount, credit: 0, note: cashNote(r.method) },
          ...paid.map((l) => ({ account: l.account, debit: 0, credit: l.credit, note: l.note })),
          ...(ahead > 0
            ? [{ account: accounts.paidAhead, debit: 0, credit: ahead, note: kinds[IncomeKind.PaidAhead] }]
            : []),
        ],
      };
    }
    if (r.kind === 'deposit') {
      return {
        number: r.number,
        date: r.date,
        description: say('journalDeposit', r),
        lines: [
          { account: cashOf(r.method), debit: r.amount, credit: 0, note: cashNote(r.method) },
          { account: accounts.depositsHeld, debit: 0, credit: r.amount, note: word('journalDepositsHeld') },
        ],
      };
    }
    if (r.kind === 'return') {
      const paid = credits(r.parts);
      const kept = r.amount - r.returned - paid.reduce((s, l) => s + l.credit, 0);
      return {
        number: r.number,
        date: r.date,
        description: say('journalDepositReturn', r),
        lines: [
          { account: accounts.depositsHeld, debit: r.amount, credit: 0, note: word('journalDepositsHeld') },
          ...(r.returned > 0
            ? [{ account: accounts.cash, debit: 0, credit: r.returned, note: cashNote(r.method) }]
            : []),
          ...paid.map((l) => ({ account: l.account, debit: 0, credit: l.credit, note: l.note })),
          ...(kept > 0
            ? [{ account: accounts.otherIncome, debit: 0, credit: kept, note: kinds[IncomeKind.DepositKept] }]
            : []),
        ],
      };
    }
    return {
      number: `BKK-${r.id}`,
      date: r.date,
      description: say('journalExpense', r),
      lines: [
        { account: expenseAccount(r.category), debit: r.amount, credit: 0, note: r.categoryName },
        { account: accounts.cash, debit: 0, credit: r.amount, note: cashNote(r.method) },
      ],
    };
  });
}

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The entries in the row layout of Accurate Online's transaction imports (Buku Besar > Jurnal
 * Umum > Impor Data > Impor dari File): a HEADER row per journal (No Bukti, Tanggal DD/MM/YYYY,
 * Keterangan) followed by its ACCOUNT rows (No Akun, Debit, Kredit, Catatan); the first two rows
 * name the columns, the data starts on the fourth. Separated by semicolons (Excel and Accurate set
 * to Indonesian), UTF-8 with a byte-order mark; no cell starts like a formula.
 */
export function journalCsv(entries: JournalEntry[]): string {
  const rows: (string | number)[][] = [
    ['HEADER', 'No Bukti', 'Tanggal', 'Keterangan'],
    ['ACCOUNT', 'No Akun', 'Debit', 'Kredit', 'Catatan'],
    [],
  ];
  for (const e of entries) {
    rows.push(['HEADER', e.number, ddmmyyyy(e.date), e.description]);
    for (const l of e.lines) rows.push(['ACCOUNT', l.account, l.debit, l.credit, l.note]);
  }
  return `\uFEFF${stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? asCsvText(cell) : cell))),
    { delimiter: ';', quoted_match: /[;,\t]/ },
  )}`;
}
