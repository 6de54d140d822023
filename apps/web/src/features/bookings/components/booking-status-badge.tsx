import { BookingStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<BookingStatus, string> = {
  [BookingStatus.Active]: 'blue',
  [BookingStatus.Complete]: 'gray',
  [BookingStatus.Cancelled]: 'red',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`enums.bookingStatus.${status}`)}
    </Badge>
  );
}
