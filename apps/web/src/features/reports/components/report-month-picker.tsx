import { monthYearText } from '@kamar/contract';
import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { addMonths, isAfter, monthChoices, monthKey, parseMonth, type YearMonth } from './report-month';

/** The report's month: one tap on a phone (a native select), or a month back or on. */
export function ReportMonthPicker({
  value,
  today,
  onChange,
}: {
  value: YearMonth;
  today: string;
  onChange(month: YearMonth): void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const next = addMonths(value, 1);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t('reports.previousMonth')}
        onClick={() => onChange(addMonths(value, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <NativeSelect
        label={t('fields.month')}
        data-testid="report-month"
        value={monthKey(value)}
        onChange={(e) => onChange(parseMonth(e.currentTarget.value) ?? value)}
        data={monthChoices(today, value).map((m) => ({
          value: monthKey(m),
          label: monthYearText(language, m.month, m.year),
        }))}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t('reports.nextMonth')}
        disabled={isAfter(next, today)}
        onClick={() => onChange(next)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
