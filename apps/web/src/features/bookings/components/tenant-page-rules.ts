import { type Booking, BookingStatus, dayOfApiDate, RecordStatus, TENANT_LINK_DAYS_AFTER } from '@kamar/contract';
import dayjs from 'dayjs';

/**
 * Whether the stay's page still opens (the server decides: its tenant-page README): a running
 * stay, or one that ended (checked out, else its check-out date, else when it was cancelled) no more
 * than TENANT_LINK_DAYS_AFTER days before today. The booking screen offers the link only then,
 * so no one hands a tenant a link that would not open.
 */
export function tenantPageOpens(booking: Booking, today: string): boolean {
  if (booking.status !== RecordStatus.Active) return false;
  if (booking.bookingStatus === BookingStatus.Active) return true;
  const ended =
    dayOfApiDate(booking.checkedOutAt) || dayOfApiDate(booking.checkOutDate) || dayOfApiDate(booking.updateDate);
  return ended !== '' && today <= dayjs(ended).add(TENANT_LINK_DAYS_AFTER, 'day').format('YYYY-MM-DD');
}
