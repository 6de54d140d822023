import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadValue } from '../../../components/form/read-value';
import type { FieldBinding } from '../../../components/form/use-record-form';
import { useBookingOptions } from '../api/get-booking-options';

interface BookingSelectProps extends FieldBinding<string> {
  /** The payment's own booking when editing: shown even if it is no longer active. */
  current?: { bookingId: number; tenantName: string; roomNumber: string } | undefined;
}

/**
 * The booking a payment is for: active, not-deleted bookings, searched by tenant name or room as
 * one types (spec: "lookup of active bookings showing tenant and room").
 */
export function BookingSelect({ value, onChange, current, readOnly, disabled, error }: BookingSelectProps) {
  const { t } = useTranslation();
  const options = useBookingOptions({ tenantName: '' }, !readOnly);
  const label = (o: { tenantName: string; roomNumber: string }) =>
    t('payments.bookingOption', { tenantName: o.tenantName, roomNumber: o.roomNumber });
  if (readOnly) return <ReadValue label={t('fields.booking')} value={current && label(current)} />;
  const rows = options.data?.listData ?? [];
  const data = rows.map((o) => ({ value: String(o.bookingId), label: label(o) }));
  if (current && !rows.some((o) => o.bookingId === current.bookingId)) {
    data.unshift({ value: String(current.bookingId), label: label(current) });
  }
  return (
    <Select
      label={t('fields.booking')}
      placeholder={t('common.select')}
      description={disabled ? undefined : t('payments.bookingHint')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={!disabled}
      disabled={disabled}
      nothingFoundMessage={options.isPending ? t('app.loading') : t('common.noOptions')}
      maxDropdownHeight={300}
      withAsterisk
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
