import { phoneText } from '@kamar/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadValue } from '../../../components/form/read-value';
import type { FieldBinding } from '../../../components/form/use-record-form';
import { useBookingTenants } from '../api/get-booking-tenants';

interface TenantSelectProps extends FieldBinding<string> {
  /** The booking's tenant when editing, so it shows even when not among the matches. */
  current?: { tenantId: number; tenantName: string } | undefined;
}

const optionLabel = (t: { tenantName: string; phone?: string }) =>
  t.phone ? `${t.tenantName} (${phoneText(t.phone)})` : t.tenantName;

/** The searchable tenant dropdown: the server finds active tenants by name as the person types. */
export function TenantSelect({ value, onChange, current, readOnly, error }: TenantSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Once a tenant is chosen the box shows its label; that is not a search for it.
  const [chosenLabel, setChosenLabel] = useState('');
  const term = debounced === chosenLabel || debounced === current?.tenantName ? '' : debounced;
  const tenants = useBookingTenants(term.toUpperCase(), !readOnly);
  if (readOnly) return <ReadValue label={t('fields.tenant')} value={current?.tenantName} />;
  const options = (tenants.data?.listData ?? []).map((row) => ({
    value: String(row.tenantId),
    label: optionLabel(row),
  }));
  if (current && !options.some((o) => o.value === String(current.tenantId))) {
    options.unshift({ value: String(current.tenantId), label: current.tenantName });
  }

  return (
    <Select
      label={t('fields.tenant')}
      placeholder={t('bookings.tenantSearch')}
      withAsterisk
      searchable
      clearable
      error={error}
      data={options}
      value={value || null}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? '');
        onChange(next ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered; keep its matches as they are.
      filter={({ options: all }) => all}
      nothingFoundMessage={tenants.isFetching ? t('app.loading') : t('common.noOptions')}
      maxDropdownHeight={300}
    />
  );
}
