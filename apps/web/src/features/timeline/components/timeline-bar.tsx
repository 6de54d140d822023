import { BookingStatus, type TimelineStay } from '@kamar/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import classes from './timeline.module.css';
import type { Bar } from './timeline-rows';

/** How a stay reads by its state: booked, checked in, checked out or cancelled. */
export function stateOf(stay: TimelineStay): 'booked' | 'in' | 'done' | 'cancelled' {
  if (stay.bookingStatus === BookingStatus.Cancelled) return 'cancelled';
  if (stay.bookingStatus === BookingStatus.Complete) return 'done';
  return stay.checkedIn ? 'in' : 'booked';
}

/** Wide enough for the tenant's name and the unpaid amount in words; narrower shows a dot. */
const WORDS_PX = 88;

/** A stay's bar: its tenant, coloured by its state, with what it owes now; opens the stay. */
export function TimelineBar({ bar, dayWidth, lane }: { bar: Bar; dayWidth: number; lane: number }) {
  const { t } = useTranslation();
  const { stay } = bar;
  const width = bar.span * dayWidth - 2;
  const open = stay.checkOutDate.startsWith('0001-01-01');
  const status = `${t(`enums.bookingStatus.${stay.bookingStatus}`)}${
    stay.bookingStatus === BookingStatus.Active
      ? `, ${t(stay.checkedIn ? 'timeline.checkedIn' : 'timeline.notArrived')}`
      : ''
  }`;
  const words = open
    ? t('timeline.stayOpen', { tenant: stay.tenantName, from: formatDate(stay.checkInDate), status })
    : t('timeline.stay', {
        tenant: stay.tenantName,
        from: formatDate(stay.checkInDate),
        to: formatDate(stay.checkOutDate),
        status,
      });
  const unpaid = stay.outstanding > 0 ? t('timeline.unpaid', { amount: formatMoney(stay.outstanding) }) : '';
  return (
    <Link
      to={screens.bookingForm.to({ formType: 'Edit', id: stay.bookingId })}
      className={classes.bar}
      style={{ width, top: `calc(${lane} * var(--lane) + 3px)` }}
      data-state={stateOf(stay)}
      data-before={bar.before || undefined}
      data-after={bar.after || undefined}
      data-testid={`stay-${stay.bookingId}`}
      aria-label={unpaid ? `${words}, ${unpaid}` : words}
      title={unpaid ? `${words}, ${unpaid}` : words}
      draggable={false}
    >
      <span className={classes.tenant}>{stay.tenantName}</span>
      {unpaid &&
        (width >= WORDS_PX ? (
          <span className={classes.unpaid} data-testid="unpaid">
            {unpaid}
          </span>
        ) : (
          <span className={classes.unpaidDot} data-testid="unpaid" />
        ))}
    </Link>
  );
}
