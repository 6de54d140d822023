import './repair-words';
import {
  enumValues,
  isOpenRequest,
  MAINTENANCE_DESCRIPTION_MAX,
  MAINTENANCE_NOTE_MAX,
  MaintenancePriority,
  type MaintenanceRequest,
  MaintenanceRequestStatus,
  roleMay,
  ZMaintenanceRequestCreateRequest,
  ZMaintenanceRequestUpdateRequest,
} from '@kamar/contract';
import { Alert, Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle, IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpen, screens } from '../../../app/paths';
import { useAction } from '../../../components/feedback/use-action';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { ReadValue } from '../../../components/form/read-value';
import { TextAreaField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { formatDay } from '../../../lib/format';
import { useRole } from '../../../lib/use-role';
import { maintenanceRequestQueryOptions } from '../api/get-maintenance-request';
import { useRepairCategoryOptions, useRepairEmployeeOptions, useRepairRoomOptions } from '../api/get-repair-options';
import { useCreateMaintenanceRequest, useUpdateMaintenanceRequest } from '../api/save-maintenance-request';
import { useUploadMaintenancePhoto } from '../api/upload-maintenance-photo';
import { RepairPhotos } from './repair-photos';
import { RepairStatusBadge } from './repair-status-badge';

const emptyRepair = () => ({
  maintenanceRequestId: 0,
  roomNumberId: '',
  description: '',
  priority: String(MaintenancePriority.Normal),
  outOfService: false,
  assignedEmployeeId: '',
  requestStatus: String(MaintenanceRequestStatus.Open),
  cost: '' as number | '',
  resolutionNote: '',
  recordExpense: false,
  expenseCategoryId: '',
});
type RepairValues = ReturnType<typeof emptyRepair>;

const valuesOf = (r: MaintenanceRequest): RepairValues => ({
  maintenanceRequestId: r.maintenanceRequestId,
  roomNumberId: String(r.roomNumberId),
  description: r.description,
  priority: String(r.priority),
  outOfService: r.outOfService,
  assignedEmployeeId: r.assignedEmployeeId === null ? '' : String(r.assignedEmployeeId),
  requestStatus: String(r.requestStatus),
  cost: r.cost ?? '',
  resolutionNote: r.resolutionNote,
  recordExpense: false,
  expenseCategoryId: '',
});

const idOrNull = (text: string) => (text ? Number(text) : null);

/** The form as Create or Update sends it; the contract's schema checks it. */
const toRequest = (v: RepairValues, mode: { isAdd: boolean }) =>
  mode.isAdd
    ? {
        roomNumberId: idOrNull(v.roomNumberId) ?? undefined,
        description: v.description,
        priority: Number(v.priority),
        outOfService: v.outOfService,
        assignedEmployeeId: idOrNull(v.assignedEmployeeId),
      }
    : {
        maintenanceRequestId: v.maintenanceRequestId,
        description: v.description,
        priority: Number(v.priority),
        requestStatus: Number(v.requestStatus),
        assignedEmployeeId: idOrNull(v.assignedEmployeeId),
        cost: v.cost === '' ? null : v.cost,
        outOfService: v.outOfService,
        resolutionNote: v.resolutionNote,
        recordExpense: v.recordExpense,
        expenseCategoryId: v.recordExpense ? idOrNull(v.expenseCategoryId) : null,
      };

/**
 * /repair/form: a repair request. Add: the room, what is wrong, how urgent, photos from the phone's
 * camera, out of service. View/Edit: its status, the employee on it, its cost (recorded as an
 * expense in the same save), what was done, more photos. A closed request keeps what it was closed
 * with; only its cost, expense and note still change (the server's rule: README of the module).
 */
export function MaintenanceRequestFormPage() {
  const { t } = useTranslation();
  const role = useRole();
  const create = useCreateMaintenanceRequest();
  const update = useUpdateMaintenanceRequest();
  const upload = useUploadMaintenancePhoto();
  const run = useAction();
  const [pending, setPending] = useState<File[]>([]);
  const money = roleMay(role, 'expenses.manage');
  const kit = useRecordForm({
    screen: screens.maintenanceRequestForm,
    backTo: () => screens.maintenanceRequests.to(),
    record: maintenanceRequestQueryOptions,
    initialValues: emptyRepair(),
    valuesOf,
    toRequest,
    schema: (mode) => (mode.isAdd ? ZMaintenanceRequestCreateRequest : ZMaintenanceRequestUpdateRequest),
    save: async (input, id) => {
      if (id === null) {
        const saved = await create.mutateAsync(input as Parameters<typeof create.mutateAsync>[0], pending);
        setPending([]);
        return saved;
      }
      return update.mutateAsync(input as Parameters<typeof update.mutateAsync>[0]);
    },
  });
  const { field, record, mode } = kit;
  const values = kit.form.values;
  const editing = !kit.readOnly;
  const rooms = useRepairRoomOptions(mode.isAdd);
  const employees = useRepairEmployeeOptions(editing && roleMay(role, 'employees.manage'));
  const categories = useRepairCategoryOptions(editing && money && values.recordExpense);

  const closedStatus = record ? !isOpenRequest(record.requestStatus) : false;
  const cancelled = record?.requestStatus === MaintenanceRequestStatus.Cancelled;
  // What a closed request keeps as it was closed.
  const frozen = { disabled: closedStatus };
  const roomOptions = (rooms.data?.listData ?? []).map((r) => ({
    value: r.roomId,
    label: `${r.roomNumber}${r.propertyName ? ` · ${r.propertyName}` : ''}`,
  }));
  const employeeOptions = (employees.data?.listData ?? [])
    .filter((e) => !record || e.propertyId === record.propertyId)
    .map((e) => ({ value: e.employeeId, label: e.employeeName }));
  if (record?.assignedEmployeeId && !employeeOptions.some((o) => o.value === record.assignedEmployeeId)) {
    employeeOptions.unshift({ value: record.assignedEmployeeId, label: record.assignedEmployeeName ?? '' });
  }
  const priorities = enumValues(MaintenancePriority).map((v) => ({
    value: v,
    label: t(`enums.maintenancePriority.${v}`),
  }));
  const statuses = enumValues(MaintenanceRequestStatus).map((v) => ({
    value: v,
    label: t(`enums.maintenanceRequestStatus.${v}`),
  }));
  const addPhoto = (file: File) => {
    if (!record) setPending((files) => [...files, file]);
    else
      void run({
        confirm: false,
        action: () => upload.mutateAsync({ maintenanceRequestId: record.maintenanceRequestId, photo: file }),
        successText: t('repairs.photoSent'),
      });
  };
  const expenseLink =
    record?.expenseId && mayOpen(screens.expenseForm, role)
      ? screens.expenseForm.to({ formType: 'View', id: record.expenseId })
      : undefined;

  return (
    <FormPage
      title={t('repairs.formTitle')}
      kit={kit}
      header={record && <RepairStatusBadge requestStatus={record.requestStatus} />}
    >
      {record && closedStatus && (
        <Alert variant="light" icon={<IconInfoCircle size={16} />}>
          {record.closedDate && `${t('repairs.closedOn', { date: formatDay(record.closedDate, 'DD MMM YYYY') })}. `}
          {cancelled ? t('repairs.cancelledHelp') : t('repairs.closedHelp')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {mode.isAdd ? (
          <ChoiceField label={t('fields.room')} required empty options={roomOptions} {...field('roomNumberId')} />
        ) : (
          record && (
            <ReadValue
              label={t('fields.room')}
              value={`${record.roomNumber} · ${record.propertyName}${record.tenantName ? ` · ${record.tenantName}` : ''}`}
            />
          )
        )}
        <ChoiceField label={t('fields.priority')} required options={priorities} {...field('priority', frozen)} />
        {!mode.isAdd && (
          <ChoiceField
            label={t('fields.requestStatus')}
            required
            description={t('repairs.statusHelp')}
            options={statuses}
            {...field('requestStatus', frozen)}
          />
        )}
        {record && (
          <ReadValue
            label={t('fields.reportedBy')}
            value={`${t(`enums.maintenanceReporter.${record.reportedBy}`)}: ${record.reporterName} · ${formatDay(record.createDate, 'DD MMM YYYY HH:mm')}`}
          />
        )}
        {roleMay(role, 'employees.manage') ? (
          <ChoiceField
            label={t('fields.assignedEmployee')}
            empty={t('repairs.noEmployee')}
            options={employeeOptions}
            {...field('assignedEmployeeId', frozen)}
          />
        ) : (
          record && (
            <ReadValue
              label={t('fields.assignedEmployee')}
              value={record.assignedEmployeeName ?? t('repairs.noEmployee')}
            />
          )
        )}
      </SimpleGrid>
      <TextAreaField
        label={t('repairs.description')}
        required
        maxLength={MAINTENANCE_DESCRIPTION_MAX}
        {...field('description', frozen)}
      />
      <CheckboxField label={t('repairs.outOfService')} {...field('outOfService', frozen)} />
      {!mode.isAdd && (
        <TextAreaField
          label={t('repairs.resolutionNote')}
          maxLength={MAINTENANCE_NOTE_MAX}
          {...field('resolutionNote')}
        />
      )}
      {!mode.isAdd && (money || record?.cost !== null) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyField
            label={t('fields.cost')}
            {...field('cost', { disabled: !money || Boolean(record?.expenseId) || cancelled })}
          />
          {record?.expenseId ? (
            <Group gap="xs" data-testid="repair-expense">
              <IconReceipt2 size={16} />
              <Text size="sm">{t('repairs.expenseRecorded')}</Text>
              {expenseLink && (
                <Anchor component={Link} to={expenseLink} size="sm">
                  {t('repairs.openExpense')}
                </Anchor>
              )}
            </Group>
          ) : (
            money &&
            !cancelled &&
            editing && (
              <CheckboxField
                label={t('repairs.recordExpense')}
                description={t('repairs.recordExpenseHelp')}
                {...field('recordExpense')}
              />
            )
          )}
          {money && editing && values.recordExpense && !record?.expenseId && (
            <ChoiceField
              label={t('repairs.expenseCategory')}
              required
              empty
              options={(categories.data?.listData ?? []).map((c) => ({
                value: c.expenseCategoryId,
                label: c.expenseCategoryName,
              }))}
              {...field('expenseCategoryId')}
            />
          )}
        </SimpleGrid>
      )}
      <RepairPhotos
        room={record?.roomNumber ?? ''}
        stored={record?.photos ?? []}
        pending={pending}
        onAdd={editing || record ? addPhoto : undefined}
        busy={upload.isPending}
      />
    </FormPage>
  );
}
