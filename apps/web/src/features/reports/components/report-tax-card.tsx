import { formatRupiah, type TaxFigure, TaxpayerKind } from '@kamar/contract';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

type TaxLine = 'turnover' | 'taxableTurnover' | 'taxDue' | 'yearTurnover' | 'yearTaxDue' | 'exemptLeft';

/**
 * The month's final income tax (PP 55/2022) as a guide: the rule it follows named with its rate,
 * the turnover and what of it is taxed, the tax of the month and of the year so far, and for an
 * individual what is left of the year's exempt turnover.
 */
export function ReportTaxCard({ tax }: { tax: TaxFigure }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const figures: { key: TaxLine; value: number }[] = [
    { key: 'turnover', value: tax.turnover },
    { key: 'taxableTurnover', value: tax.taxableTurnover },
    { key: 'taxDue', value: tax.taxDue },
    { key: 'yearTurnover', value: tax.yearTurnover },
    { key: 'yearTaxDue', value: tax.yearTaxDue },
    ...(tax.taxpayerKind === TaxpayerKind.Individual ? [{ key: 'exemptLeft' as const, value: tax.exemptLeft }] : []),
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="tax-card">
      <Title order={2} size="h4">
        {t('reports.taxTitle')}
      </Title>
      <Text size="sm" mb="sm" data-testid="tax-rule">
        {t('reports.taxRule', {
          rate: formatBasisPoints(tax.rateBasisPoints, language),
          rule: tax.rule,
          taxpayer: t(`enums.taxpayerKind.${tax.taxpayerKind}`),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {figures.map((f) => (
          <div key={f.key}>
            <Text size="sm" c="dimmed">
              {t(`reports.${f.key}`)}
            </Text>
            <Text fw={700} data-testid={`tax-${f.key}`}>
              {formatRupiah(f.value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('reports.taxGuide')}
      </Text>
    </Paper>
  );
}
