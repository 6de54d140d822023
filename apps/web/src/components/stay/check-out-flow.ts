import {
  BillStatus,
  DepositStatus,
  MAX_PAGE_SIZE,
  PaymentType,
  paths,
  RecordStatus,
  roleMay,
  type StayMeterReading,
} from '@kamar/contract';
import { screens } from '../../app/paths';
import { apiCall } from '../../lib/api-client';
import { businessToday } from '../../lib/business-today';
import { formatMoney } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { type Choice, choiceDialog } from '../feedback/dialogs';
import type { DoorTools } from './door';
import { moveWithReadings } from './door-moves';
import { readBusy } from './read-busy';
import { roomMeters, type StayAtDoor } from './room-meters';

/** What a stay owes today (bills already begun, still open) and the deposit it holds. */
async function stayMoney(bookingId: number) {
  const page = { bookingId, pageSize: MAX_PAGE_SIZE, pageIndex: 0 };
  const [bills, payments] = await Promise.all([
    apiCall(paths.bill.getByBookingId, page),
    apiCall(paths.payment.getPaymentByBookingId, page),
  ]);
  const today = businessToday();
  const owed = bills.listData
    .filter((b) => b.billStatus === BillStatus.Unpaid || b.billStatus === BillStatus.PartiallyPaid)
    .filter((b) => b.periodStart.slice(0, 10) <= today)
    .reduce((sum, b) => sum + b.outstanding, 0);
  const deposits = payments.listData.filter(
    (p) =>
      p.paymentType === PaymentType.Deposit &&
      p.depositStatus === DepositStatus.OnHold &&
      p.status === RecordStatus.Active,
  );
  return { owed, held: deposits.reduce((sum, p) => sum + p.amount, 0), depositId: deposits[0]?.paymentId ?? null };
}

type Way = 'deduct' | 'checkOut';

/**
 * Check-out that settles up: the confirmation states what the stay still owes and the deposit it
 * holds, and offers to deduct what is owed from the deposit or to check out anyway; afterwards whoever
 * returns deposits (the owner, a manager) goes on to the deposit return (owed bills deducted when asked); Front desk,
 * who may not, is told the owner or a manager will. When the business reads meters, the same
 * dialog asks for the room's readings, whose usage goes on the tenant's last bill (door-moves.ts).
 * `checkOut` is the screen's own call (its topic refreshes what it shows), sent the readings typed.
 */
export async function checkOutAtDoor(
  { run, navigate }: DoorTools,
  stay: StayAtDoor,
  checkOut: (meterReadings: StayMeterReading[]) => Promise<unknown>,
): Promise<void> {
  const t = i18n.t.bind(i18n);
  const found = await readBusy(() => Promise.all([stayMoney(stay.bookingId), roomMeters(stay)]));
  if (found === null) return;
  const [{ owed, held, depositId }, meters] = found;
  // Whether this user returns deposits (contract permissions.ts); else the owner or a manager will.
  const mayReturn = roleMay(session.role(), 'deposits.return');
  const settled = owed === 0 && held === 0;
  const canDeduct = mayReturn && owed > 0 && held > 0;
  const lines = settled
    ? [t('bookings.confirmComplete')]
    : [
        t('stay.leaves'),
        ...(owed > 0 ? [t('stay.owed', { amount: formatMoney(owed) })] : []),
        ...(held > 0 ? [t('stay.depositHeld', { amount: formatMoney(held) })] : []),
        ...(canDeduct ? [t('stay.deductHint'), t('stay.anywayHint')] : []),
        ...(!mayReturn && held > 0 ? [t('stay.ownerWillReturn')] : []),
      ];
  const choices: Choice<Way>[] = settled
    ? [{ value: 'checkOut', label: t('common.yes') }]
    : [
        ...(canDeduct ? [{ value: 'deduct' as const, label: t('stay.deductFromDeposit') }] : []),
        {
          value: 'checkOut',
          label: owed > 0 ? t('stay.checkOutAnyway') : t('bookings.checkOut'),
          ...(canDeduct ? { color: 'orange' } : {}),
        },
      ];
  const title = settled ? t('dialog.confirmTitle') : t('bookings.checkOut');
  const successText =
    !mayReturn && held > 0 ? t('stay.checkedOutOwnerReturns', { amount: formatMoney(held) }) : undefined;
  const after = (way: Way) => {
    if (!mayReturn || depositId === null) return;
    navigate(
      screens.depositForm.to({ formType: 'Edit', id: depositId, ...(way === 'deduct' ? { deductOwed: 1 } : {}) }),
    );
  };
  if (meters.length > 0) {
    await moveWithReadings({
      words: { title, lines, choices, kind: 'checkOut' },
      meters,
      send: (_, readings) => checkOut(readings),
      successText: () => successText,
      onSuccess: after,
    });
    return;
  }
  // Nothing owed and no deposit: the ordinary confirmation, nothing more to settle.
  if (settled) {
    await run({ confirm: { text: lines[0] as string }, action: () => checkOut([]) });
    return;
  }
  const way = await choiceDialog({ title, lines, choices });
  if (way === null) return;
  await run({
    confirm: false,
    action: () => checkOut([]),
    ...(successText ? { successText } : {}),
    onSuccess: () => after(way),
  });
}
