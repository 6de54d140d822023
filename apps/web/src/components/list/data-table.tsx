import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  footer?: ReactNode;
}

/** The desktop table of a list. */
export function DataTable<Row>({ columns, rows, rowKey, footer }: DataTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.align}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" c="dimmed" py="md">
                  {t('list.noData')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align}>
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
              <Table.Td colSpan={columns.length}>{footer}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
