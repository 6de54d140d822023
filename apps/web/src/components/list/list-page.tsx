import { ActionIcon, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../feedback/loading';
import { useShowError } from '../feedback/use-action';
import { CardList, type CardSpec } from './card-list';
import { type Column, DataTable } from './data-table';
import { FilterBar, type FilterField } from './filter-bar';
import { Pager } from './pager';
import { type RowAction, RowActions } from './row-actions';
import type { FilterValues, ListParams } from './use-list-params';

export interface ListPageProps<Row, F extends FilterValues> {
  title: string;
  /** A back arrow to this path, beside the title (the setting screens). */
  backTo?: string;
  filters: FilterField[];
  params: ListParams<F>;
  addTo?: string;
  query: UseQueryResult<{ listData: Row[]; totalData: number }>;
  columns: Column<Row>[];
  rowKey(row: Row): string | number;
  card(row: Row): CardSpec;
  actions?(row: Row): RowAction[];
  /** Totals under the list (the money lists). */
  footer?: ReactNode;
}

/**
 * A list screen: title, filters, a table on wide screens or cards on phones, and the pager.
 * A screen declares what it shows; this decides how.
 */
export function ListPage<Row, F extends FilterValues>(props: ListPageProps<Row, F>) {
  const { t } = useTranslation();
  const { params, query } = props;
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const showError = useShowError();
  useEffect(() => {
    if (query.error) void showError(query.error);
  }, [query.error, showError]);

  const rows = query.data?.listData ?? [];
  const columns: Column<Row>[] = props.actions
    ? [
        ...props.columns,
        {
          key: 'action',
          header: t('common.action'),
          cell: (row) => <RowActions actions={props.actions?.(row) ?? []} variant="icons" />,
        },
      ]
    : props.columns;

  return (
    <Stack gap="md">
      <Group gap="xs">
        {props.backTo && (
          <ActionIcon component={Link} to={props.backTo} variant="subtle" aria-label={t('common.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <Title order={2}>{props.title}</Title>
        {/* Another page or filter is loading; the rows shown are the previous ones meanwhile. */}
        {query.isFetching && !query.isPending && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      <Paper withBorder p="md" radius="md">
        <FilterBar
          fields={props.filters}
          values={params.filters}
          onSearch={(values) => params.search(values as F)}
          {...(props.addTo ? { addTo: props.addTo } : {})}
        />
      </Paper>
      {query.isPending ? (
        <Loading />
      ) : phone ? (
        <CardList
          rows={rows}
          rowKey={props.rowKey}
          card={props.card}
          {...(props.actions ? { actions: props.actions } : {})}
        />
      ) : (
        <DataTable columns={columns} rows={rows} rowKey={props.rowKey} footer={props.footer} />
      )}
      {phone && props.footer}
      <Pager
        pageIndex={params.pageIndex}
        pageSize={params.pageSize}
        total={query.data?.totalData ?? 0}
        onPageIndex={params.setPageIndex}
        onPageSize={params.setPageSize}
      />
    </Stack>
  );
}
