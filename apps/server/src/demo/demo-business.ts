import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookings } from '../modules/bookings/bookings.table.js';
import { DocumentSeries, takeDocumentNumber } from '../modules/document-numbers/document-numbers.service.js';
import { employees } from '../modules/employees/employees.table.js';
import { expenses } from '../modules/expenses/expenses.table.js';
import { createLedger } from '../modules/ledger/ledger.service.js';
import { payments } from '../modules/payments/payments.table.js';
import { roomTypes } from '../modules/room-types/room-types.table.js';
import { rooms } from '../modules/rooms/rooms.table.js';
import { createBusinessSettingsService } from '../modules/settings/business-settings.service.js';
import { tenants } from '../modules/tenants/tenants.table.js';
import { DEMO_EMPLOYEES, demoPeople } from './demo-people.js';
import { createRandom, day, type Random } from './demo-random.js';
import { HISTORY_DAYS, planStays } from './demo-stays.js';

export interface DemoOptions {
  /** YYYY-MM-DD in business time: the demo's history ends today. */
  today: string;
  seed?: number;
}

export interface DemoSummary {
  tenants: number;
  stays: number;
  payments: number;
  expenses: number;
}

const BY = { updateBy: 'admin' };
/**
 * The ledger with its clock on the demo's day: noon UTC read in UTC is `today`
 * whatever the business's time zone.
 */
function demoLedger(db: Database, today: string) {
  const timeDeps = { db, clock: { now: () => new Date(`${today}T12:00:00Z`) }, businessTimezone: 'UTC' };
  return createLedger({ ...timeDeps, settings: createBusinessSettingsService(timeDeps) });
}

/** Arrival at 14:00 and departure at 10:00 in Jakarta (UTC+7). */
const at = (date: string, hourUtc: number) => new Date(`${date}T${String(hourUtc).padStart(2, '0')}:00:00Z`);

/** A month of running costs: electricity, water, internet, cleaning, a repair now and then, salaries. */
function monthExpenses(month: string, staff: { employeeId: number; salary: number }[], random: Random) {
  const rows: Omit<typeof expenses.$inferInsert, 'updateBy'>[] = [
    { expenseDate: day.add(month, 4), expenseCategory: 1, amount: random.int(38, 52) * 100_000, remark: 'LISTRIK PLN' },
    { expenseDate: day.add(month, 9), expenseCategory: 1, amount: random.int(13, 19) * 50_000, remark: 'AIR PDAM' },
    { expenseDate: day.add(month, 2), expenseCategory: 1, amount: 550_000, remark: 'INTERNET INDIHOME' },
    {
      expenseDate: day.add(month, 14),
      expenseCategory: 1,
      amount: random.int(4, 9) * 50_000,
      remark: 'PERLENGKAPAN KEBERSIHAN',
    },
  ];
  if (random.chance(0.5)) {
    const repair = random.pick([
      'SERVIS AC KAMAR',
      'PERBAIKAN PIPA KAMAR MANDI',
      'GANTI LAMPU LORONG',
      'CAT ULANG KAMAR',
    ]);
    rows.push({
      expenseDate: day.add(month, random.int(5, 25)),
      expenseCategory: 1,
      amount: random.int(3, 24) * 50_000,
      remark: repair,
    });
  }
  for (const person of staff) {
    rows.push({
      expenseDate: day.add(month, 24),
      expenseCategory: 2,
      employeeId: person.employeeId,
      amount: person.salary,
      remark: 'GAJI',
    });
  }
  return rows;
}

/**
 * Fills the default building with a believable kos (`npm run seed:demo`): realistic Indonesian
 * names, one stay at a time per tenant and per room, rent at the room type's price, most tenants
 * paid up and a few late, finished stays with their check-out dates and settled deposits, and a
 * few arrivals and departures today. One transaction: all of it or nothing.
 */
export async function seedDemoBusiness(db: Database, options: DemoOptions): Promise<DemoSummary> {
  const random = createRandom(options.seed ?? 2026);
  const { today } = options;
  return db.transaction(async (tx) => {
    const bookable = await tx
      .select({ roomId: rooms.roomId, priceMonthly: roomTypes.priceMonthly, priceYearly: roomTypes.priceYearly })
      .from(rooms)
      .innerJoin(roomTypes, eq(roomTypes.roomTypeId, rooms.roomTypeId))
      .where(and(eq(rooms.status, 1), eq(rooms.roomStatus, 1)))
      .orderBy(rooms.roomNumber);
    const stays = planStays(bookable, today, random);
    const people = demoPeople(random, stays.length);
    const madeTenants = await tx
      .insert(tenants)
      .values(people.map((person) => ({ ...person, ...BY })))
      .returning({ tenantId: tenants.tenantId });

    const madeBookings = await tx
      .insert(bookings)
      .values(
        stays.map(({ payments: _, checkedIn, checkedOut, ...stay }, i) => ({
          ...stay,
          tenantId: madeTenants[i]?.tenantId as number,
          checkedInAt: checkedIn ? at(stay.checkInDate, 7) : null,
          checkedOutAt: checkedOut && stay.checkOutDate ? at(stay.checkOutDate, 3) : null,
          ...BY,
        })),
      )
      .returning({ bookingId: bookings.bookingId });
    const plainRows = stays.flatMap((stay, i) =>
      stay.payments.map((p) => ({ ...p, bookingId: madeBookings[i]?.bookingId as number, ...BY })),
    );
    // Receipts numbered as the payments and returns happened, through the same counters the app uses.
    const paymentRows = [];
    for (const p of plainRows.sort((a, b) => a.paymentDate.localeCompare(b.paymentDate))) {
      const returned = p.depositStatus === 1 && p.returnDate;
      paymentRows.push({
        ...p,
        receiptNumber: await takeDocumentNumber(tx, DocumentSeries.PaymentReceipt, p.paymentDate),
        returnReceiptNumber: returned
          ? await takeDocumentNumber(tx, DocumentSeries.DepositReturn, p.returnDate as string)
          : null,
      });
    }
    for (let from = 0; from < paymentRows.length; from += 2_000) {
      await tx.insert(payments).values(paymentRows.slice(from, from + 2_000));
    }
    // Every stay's bills (finished ones too: the history shows what they owed) and what its
    // payments settled, by the same sync the daily run and every booking or payment write use,
    // under the business's billing and late-fee settings.
    const ledger = demoLedger(db, today);
    const stayIds = madeBookings.map((b) => b.bookingId);
    await ledger.lockStays(tx, stayIds);
    await ledger.syncStays(tx, stayIds, 'demo');

    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(employees);
    const staff =
      count > 0
        ? []
        : await tx
            .insert(employees)
            .values(
              DEMO_EMPLOYEES.map(({ joinYearsAgo, ...e }) => ({
                ...e,
                joinDate: day.addMonths(today, -12 * joinYearsAgo),
                phone: `0812${random.int(10_000_000, 99_999_999)}`,
                address: 'JL. MERDEKA NO. 12',
                ...BY,
              })),
            )
            .returning({ employeeId: employees.employeeId, salary: employees.salary });
    const expenseRows = [];
    for (let key = day.monthKey(day.add(today, -HISTORY_DAYS)); key <= day.monthKey(today); key++) {
      expenseRows.push(...monthExpenses(day.fromMonthKey(key), staff, random).filter((e) => e.expenseDate <= today));
    }
    await tx.insert(expenses).values(expenseRows.map((e) => ({ ...e, ...BY })));
    return {
      tenants: madeTenants.length,
      stays: stays.length,
      payments: paymentRows.length,
      expenses: expenseRows.length,
    };
  });
}
