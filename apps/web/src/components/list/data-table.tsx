import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowsInStages, VIRTUAL_FROM } from './use-rows-in-stages';
import { useWindowRows } from './use-window-rows';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  footer?: ReactNode;
}

function Cells<Row>({ columns, row }: { columns: Column<Row>[]; row: Row }) {
  return columns.map((c) => (
    <Table.Td key={c.key} ta={c.align}>
      {c.cell(row)}
    </Table.Td>
  ));
}

function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={span} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** Only the rows in view are drawn; the rest are one spacer above and one below. */
function VirtualBody<Row>({ columns, rows, rowKey }: Omit<DataTableProps<Row>, 'footer'>) {
  const { listRef, items, measureElement, paddingTop, paddingBottom } = useWindowRows<HTMLTableSectionElement>(
    rows.length,
    41,
  );
  return (
    <Table.Tbody ref={listRef}>
      <Spacer height={paddingTop} span={columns.length} />
      {items.map((item) => {
        const row = rows[item.index] as Row;
        return (
          <Table.Tr key={rowKey(row)} data-index={item.index} ref={measureElement}>
            <Cells columns={columns} row={row} />
          </Table.Tr>
        );
      })}
      <Spacer height={paddingBottom} span={columns.length} />
    </Table.Tbody>
  );
}

/** The desktop table of a list. */
export function DataTable<Row>({ columns, rows, rowKey, footer }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const shown = useRowsInStages(rows);
  let body: ReactNode;
  if (rows.length === 0) {
    body = (
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Text ta="center" c="dimmed" py="md">
              {t('list.noData')}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    );
  } else if (rows.length > VIRTUAL_FROM) {
    body = <VirtualBody columns={columns} rows={rows} rowKey={rowKey} />;
  } else {
    body = (
      <Table.Tbody>
        {shown.map((row) => (
          <Table.Tr key={rowKey(row)}>
            <Cells columns={columns} row={row} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-row-count={rows.length}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.align}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {body}
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
