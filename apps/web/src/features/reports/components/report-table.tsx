import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReportColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** A figure: right-aligned, never wrapped. */
  figure?: boolean;
  /** Never wrapped either ("November 2026"): the table scrolls sideways instead. */
  nowrap?: boolean;
}

interface ReportTableProps<Row> {
  /** What the table holds, as a screen reader names it (the heading above it says it to the eye). */
  label: string;
  columns: ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** The totals, one cell per column. */
  footer?: ReactNode[];
  /** Wider than a phone: the table scrolls sideways inside its card, the screen does not. */
  minWidth?: number;
  testId?: string;
}

const figureStyle = { whiteSpace: 'nowrap' } as const;

/**
 * A table of the report's figures: the form every chart's figures also take (read by screen
 * readers, and what a phone reads first); an empty one says so in words.
 */
export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  footer,
  minWidth = 0,
  testId,
}: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const align = (c: ReportColumn<Row>) => (c.figure ? 'right' : undefined);
  return (
    // A table wider than a phone scrolls sideways in its box: the box is reachable by keyboard, named as its table.
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label} data-testid={testId} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={align(c)} style={c.figure ? figureStyle : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" size="sm" py="xs">
                  {t('reports.nothingThisMonth')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={align(c)}
                    style={c.figure || c.nowrap ? figureStyle : { overflowWrap: 'anywhere' }}
                  >
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr>
              {footer.map((cell, i) => {
                const column = columns[i];
                return (
                  <Table.Th key={column?.key ?? i} ta={column && align(column)} style={figureStyle}>
                    {cell}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
