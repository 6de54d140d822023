import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatDay } from '../../lib/format';
import { ReadValue } from './read-value';
import type { FieldBinding, FieldLabel } from './use-record-form';

const DatePicker = lazy(() => import('./date-picker').then((m) => ({ default: m.DatePicker })));

type DateFieldProps = FieldLabel &
  FieldBinding<string> & { clearResetsTo?: string; clearable?: boolean /** YYYY-MM-DD */; maxDate?: string };

/** A date kept as YYYY-MM-DD, read as DD MMMM YYYY; the picker loads only when a form is filled in. */
export function DateField({ label, required, readOnly, ...props }: DateFieldProps) {
  if (readOnly) return <ReadValue label={label} value={props.value ? formatDay(props.value, 'DD MMMM YYYY') : ''} />;
  return (
    <Suspense fallback={<TextInput label={label} withAsterisk={required} disabled />}>
      <DatePicker {...props} label={label} withAsterisk={required} />
    </Suspense>
  );
}
