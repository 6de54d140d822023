import { day, type Random } from './demo-random.js';

export interface DemoRoom {
  roomId: number;
  priceMonthly: number;
  priceYearly: number;
}

export interface PlannedPayment {
  paymentDate: string;
  paymentType: 1 | 2;
  paymentPeriodeMonth: number;
  paymentPeriodeYear: number;
  amount: number;
  depositStatus: 0 | 1 | 2 | null;
  returnedAmount: number;
  returnDate: string | null;
}

export interface PlannedStay {
  roomId: number;
  bookingDate: string;
  checkInDate: string;
  checkOutDate: string | null;
  /** 3 Monthly, 4 Yearly. */
  bookingType: 3 | 4;
  /** 1 Active, 2 Complete, 3 Cancelled. */
  bookingStatus: 1 | 2 | 3;
  checkedIn: boolean;
  checkedOut: boolean;
  payments: PlannedPayment[];
}

/** How long the demo business has been running. */
const HISTORY_DAYS = 540;

type Role = 'arriving' | 'leaving' | 'future' | 'vacant' | 'late' | 'yearly' | 'paid';

/** What each room is doing today: most let and paid up, a few late, arriving, leaving or empty. */
function roles(random: Random, count: number): Role[] {
  const fixed: Role[] = ['arriving', 'arriving', 'leaving', 'leaving', 'future', 'vacant', 'vacant', 'late'];
  fixed.push('late', 'late', 'yearly', 'yearly');
  const all = [...fixed.slice(0, count), ...Array<Role>(Math.max(0, count - fixed.length)).fill('paid')];
  return random.shuffle(all);
}

const period = (date: string) => ({
  paymentPeriodeMonth: Number(date.slice(5, 7)),
  paymentPeriodeYear: Number(date.slice(0, 4)),
});

const unsettled = { depositStatus: null, returnedAmount: 0, returnDate: null } as const;

/**
 * The rent of a stay at the room type's price, one payment per period from its first month up to
 * `lastMonthKey` (a yearly stay pays 12 months at once), each on a day in the first week of its
 * month and never after today.
 */
function rent(
  room: DemoRoom,
  stay: Omit<PlannedStay, 'payments'>,
  lastMonthKey: number,
  today: string,
  random: Random,
) {
  const payments: PlannedPayment[] = [];
  const step = stay.bookingType === 4 ? 12 : 1;
  const amount = stay.bookingType === 4 ? room.priceYearly : room.priceMonthly;
  for (let key = day.monthKey(stay.checkInDate); key <= lastMonthKey; key += step) {
    const start = day.fromMonthKey(key);
    const due = key === day.monthKey(stay.checkInDate) ? stay.checkInDate : day.add(start, random.int(0, 6));
    payments.push({ paymentDate: day.min(due, today), paymentType: 2, ...period(start), amount, ...unsettled });
  }
  return payments;
}

/** The deposit (one month's rent), paid when booking; settled when the stay is over. */
function deposit(room: DemoRoom, stay: Omit<PlannedStay, 'payments'>, random: Random): PlannedPayment {
  const paid = { paymentDate: stay.bookingDate, paymentType: 1 as const, ...period(stay.checkInDate) };
  const amount = room.priceMonthly;
  if (stay.bookingStatus !== 2 || !stay.checkOutDate) return { ...paid, amount, ...unsettled, depositStatus: 0 };
  const roll = random.next();
  const returnDate = stay.checkOutDate;
  if (roll < 0.75) return { ...paid, amount, depositStatus: 1, returnedAmount: amount, returnDate };
  if (roll < 0.9) {
    // Split: a repair or a cleaning kept back.
    return { ...paid, amount, depositStatus: 1, returnedAmount: amount - random.int(2, 5) * 100_000, returnDate };
  }
  // Owned: left before the agreed end, the deposit kept.
  return { ...paid, amount, depositStatus: 2, returnedAmount: 0, returnDate };
}

