import { type Booking, paths } from '@kamar/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { mayCall, useRole } from '../../../lib/use-role';
import { ChangeRentDialog } from './change-rent-dialog';
import { takesCharges } from './stay-charges-slot';

/**
 * The stay's rent and the rents agreed later, each from its date, with who agreed it and when
 * ("Rent Rp 1.500.000 · from 01 Feb 2027 Rp 1.700.000 (by admin, 05 Dec 2026)"); Change Rent for
 * those who may agree a rent. Nothing when the rent never changed and cannot be changed here.
 */
export function BookingRentSlot({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const role = useRole();
  const [changing, setChanging] = useState(false);
  const mayChange = mayCall(role, paths.booking.changeRent) && takesCharges(booking);
  if (booking.rentChanges.length === 0 && !mayChange) return null;
  const words = [
    t('bookings.rent', { amount: formatMoney(booking.rentAmount) }),
    ...booking.rentChanges.map((c) =>
      t('bookings.rentChange', {
        date: formatDate(c.fromDate),
        amount: formatMoney(c.rentAmount),
        user: c.updateBy,
        on: formatDate(c.updateDate),
      }),
    ),
  ];

  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="booking-rent">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {words.join(' · ')}
      </Text>
      {mayChange && (
        <Button variant="light" leftSection={<IconCoin size={16} />} onClick={() => setChanging(true)}>
          {t('bookings.changeRent')}
        </Button>
      )}
      {changing && <ChangeRentDialog booking={booking} onClose={() => setChanging(false)} />}
    </Group>
  );
}
