import { BillStatus, type MeterReadingRow, paths } from '@kamar/contract';
import { ActionIcon } from '@mantine/core';
import { IconCamera, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { useAction } from '../../../components/feedback/use-action';
import { choiceFilter, dateFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { useCurrentProperty } from '../../../lib/current-property';
import { formatDate, formatMoney } from '../../../lib/format';
import { useDeleteMeterReading } from '../api/delete-meter-reading';
import { useMeterReadings } from '../api/get-meter-readings';
import { useMeterTypes } from '../api/get-meter-types';

// Fetched when a reading is first corrected: its fields are the form kit's.
const EditReadingDialog = lazy(() => import('./edit-reading-dialog').then((m) => ({ default: m.EditReadingDialog })));
// Fetched when a photo is first opened: Mantine's Modal is not part of the list's first JavaScript.
const ReadingPhotoDialog = lazy(() => import('./meter-photo-dialog').then((m) => ({ default: m.ReadingPhotoDialog })));

/**
 * /meter-reading/list: the readings of the top bar's property, newest first, by meter type and
 * date. A reading is corrected or removed here (the latest of its meter, while its bill is unpaid:
 * the server says so otherwise); removing is for those who correct money. Any reading's meter photo
 * is opened, added or replaced here, a paid bill's too: a photo is evidence, not money.
 */
export function MeterReadingListPage() {
  const { t } = useTranslation();
  const types = useMeterTypes(useCurrentProperty().propertyId);
  const meterTypes = types.data ?? [];
  const typeIds = meterTypes.map((m) => m.chargeTypeId);
  // The type filter offers the property's meters: declared again once they are known.
  // (The ids decide, not the array, which is a new one on every answer.)
  const filters = useMemo(
    () => ({ chargeTypeId: choiceFilter(typeIds), readingFrom: dateFilter(() => ''), readingTo: dateFilter(() => '') }),
    [typeIds.join()],
  );
  const params = usePropertyListParams(filters);
  const readings = useMeterReadings(params.request);
  const remove = useDeleteMeterReading();
  const act = useAction();
  const [editing, setEditing] = useState<MeterReadingRow | null>(null);
  const [photoOf, setPhotoOf] = useState<MeterReadingRow | null>(null);

  const typeName = (id: number) => meterTypes.find((m) => m.chargeTypeId === id)?.chargeTypeName ?? String(id);
  const figure = (value: number | null, row: MeterReadingRow) => (value === null ? '-' : `${value} ${row.unitName}`);
  const usage = (row: MeterReadingRow) => figure(row.usage, row);
  const kind = (row: MeterReadingRow) => t(`enums.meterReadingKind.${row.readingKind}`);
  const bill = (row: MeterReadingRow) => (row.billStatus === null ? '-' : t(`enums.billStatus.${row.billStatus}`));
  const title = (row: MeterReadingRow) =>
    `${t('meterReadings.room', { room: row.roomNumber })} · ${row.chargeTypeName}`;
  const photo = (row: MeterReadingRow) =>
    row.photoURL ? (
      <ActionIcon
        variant="subtle"
        onClick={() => setPhotoOf(row)}
        aria-label={t('meterReadings.photoOf', { room: row.roomNumber })}
      >
        <IconPhoto size={18} />
      </ActionIcon>
    ) : (
      '-'
    );

  return (
    <>
      <ListPage
        title={t('meterReadings.listTitle')}
        backTo={screens.meterRound.to()}
        params={params}
        filters={{
          chargeTypeId: { label: t('fields.chargeType'), option: typeName },
          readingFrom: { label: t('fields.readingFrom') },
          readingTo: { label: t('fields.readingTo') },
        }}
        query={readings}
        rowKey={(row) => row.meterReadingId}
        columns={[
          { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
          { key: 'date', header: t('fields.readingDate'), cell: (row) => formatDate(row.readingDate) },
          { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
          { key: 'type', header: t('fields.chargeType'), cell: (row) => row.chargeTypeName },
          { key: 'kind', header: t('fields.readingKind'), cell: kind },
          { key: 'previous', header: t('fields.previousReading'), cell: (row) => figure(row.previousReading, row) },
          { key: 'reading', header: t('fields.reading'), cell: (row) => figure(row.reading, row) },
          { key: 'usage', header: t('fields.usage'), cell: usage },
          { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
          { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName ?? t('meterReadings.empty') },
          { key: 'bill', header: t('fields.billStatus'), cell: bill },
          { key: 'photo', header: t('meterReadings.photo'), cell: photo },
        ]}
        card={(row) => ({
          title: title(row),
          fields: [
            { label: t('fields.readingDate'), value: formatDate(row.readingDate) },
            { label: t('fields.reading'), value: figure(row.reading, row) },
            { label: t('fields.usage'), value: usage(row) },
            { label: t('fields.amount'), value: formatMoney(row.amount) },
            { label: t('fields.tenant'), value: row.tenantName ?? t('meterReadings.empty') },
            { label: t('fields.readingKind'), value: kind(row) },
            { label: t('fields.billStatus'), value: bill(row) },
            { label: t('meterReadings.photo'), value: photo(row) },
          ],
        })}
        actions={(row) => [
          {
            key: 'photo',
            label: row.photoURL ? t('meterReadings.replacePhoto') : t('meterReadings.addPhoto'),
            icon: <IconCamera size={16} />,
            onClick: () => setPhotoOf(row),
            call: paths.meterReading.uploadPhoto,
          },
          // A reading on a paid bill stays as it is: a correction is then a new reading.
          ...(row.billStatus === BillStatus.Paid
            ? []
            : [
                {
                  key: 'edit',
                  label: t('common.edit'),
                  icon: <IconPencil size={16} />,
                  onClick: () => setEditing(row),
                  call: paths.meterReading.update,
                },
                {
                  key: 'delete',
                  label: t('common.delete'),
                  icon: <IconTrash size={16} />,
                  color: 'red.8',
                  call: paths.meterReading.delete,
                  onClick: () =>
                    void act({
                      confirm: { text: t('meterReadings.deleteConfirm', { room: row.roomNumber }), warning: true },
                      action: () => remove.mutateAsync({ meterReadingId: row.meterReadingId }),
                    }),
                },
              ]),
        ]}
      />
      {editing && (
        <Suspense>
          <EditReadingDialog row={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {photoOf && (
        <Suspense>
          <ReadingPhotoDialog row={photoOf} onClose={() => setPhotoOf(null)} />
        </Suspense>
      )}
    </>
  );
}