function completed(
  room: DemoRoom,
  checkInDate: string,
  checkOutDate: string,
  today: string,
  random: Random,
): PlannedStay {
  const stay = {
    roomId: room.roomId,
    bookingDate: day.add(checkInDate, -random.int(2, 14)),
    checkInDate,
    checkOutDate,
    bookingType: 3 as const,
    bookingStatus: 2 as const,
    checkedIn: true,
    checkedOut: true,
  };
  const lastMonth = day.monthKey(day.add(checkOutDate, -1));
  return { ...stay, payments: [deposit(room, stay, random), ...rent(room, stay, lastMonth, today, random)] };
}

/** The stays of one room: its history of finished stays, then what it is doing today. */
export function planRoom(room: DemoRoom, role: Role, today: string, random: Random): PlannedStay[] {
  const stays: PlannedStay[] = [];
  const current = (checkInDate: string, values: Partial<PlannedStay>, paidMonths: number) => {
    const stay = {
      roomId: room.roomId,
      bookingDate: day.add(checkInDate, -random.int(2, 10)),
      checkInDate,
      checkOutDate: null,
      bookingType: 3 as const,
      bookingStatus: 1 as const,
      checkedIn: checkInDate < today,
      checkedOut: false,
      ...values,
    };
    const lastMonth = Math.min(
      day.monthKey(today) - (role === 'late' ? paidMonths : 0),
      stay.checkOutDate ? day.monthKey(day.add(stay.checkOutDate, -1)) : Number.POSITIVE_INFINITY,
    );
    const payments = [deposit(room, stay, random)];
    if (checkInDate <= today) payments.push(...rent(room, stay, lastMonth, today, random));
    stays.push({ ...stay, payments });
  };

  let freeFrom: string;
  if (role === 'arriving') {
    freeFrom = day.add(today, -random.int(3, 15));
    current(today, { checkedIn: false }, 0);
  } else if (role === 'future') {
    freeFrom = day.add(today, -random.int(5, 30));
    current(day.add(today, random.int(4, 12)), { bookingDate: day.add(today, -random.int(1, 4)) }, 0);
  } else if (role === 'vacant') {
    freeFrom = day.add(today, -random.int(5, 45));
  } else {
    const checkIn = day.add(today, -random.int(role === 'yearly' ? 40 : 20, 420));
    const checkOutDate = role === 'leaving' ? today : random.chance(0.2) ? day.add(today, random.int(20, 200)) : null;
    current(checkIn, { checkOutDate, bookingType: role === 'yearly' ? 4 : 3 }, random.int(1, 2));
    freeFrom = checkIn;
  }

  // Earlier tenants, one after another, back to when the business started.
  const started = day.add(today, -HISTORY_DAYS);
  let end = day.add(freeFrom, -random.int(3, 20));
  while (end > day.add(started, 60)) {
    const start = day.max(day.addMonths(end, -random.int(3, 12)), started);
    stays.push(completed(room, start, end, today, random));
    end = day.add(start, -random.int(3, 20));
  }
  return stays.reverse();
}

/** Every room's stays, plus a few bookings that were cancelled before the tenant came. */
export function planStays(rooms: DemoRoom[], today: string, random: Random): PlannedStay[] {
  const roomRoles = roles(random, rooms.length);
  const stays = rooms.flatMap((room, i) => planRoom(room, roomRoles[i] ?? 'paid', today, random));
  for (const room of random.shuffle(rooms).slice(0, 3)) {
    const checkInDate = day.add(today, -random.int(30, 300));
    stays.push({
      roomId: room.roomId,
      bookingDate: day.add(checkInDate, -random.int(3, 10)),
      checkInDate,
      checkOutDate: day.addMonths(checkInDate, 6),
      bookingType: 3,
      bookingStatus: 3,
      checkedIn: false,
      checkedOut: false,
      payments: [],
    });
  }
  return stays;
}

export { HISTORY_DAYS };
