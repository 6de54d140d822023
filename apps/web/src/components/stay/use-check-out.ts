import { BillStatus, DepositStatus, MAX_PAGE_SIZE, PaymentType, paths, RecordStatus, roleMay } from '@kamar/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../app/paths';
import { apiCall } from '../../lib/api-client';
import { businessToday } from '../../lib/business-today';
import { formatMoney } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { busy } from '../feedback/busy';
import { type Choice, choiceDialog, errorDialog } from '../feedback/dialogs';
import { useAction } from '../feedback/use-action';

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
 * who may not, is told the owner or a manager will. `checkOut` is the
 * screen's own call (its topic refreshes what it shows).
 */
export function useCheckOut() {
  const run = useAction();
  const navigate = useNavigate();
  return useCallback(
    async (bookingId: number, checkOut: () => Promise<unknown>) => {
      const t = i18n.t.bind(i18n);
      busy.start();
      let money: Awaited<ReturnType<typeof stayMoney>>;
      try {
        money = await stayMoney(bookingId);
      } catch (error) {
        busy.stop();
        await errorDialog(error, () => session.end());
        return;
      }
      busy.stop();
      // Whether this user returns deposits (contract permissions.ts); else the owner or a manager will.
      const mayReturn = roleMay(session.role(), 'deposits.return');
      const { owed, held, depositId } = money;
      // Nothing owed and no deposit: the ordinary confirmation, nothing more to settle.
      if (owed === 0 && held === 0) {
        await run({ confirm: { text: t('bookings.confirmComplete') }, action: checkOut });
        return;
      }
      const canDeduct = mayReturn && owed > 0 && held > 0;
      const lines = [
        t('stay.leaves'),
        ...(owed > 0 ? [t('stay.owed', { amount: formatMoney(owed) })] : []),
        ...(held > 0 ? [t('stay.depositHeld', { amount: formatMoney(held) })] : []),
        ...(canDeduct ? [t('stay.deductHint'), t('stay.anywayHint')] : []),
        ...(!mayReturn && held > 0 ? [t('stay.ownerWillReturn')] : []),
      ];
      const choices: Choice<Way>[] = [
        ...(canDeduct ? [{ value: 'deduct' as const, label: t('stay.deductFromDeposit') }] : []),
        {
          value: 'checkOut',
          label: owed > 0 ? t('stay.checkOutAnyway') : t('bookings.checkOut'),
          ...(canDeduct ? { color: 'orange' } : {}),
        },
      ];
      const way = await choiceDialog({ title: t('bookings.checkOut'), lines, choices });
      if (way === null) return;
      const toReturn =
        mayReturn && depositId !== null
          ? screens.depositForm.to({ formType: 'Edit', id: depositId, ...(way === 'deduct' ? { deductOwed: 1 } : {}) })
          : null;
      await run({
        confirm: false,
        action: checkOut,
        ...(!mayReturn && held > 0
          ? { successText: t('stay.checkedOutOwnerReturns', { amount: formatMoney(held) }) }
          : {}),
        ...(toReturn ? { onSuccess: () => navigate(toReturn) } : {}),
      });
    },
    [run, navigate],
  );
}
