import {
  DepositStatus,
  type Inspection,
  type InspectionItem,
  InspectionKind,
  type InspectionUpdateRequest,
  type ItemCondition,
} from '@kamar/contract';
import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { formatDay, formatMoney } from '../../../lib/format';
import { useMay } from '../../../lib/use-role';
import { useCreateInspection } from '../api/create-inspection';
import { useDeleteInspectionPhoto } from '../api/delete-inspection-photo';
import { useInspection } from '../api/get-inspection';
import { useUpdateInspection } from '../api/update-inspection';
import { DeductDialog } from './deduct-dialog';
import { InspectionItemCard } from './inspection-item-card';
import './inspection-words';

type ItemChange = NonNullable<InspectionUpdateRequest['items']>[number];

/**
 * /inspection: a stay's check-in or check-out inspection on a phone. Opened by its id, or by the
 * stay and kind (made there, or the one the stay has, then its address replaces this one). Each
 * tap saves at once, one change after another, each sending the version the last answer gave.
 */
export function InspectionPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const showError = useShowError();
  const create = useCreateInspection();
  const inspectionId = Number(query.get('inspectionId')) || null;
  const bookingId = Number(query.get('bookingId')) || 0;
  const kind = Number(query.get('kind')) === InspectionKind.CheckOut ? InspectionKind.CheckOut : InspectionKind.CheckIn;
  const asked = useRef(false);
  useEffect(() => {
    if (inspectionId !== null || !bookingId || asked.current) return;
    asked.current = true;
    create
      .mutateAsync({ bookingId, inspectionKind: kind })
      .then((made) => navigate(screens.inspection.to({ inspectionId: made.inspectionId }), { replace: true }))
      .catch((error) => void showError(error));
  }, [inspectionId, bookingId, kind, create, navigate, showError]);
  const inspection = useInspection(inspectionId);
  useEffect(() => {
    if (inspection.error) void showError(inspection.error);
  }, [inspection.error, showError]);
  if (!inspection.data) {
    return inspectionId === null && create.isPending ? <Text>{t('inspections.opening')}</Text> : <Loading />;
  }
  return <InspectionSheet inspection={inspection.data} />;
}

function InspectionSheet({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const run = useAction();
  const update = useUpdateInspection();
  const removePhoto = useDeleteInspectionPhoto();
  const mayReturnDeposits = useMay('deposits.return');
  const [deducting, setDeducting] = useState<InspectionItem | null>(null);
  // Changes go one after another, each with the version the last answer carried.
  const latest = useRef(inspection);
  latest.current = inspection;
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const save = (items: ItemChange[], completed = false) => {
    const next = chain.current.then(() =>
      update
        .mutateAsync({
          inspectionId: inspection.inspectionId,
          items,
          completed,
          rowVersion: latest.current.rowVersion,
        })
        .then((saved) => {
          latest.current = saved;
          return saved;
        }),
    );
    chain.current = next.catch(() => undefined);
    return next;
  };
  const change = (items: ItemChange[]) => void save(items).catch((error) => void showError(error));

  const open = !inspection.completed;
  const checkOut = inspection.inspectionKind === InspectionKind.CheckOut;
  const deposit = inspection.deposit;
  const mayDeduct = mayReturnDeposits && deposit !== null && deposit.depositStatus === DepositStatus.OnHold;
  const unchecked = inspection.items.filter((i) => i.condition === null);
  return (
    <Stack gap="md" maw={640} mx="auto" pb="xl">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t('inspections.title', {
            kind: t(`enums.inspectionKind.${inspection.inspectionKind}`),
            room: inspection.roomNumber,
          })}
        </Title>
        <Anchor component={Link} to={screens.bookingForm.to({ formType: 'View', id: inspection.bookingId })}>
          {t('inspections.tenant', { name: inspection.tenantName })}
        </Anchor>
        <Text size="sm" c="dimmed" data-testid="inspection-state">
          {open
            ? t('inspections.open')
            : t('inspections.completedOn', {
                date: formatDay(inspection.completedDate, 'DD MMM YYYY HH:mm'),
                user: inspection.completedBy,
              })}
        </Text>
      </Stack>
      {checkOut && (
        <Alert color={inspection.changes.length > 0 ? 'red' : 'green'} data-testid="inspection-changes">
          {inspection.changes.length > 0 ? (
            <>
              <Text fw={600}>{t('inspections.changesTitle')}</Text>
              <List size="sm">
                {inspection.changes.map((c) => (
                  <List.Item key={c.inspectionItemId}>
                    {c.itemName}: {t(`enums.itemCondition.${c.condition}`)}
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            t('inspections.noChanges')
          )}
        </Alert>
      )}
      {checkOut && deposit && (
        <Text size="sm" data-testid="inspection-deposit">
          {deposit.depositStatus === DepositStatus.OnHold
            ? t('inspections.deposit', { held: formatMoney(deposit.held), amount: formatMoney(deposit.amount) })
            : t('inspections.depositSettled')}
        </Text>
      )}
      {open && unchecked.length > 0 && (
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden />}
          onClick={() => change(unchecked.map((i) => ({ inspectionItemId: i.inspectionItemId, condition: 1 })))}
        >
          {t('inspections.markRestGood')}
        </Button>
      )}
      {inspection.items.map((item) => (
        <InspectionItemCard
          key={item.inspectionItemId}
          item={item}
          kind={inspection.inspectionKind}
          open={open}
          mayDeduct={mayDeduct}
          onCondition={(condition: ItemCondition) => change([{ inspectionItemId: item.inspectionItemId, condition }])}
          onNote={(note) => change([{ inspectionItemId: item.inspectionItemId, note }])}
          onRemovePhoto={(photoId) =>
            void run({
              confirm: { text: t('inspections.confirmRemovePhoto', { item: item.itemName }), warning: true },
              action: () => removePhoto.mutateAsync(photoId),
              successText: t('inspections.saved'),
            })
          }
          onDeduct={() => setDeducting(item)}
        />
      ))}
      {open && (
        <Button
          size="lg"
          leftSection={<IconLock size={20} aria-hidden />}
          onClick={() =>
            void run({
              confirm: { text: t('inspections.confirmComplete'), warning: true },
              action: () => save([], true),
            })
          }
        >
          {t('inspections.complete')}
        </Button>
      )}
      {deducting && (
        <DeductDialog
          inspectionItemId={deducting.inspectionItemId}
          item={deducting.itemName}
          note={deducting.note}
          onClose={() => setDeducting(null)}
        />
      )}
    </Stack>
  );
}
