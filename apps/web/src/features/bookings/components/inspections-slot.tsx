import { type Booking, BookingStatus, InspectionKind, RecordStatus } from '@kamar/contract';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { inspectionsEn } from '../../../lib/i18n/inspections.en';
import { inspectionsId } from '../../../lib/i18n/inspections.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';
import { useStayInspections } from '../api/get-stay-inspections';

// The inspection screens' words (lib/i18n/inspections.*), with the booking screen rather than the first screen.
addScreenWords('inspections', { en: inspectionsEn, id: inspectionsId });

/**
 * The stay's room inspections: the check-in one (from booking to departure) and the check-out one
 * (once the tenant has arrived), each opened, or made, on the inspection screen; a completed one
 * says so.
 */
export function InspectionsSlot({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const live = booking.status === RecordStatus.Active && booking.bookingStatus !== BookingStatus.Cancelled;
  const made = useStayInspections(booking.bookingId, live);
  if (!live) return null;
  const arrived = booking.checkedInAt !== '';
  const kinds = [InspectionKind.CheckIn, ...(arrived ? [InspectionKind.CheckOut] : [])] as const;
  return (
    <Stack gap="xs" data-testid="stay-inspections">
      <Title order={4}>{t('inspections.stayTitle')}</Title>
      <Group gap="sm">
        {kinds.map((kind) => {
          const found = made.data?.listData.find((row) => row.inspectionKind === kind);
          return (
            <Button
              key={kind}
              component={Link}
              to={
                found
                  ? screens.inspection.to({ inspectionId: found.inspectionId })
                  : screens.inspection.to({ bookingId: booking.bookingId, kind })
              }
              variant={found?.completed ? 'light' : 'filled'}
              leftSection={<IconClipboardCheck size={18} aria-hidden />}
              rightSection={
                found?.completed ? (
                  <Badge size="sm" color="green">
                    {t('fields.completed')}
                  </Badge>
                ) : undefined
              }
            >
              {t(`enums.inspectionKind.${kind}`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
