import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/dayjs-locales';
import { isNoSuchDay, parseTypedDate } from '../../lib/typed-date';

type DatePickerProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD, or "" for no date; the typed text itself while it is not a date (the form refuses it). */
  value: string;
  onChange(value: string): void;
  /** Spec: clearing some dates (check-in, expense date) resets them to this one, e.g. today. */
  clearResetsTo?: string;
};

const isDate = (value: string) => parseTypedDate(value) === value;

type Bound = DateInputProps['maxDate'];
const dayOf = (bound: Bound) => (bound ? (typeof bound === 'string' ? bound : bound.toISOString()).slice(0, 10) : '');
/** Whether a day (YYYY-MM-DD) falls before `min` or after `max`. */
const outside = (day: string, min: Bound, max: Bound) =>
  (min !== undefined && day < dayOf(min)) || (max !== undefined && day > dayOf(max));

/**
 * A date as people read it (DD MMMM YYYY, spec section 9), kept and sent as YYYY-MM-DD, typed the
 * way Indonesians write it (31/12/2026, 17 Agustus 1945). Text that is not a date stays as typed,
 * says so under the field and reaches the form as it is, which refuses it on Save: nothing typed
 * is ever erased or replaced by the last good date behind the person's back.
 */
export function DatePicker({
  value,
  onChange,
  clearResetsTo,
  error,
  onBlur,
  onKeyDown,
  minDate,
  maxDate,
  ...props
}: DatePickerProps) {
  const { t, i18n } = useTranslation();
  // While the typed text is not a date, the calendar keeps showing the last real one.
  const lastDate = useRef(isDate(value) ? value : '');
  if (isDate(value) || value === '') lastDate.current = value;
  const [typedWrong, setTypedWrong] = useState(false);
  // What is in the box as typed: a date is rewritten as people read it on leaving the box;
  // anything else stays exactly as typed.
  const [typed, setTyped] = useState('');
  const wrong = typedWrong && value !== '' && !isDate(value);
  /** Text that is not a date goes to the form as typed (which refuses it) and is said to be wrong. */
  const refuseTyped = (text: string) => {
    const typed = text.trim();
    if (typed === '' || parseTypedDate(typed) !== null) return false;
    setTypedWrong(true);
    onChange(typed);
    return true;
  };

  // The calendar names months and weekdays in the reader's language (dayjs's locale of it, with
  // the contract's month names: lib/dayjs-locales.ts).
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <DateInput
        {...props}
        value={lastDate.current || null}
        onChange={(next) => {
          setTypedWrong(false);
          onChange(next ? String(next).slice(0, 10) : (clearResetsTo ?? ''));
        }}
        dateParser={parseTypedDate}
        // The bounds grey out the calendar's days only: a typed date outside them reaches the form,
        // whose rule says why (a birth date in the future), instead of vanishing on leaving the box.
        getDayProps={(day) => ({ disabled: outside(String(day).slice(0, 10), minDate, maxDate) })}
        onInput={(event) => setTyped(event.currentTarget.value)}
        fixOnBlur={typed.trim() === '' || parseTypedDate(typed) !== null}
        onBlur={(event) => {
          refuseTyped(event.currentTarget.value);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          // Enter would send the form with the last real date while the box shows other text.
          if (event.key === 'Enter' && refuseTyped(event.currentTarget.value)) event.preventDefault();
          onKeyDown?.(event);
        }}
        error={wrong ? t(isNoSuchDay(value) ? 'form.dateNoSuchDay' : 'form.dateTyped') : error}
        valueFormat="DD MMMM YYYY"
        placeholder={props.placeholder ?? t('form.datePlaceholder')}
        clearable={props.clearable ?? true}
        clearButtonProps={{ 'aria-label': t('form.clearDate') }}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
