import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { type ConfirmWords, irreversible } from '../feedback/dialogs';

/**
 * What "Are you sure?" says before a check-in: it cannot be undone, and for a stay that began on
 * an earlier day, that the arrival is recorded on that day (the server's rule), not today.
 */
export function checkInWords(checkInDate: string, today: string): ConfirmWords {
  const day = checkInDate.slice(0, 10);
  if (day >= today.slice(0, 10)) return irreversible();
  return { text: i18n.t('stay.checkInBackdated', { date: formatDate(day) }), warning: true };
}
