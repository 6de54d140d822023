import { Badge, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconPlus, IconSearch } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { digitsOnly } from '../../lib/format';
import { PHONE_SCREEN } from '../../lib/phone-screen';
import { parseTypedDate } from '../../lib/typed-date';
import type { FilterSpec } from './list-filters';

// Only lists with a date filter load the date picker.
const DatePicker = lazy(() => import('../form/date-picker').then((m) => ({ default: m.DatePicker })));

/** A filter as the bar shows it: its declaration, its label and, for a choice, its options. */
export interface FilterField {
  name: string;
  label: string;
  spec: FilterSpec;
  options?: { value: string; label: string }[];
}

interface FilterBarProps {
  fields: FilterField[];
  /** The filters' texts (a choice's "" is All). */
  values: Record<string, string>;
  onSearch(values: Record<string, string>): void;
  /** Where Add leads; no Add button without it. */
  addTo?: string;
}

function cleanText(transform: 'upper' | 'digits' | undefined, text: string) {
  return transform === 'upper' ? text.toUpperCase() : transform === 'digits' ? digitsOnly(text) : text;
}

/**
 * The filters above a list. Enter in any of them searches, like the Search button. On a phone the
 * list's first text filter (the name people search by) stays, and the others fold behind a Filter
 * button that says how many of them are set: seven fields filled a phone's first screen.
 */
export function FilterBar({ fields, values, onSearch, addTo }: FilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const phone = useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false });
  const [unfolded, setUnfolded] = useState(false);
  const kept = fields.find((f) => f.spec.kind === 'text');
  const folded = phone ? fields.filter((f) => f !== kept) : [];
  const setCount = folded.filter((f) => (values[f.name] ?? '') !== '').length;
  const shown = phone && !unfolded ? fields.filter((f) => f === kept) : fields;

  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A date typed wrong stays in its box with its message; searching with another date would mislead.
    if (fields.some((f) => f.spec.kind === 'date' && draft[f.name] && !parseTypedDate(draft[f.name] ?? ''))) {
      setUnfolded(true);
      return;
    }
    onSearch(draft);
    setUnfolded(false); // the list is what the person came for
  };

  const field = ({ name, label, spec, options }: FilterField) =>
    spec.kind === 'date' ? (
      <Suspense key={name}>
        <DatePicker
          label={label}
          value={draft[name] ?? ''}
          onChange={(value) => set(name, value)}
          w={{ base: '100%', xs: 190 }}
        />
      </Suspense>
    ) : spec.kind === 'text' ? (
      <TextInput
        key={name}
        label={label}
        value={draft[name] ?? ''}
        inputMode={spec.transform === 'digits' ? 'numeric' : 'text'}
        onChange={(e) => set(name, cleanText(spec.transform, e.currentTarget.value))}
        w={{ base: '100%', xs: 200 }}
      />
    ) : (
      <NativeSelect
        key={name}
        label={label}
        value={draft[name] ?? ''}
        onChange={(e) => set(name, e.currentTarget.value)}
        data={[{ value: '', label: t('common.all') }, ...(options ?? [])]}
        w={{ base: '100%', xs: 160 }}
      />
    );

  return (
    <form onSubmit={submit} aria-label={t('common.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {shown.map(field)}
        <Group gap="sm">
          {folded.length > 0 && (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
              rightSection={
                setCount > 0 && (
                  <Badge size="sm" circle aria-hidden>
                    {setCount}
                  </Badge>
                )
              }
              aria-expanded={unfolded}
              aria-label={setCount > 0 ? t('list.filterSet', { count: setCount }) : t('list.filter')}
              onClick={() => setUnfolded((u) => !u)}
              data-testid="filter-toggle"
            >
              {t('list.filter')}
            </Button>
          )}
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
