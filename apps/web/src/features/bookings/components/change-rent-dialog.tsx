import { type Booking, type BookingChangeRentRequest, dayOfApiDate, ZBookingChangeRentRequest } from '@kamar/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { DialogForm } from '../../../components/form/dialog-form';
import { MoneyField } from '../../../components/form/money-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { businessToday } from '../../../lib/business-today';
import { useChangeRent } from '../api/change-rent';

/** The rent the stay is at now: the latest change begun by today, else the agreed one. */
export function rentNow(booking: Booking, today: string): number {
  const begun = booking.rentChanges.filter((c) => dayOfApiDate(c.fromDate) <= today);
  return begun.at(-1)?.rentAmount ?? booking.rentAmount;
}

/**
 * A new rent from a date (Owners and Managers): the stay's bills of periods from that date are
 * billed at it; unpaid ones already made are made again, paid ones never change (said in the
 * dialog before the person saves). The date starts at today, or the stay's first day if later.
 */
export function ChangeRentDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t } = useTranslation();
  const change = useChangeRent();
  const today = businessToday();
  const checkIn = dayOfApiDate(booking.checkInDate);
  const kit = useDialogForm({
    initialValues: { rentAmount: rentNow(booking, today) as number | '', fromDate: checkIn > today ? checkIn : today },
    toRequest: (v) => ({
      bookingId: booking.bookingId,
      rentAmount: v.rentAmount === '' ? undefined : v.rentAmount,
      fromDate: v.fromDate || undefined,
    }),
    schema: ZBookingChangeRentRequest,
    save: (request) => change.mutateAsync(request as BookingChangeRentRequest),
    onSaved: onClose,
  });
  const title = t('bookings.changeRent');

  return (
    <DialogForm kit={kit} title={title} testId="change-rent-form" onClose={onClose}>
      <MoneyField label={t('fields.rentAmount')} required {...kit.field('rentAmount')} />
      <DateField label={t('fields.fromDate')} required clearable={false} {...kit.field('fromDate')} />
      <Text size="sm">{t('bookings.changeRentHint')}</Text>
    </DialogForm>
  );
}
