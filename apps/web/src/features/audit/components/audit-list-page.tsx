import { type AuditEntry, auditActions, auditEntities, paths } from '@kamar/contract';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { AuditChanges } from '../../../components/audit/audit-changes';
import { choiceFilter, dateFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { formatDay } from '../../../lib/format';
import { useAuditEntries } from '../api/get-audit-entries';

const filters = {
  entity: choiceFilter(auditEntities),
  action: choiceFilter(auditActions),
  username: textFilter(),
  recordId: textFilter({ transform: 'digits' }),
  dateFrom: dateFilter(() => ''),
  dateTo: dateFilter(() => ''),
};

const when = (entry: AuditEntry) => formatDay(entry.auditDate, 'DD MMM YYYY HH:mm:ss');

/** /setting/audit: who changed what and when, newest first, with every change in words. */
export function AuditListPage() {
  const { t } = useTranslation();
  // The top bar's property: its records' entries (the business's own, such as users, under "all").
  const params = usePropertyListParams(filters);
  // The record id is typed as text; the call takes a number ('' for All).
  const request = { ...params.request, recordId: Number(params.filters.recordId) || ('' as const) };
  const entries = useAuditEntries(request);
  const { pageIndex: _, pageSize: __, cursor: ___, ...exportFilters } = request;
  const record = (entry: AuditEntry) => entry.recordText;
  const action = (entry: AuditEntry) => (
    <Badge variant="light" color={entry.action === 'signInFailed' ? 'red' : 'blue'}>
      {t(`enums.auditAction.${entry.action}`)}
    </Badge>
  );

  return (
    <ListPage
      title={t('audit.title')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.audit.export}
      exportFilters={exportFilters}
      filters={{
        entity: { label: t('fields.entity'), option: (v) => t(`enums.auditEntity.${v}`) },
        action: { label: t('fields.action'), option: (v) => t(`enums.auditAction.${v}`) },
        username: { label: t('fields.username') },
        recordId: { label: t('fields.recordId') },
        dateFrom: { label: t('fields.dateFrom') },
        dateTo: { label: t('fields.dateTo') },
      }}
      query={entries}
      rowKey={(entry) => entry.auditId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (entry) => entry.rowNumber },
        { key: 'date', header: t('audit.date'), cell: when },
        { key: 'user', header: t('fields.user'), cell: (entry) => entry.username },
        { key: 'address', header: t('audit.address'), cell: (entry) => entry.address || '-' },
        { key: 'record', header: t('fields.entity'), cell: record },
        { key: 'action', header: t('fields.action'), cell: action },
        { key: 'changes', header: t('fields.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
      ]}
      card={(entry) => ({
        title: record(entry),
        badge: action(entry),
        fields: [
          { label: t('audit.date'), value: when(entry) },
          { label: t('fields.user'), value: `${entry.username}${entry.address ? ` (${entry.address})` : ''}` },
          ...(entry.changeTexts.length > 0
            ? [{ label: t('fields.changes'), value: <AuditChanges entry={entry} /> }]
            : [{ label: t('fields.changes'), value: <Text size="sm">-</Text> }]),
        ],
      })}
    />
  );
}
