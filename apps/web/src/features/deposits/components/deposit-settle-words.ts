import { BookingStatus } from '@kamar/contract';
import { type ConfirmWords, irreversible } from '../../../components/feedback/dialogs';
import { formatDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { getDepositStay } from '../api/get-deposit-stay';

/**
 * What "Are you sure?" says before a deposit is settled: it can never be undone, and if the
 * tenant's stay is still running, which stay that is (the deposit is usually settled after it).
 */
export async function settleWords(bookingId: number): Promise<ConfirmWords> {
  const stay = await getDepositStay(bookingId);
  if (stay.bookingStatus !== BookingStatus.Active) return irreversible();
  const stayWords = i18n.t('deposits.stayStillActive', {
    tenantName: stay.tenantName,
    roomNumber: stay.roomNumber,
    from: formatDate(stay.checkInDate),
  });
  return { text: `${stayWords} ${i18n.t('dialog.irreversible')}`, warning: true };
}
