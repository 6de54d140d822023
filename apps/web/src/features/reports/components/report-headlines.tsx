import type { MonthlyReport } from '@kamar/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { changeText, figureText, HEADLINES, type Headline } from './headline-figures';

const TONE_COLOR = { good: 'teal.8', bad: 'red.8' } as const;

/** A rate with nothing to measure says why under its dash. */
const noneWhy = { occupancyRate: 'reports.noRooms', collectionRate: 'reports.nothingBilled' } as const;

/** The month's headline figures, each with its change from the month before. */
export function ReportHeadlines({ report }: { report: MonthlyReport }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const card = (headline: Headline) => {
    const value = headline.of(report.figures);
    const why = value === null && headline.key in noneWhy ? noneWhy[headline.key as keyof typeof noneWhy] : null;
    const change = changeText(
      t,
      language,
      headline,
      value,
      headline.of(report.previous.figures),
      report.previous.month,
    );
    return (
      <Paper key={headline.key} withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {t(`reports.${headline.key}`)}
        </Text>
        <Text fz="xl" fw={700} data-testid={`figure-${headline.key}`} style={{ whiteSpace: 'nowrap' }}>
          {figureText(headline, value, language)}
        </Text>
        <Text
          size="xs"
          c={why || change.tone === null ? 'dimmed' : TONE_COLOR[change.tone]}
          data-testid={`change-${headline.key}`}
        >
          {why ? t(why) : change.text}
        </Text>
      </Paper>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="report-headlines">
      {HEADLINES.map(card)}
    </SimpleGrid>
  );
}
