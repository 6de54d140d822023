import type { ExportPath } from '@kamar/contract';
import { ActionIcon, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PHONE_SCREEN } from '../../lib/phone-screen';
import { mayCall, useRole } from '../../lib/use-role';
import { Loading } from '../feedback/loading';
import { useShowError } from '../feedback/use-action';
import { CardList, type CardSpec } from './card-list';
import type { Column, DataTableProps } from './data-table';
import { ExportButton } from './export-button';
import { FilterBar, type FilterField } from './filter-bar';
import type { ChoiceFilter, FilterSpecs } from './list-filters';
import { Pager } from './pager';
import { type RowAction, RowActions } from './row-actions';
import { cursorFor, filterTexts, type ListParams } from './use-list-params';

// Wide screens only: Mantine's Table brings its scroll container's ScrollArea and Floating UI
// (about 18 KB compressed, half of the list kit), and a phone draws cards. On a wide screen the
// preload script asks for it alongside the list kit (build/screen-preload.ts). Typed as the
// generic component it is (lazy() would fix Row to unknown).
const DataTable = lazy(() => import('./data-table').then((m) => ({ default: m.DataTable }))) as unknown as <Row>(
  props: DataTableProps<Row>,
) => ReactNode;

/** What the screen says about each filter: its label and, for a choice, each option's label. */
export type FilterLabels<F extends FilterSpecs> = {
  [K in keyof F]: F[K] extends ChoiceFilter<infer V> ? { label: string; option?(value: V): string } : { label: string };
};

export interface ListPageProps<Row, F extends FilterSpecs> {
  title: string;
  /** A back arrow to this path, beside the title (the setting screens). */
  backTo?: string;
  params: ListParams<F>;
  filters: FilterLabels<F>;
  addTo?: string;
  query: UseQueryResult<{ listData: Row[]; totalData: number; nextCursor?: string | null; prevCursor?: string | null }>;
  columns: Column<Row>[];
  rowKey(row: Row): string | number;
  card(row: Row): CardSpec;
  actions?(row: Row): RowAction[];
  /** Totals under the list (the money lists). */
  footer?: ReactNode;
  /** The list's export: Excel or CSV of the whole filtered set. */
  exportTo?: ExportPath;
  /** The export's filters when the list's request is not them as they are. */
  exportFilters?: Record<string, unknown>;
  /** A second file of the filtered set offered in the same menu (the bills' lines). */
  exportAlso?: { path: ExportPath; title: string };
  /** Beside the title: an action on the whole list (Remind all overdue). */
  headerAction?: ReactNode;
  /** Under the title: the screen's views of its records, each a list of its own (Online payments' Checkouts and To check). */
  views?: ReactNode;
  /** What the property column says of a row of no property (a charge type of every property); '-' unless said. */
  noProperty?: string;
}

/**
 * A list screen: title, filters, a table on wide screens or cards on phones, and the pager.
 * A screen declares what it shows; this decides how.
 */
export function ListPage<Row, F extends FilterSpecs>(props: ListPageProps<Row, F>) {
  const { t } = useTranslation();
  const { params, query } = props;
  const texts = useMemo(() => filterTexts(params.filters), [params.filters]);
  const fields = filterFields(params.specs, props.filters);
  const phone = useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false });
  const showError = useShowError();
  // An export is offered only to a role that may make it (personal data, the business's money).
  const role = useRole();
  useEffect(() => {
    if (query.error) void showError(query.error);
  }, [query.error, showError]);

  // A page that has just arrived is drawn in stages (CardList and DataTable: the first screenful,
  // then the rest in a transition, use-rows-in-stages.ts); deferring the whole answer as well
  // measured no shorter main-thread tasks (docs/PERFORMANCE.md).
  const data = query.data;
  const waiting = data === undefined && query.isPending;
  const rows = data?.listData ?? [];
  // While another page is loading, the rows shown are not that page's: their cursors are not used.
  const cursorTo = (index: number) => cursorFor(query.isPlaceholderData ? undefined : data, params.pageIndex, index);
  // With several properties, a list of what belongs to one names each row's (after No).
  const several = params.property?.several ?? false;
  const propertyOf = (row: Row) => (row as { propertyName?: string | null }).propertyName || (props.noProperty ?? '-');
  const shownColumns: Column<Row>[] = several
    ? [
        ...props.columns.slice(0, 1),
        { key: 'property', header: t('fields.property'), cell: propertyOf },
        ...props.columns.slice(1),
      ]
    : props.columns;
  const card = (row: Row): CardSpec => {
    const spec = props.card(row);
    return several
      ? { ...spec, fields: [{ label: t('fields.property'), value: propertyOf(row) }, ...spec.fields] }
      : spec;
  };
  const propertyId = params.property?.propertyId ?? 0;
  const exportFilters = props.exportFilters ?? (params.filters as Record<string, unknown>);
  const columns: Column<Row>[] = props.actions
    ? [
        ...shownColumns,
        {
          key: 'action',
          header: t('common.action'),
          cell: (row) => <RowActions actions={props.actions?.(row) ?? []} variant="icons" />,
        },
      ]
    : shownColumns;

  return (
    <Stack gap="md">
      <Group gap="xs">
        {props.backTo && (
          <ActionIcon component={Link} to={props.backTo} variant="subtle" aria-label={t('common.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {/* Another page or filter is loading; the rows shown are the previous ones meanwhile. */}
        {query.isFetching && !waiting && <Loader size="xs" aria-label={t('app.loading')} />}
        {props.headerAction && <Group ml="auto">{props.headerAction}</Group>}
        {props.exportTo && mayCall(role, props.exportTo) && (
          <Group ml={props.headerAction ? undefined : 'auto'}>
            <ExportButton
              path={props.exportTo}
              filters={propertyId ? { ...exportFilters, propertyId } : exportFilters}
              title={props.title}
              {...(props.exportAlso && mayCall(role, props.exportAlso.path) ? { also: props.exportAlso } : {})}
            />
          </Group>
        )}
      </Group>
      {props.views}
      <Paper withBorder p="md" radius="md">
        <FilterBar
          fields={fields}
          values={texts}
          onSearch={(texts) => {
            // The same filters again still mean "show me the list as it is now".
            if (!params.search(texts)) void query.refetch();
          }}
          {...(props.addTo ? { addTo: props.addTo } : {})}
        />
      </Paper>
      {waiting ? (
        <Loading />
      ) : phone ? (
        <CardList
          rows={rows}
          rowKey={props.rowKey}
          card={card}
          {...(props.actions ? { actions: props.actions } : {})}
        />
      ) : (
        <Suspense fallback={<Loading />}>
          <DataTable columns={columns} rows={rows} rowKey={props.rowKey} footer={props.footer} />
        </Suspense>
      )}
      {phone && !waiting && props.footer}
      {/* Not before the first page is in: it would be pushed down the screen when the rows arrive. */}
      {!waiting && (
        <Pager
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          total={data?.totalData ?? 0}
          onPageIndex={(index) => params.setPageIndex(index, cursorTo(index))}
          onPageSize={params.setPageSize}
        />
      )}
    </Stack>
  );
}

function filterFields<F extends FilterSpecs>(specs: F, labels: FilterLabels<F>): FilterField[] {
  return Object.entries(specs).map(([name, spec]) => {
    const { label, option } = labels[name] as { label: string; option?(value: number | string): string };
    if (spec.kind !== 'choice') return { name, label, spec };
    const options = spec.values().map((value) => ({ value: String(value), label: option?.(value) ?? String(value) }));
    return { name, label, spec, options };
  });
}
