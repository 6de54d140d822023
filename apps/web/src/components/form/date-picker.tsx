import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/id';
import { useTranslation } from 'react-i18next';

type DatePickerProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> & {
  /** YYYY-MM-DD, or "" for no date. */
  value: string;
  onChange(value: string): void;
  /** Spec: clearing some dates (check-in, expense date) resets them to this one, e.g. today. */
  clearResetsTo?: string;
};

/**
 * A date as people read it (DD MMMM YYYY, spec section 9), kept and sent as YYYY-MM-DD; the
 * picker's month and weekday names are in the reader's language (dayjs's locale of it).
 */
export function DatePicker({ value, onChange, clearResetsTo, ...props }: DatePickerProps) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <DateInput
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : (clearResetsTo ?? ''))}
        valueFormat="DD MMMM YYYY"
        clearable={props.clearable ?? true}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
