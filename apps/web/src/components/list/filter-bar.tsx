import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { digitsOnly } from '../../lib/format';

// Only lists with a date filter load the date picker.
const DateField = lazy(() => import('../form/date-field').then((m) => ({ default: m.DateField })));

import type { FilterValues } from './use-list-params';

export type FilterField =
  | {
      kind: 'text';
      name: string;
      label: string;
      /** Spec section 5: name filters are upper-cased, phone filters keep digits only. */
      transform?: 'upper' | 'digits';
      inputMode?: 'text' | 'numeric';
    }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: { value: string; label: string }[];
      /** The label of the "no filter" choice, when there is one. */
      allLabel?: string;
    }
  | {
      /** A date (YYYY-MM-DD); `clearResetsTo` puts a default back when it is cleared. */
      kind: 'date';
      name: string;
      label: string;
      clearResetsTo?: string;
    };

interface FilterBarProps {
  fields: FilterField[];
  values: FilterValues;
  onSearch(values: FilterValues): void;
  /** Where Add leads; no Add button without it. */
  addTo?: string;
}

/** The filters above a list. Enter in any of them searches, like the Search button. */
export function FilterBar({ fields, values, onSearch, addTo }: FilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);

  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} aria-label={t('common.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {fields.map((field) =>
          field.kind === 'date' ? (
            <Suspense key={field.name}>
              <DateField
                label={field.label}
                value={draft[field.name] ?? ''}
                onChange={(value) => set(field.name, value)}
                {...(field.clearResetsTo !== undefined ? { clearResetsTo: field.clearResetsTo } : {})}
                w={{ base: '100%', xs: 190 }}
              />
            </Suspense>
          ) : field.kind === 'text' ? (
            <TextInput
              key={field.name}
              label={field.label}
              value={draft[field.name] ?? ''}
              inputMode={field.inputMode ?? (field.transform === 'digits' ? 'numeric' : 'text')}
              onChange={(e) => {
                const raw = e.currentTarget.value;
                set(
                  field.name,
                  field.transform === 'upper'
                    ? raw.toUpperCase()
                    : field.transform === 'digits'
                      ? digitsOnly(raw)
                      : raw,
                );
              }}
              w={{ base: '100%', xs: 200 }}
            />
          ) : (
            <NativeSelect
              key={field.name}
              label={field.label}
              value={draft[field.name] ?? ''}
              onChange={(e) => set(field.name, e.currentTarget.value)}
              data={[...(field.allLabel !== undefined ? [{ value: '', label: field.allLabel }] : []), ...field.options]}
              w={{ base: '100%', xs: 160 }}
            />
          ),
        )}
        <Group gap="sm">
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('common.search')}
          </Button>
          {addTo && (
            <Button component={Link} to={addTo} variant="light" leftSection={<IconPlus size={16} />}>
              {t('common.add')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
