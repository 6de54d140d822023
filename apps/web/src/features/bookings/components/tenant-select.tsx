import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingTenants } from '../api/get-booking-tenants';

interface TenantSelectProps {
  value: string;
  onChange(value: string): void;
  /** The booking's tenant when editing, so it shows even when not among the matches. */
  current?: { tenantId: number; tenantName: string } | undefined;
  disabled?: boolean;
  error?: ReactNode;
}

const optionLabel = (t: { tenantName: string; phone?: string }) =>
  t.phone ? `${t.tenantName} (${t.phone})` : t.tenantName;

/** The searchable tenant dropdown: the server finds active tenants by name as the person types. */
export function TenantSelect({ value, onChange, current, disabled, error }: TenantSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Once a tenant is chosen the box shows its label; that is not a search for it.
  const [chosenLabel, setChosenLabel] = useState('');
  const term = debounced === chosenLabel || debounced === current?.tenantName ? '' : debounced;
  const tenants = useBookingTenants(term.toUpperCase());
  const options = (tenants.data?.listData ?? []).map((row) => ({
    value: String(row.tenantId),
    label: optionLabel(row),
  }));
  if (current && !options.some((o) => o.value === String(current.tenantId))) {
    options.unshift({ value: String(current.tenantId), label: current.tenantName });
  }

  return (
    <Select
      label={t('bookings.tenant')}
      placeholder={t('bookings.tenantSearch')}
      withAsterisk
      searchable
      clearable
      disabled={disabled}
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
