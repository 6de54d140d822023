import { enumValues, type UserRow, UserStatus } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { optionalNumber, useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { useUsers } from '../api/get-users';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useAdminGate } from './use-admin-gate';

const formPath = (userId: number | '', formType: 'Add' | 'Edit') =>
  `/setting/user/form?userId=${userId}&formType=${formType}`;

export function UserListPage() {
  const { t } = useTranslation();
  const gate = useAdminGate();
  const params = useListParams({ username: '', name: '', status: '' });
  const users = useUsers({
    username: params.filters.username,
    name: params.filters.name,
    status: optionalNumber(params.filters.status) as 1 | 2 | undefined,
    pageSize: params.pageSize,
    pageIndex: params.pageIndex,
    sortBy: 'A.Username',
    sortOrder: 'ASC',
  });
  const toggleStatus = useToggleUserStatus();
  const statusAction = useStatusActions<UserRow>({
    toggle: (row) => toggleStatus.mutateAsync({ userId: row.userId, status: row.status }),
    labels: { deactivate: t('users.disable'), activate: t('users.enable') },
  });

  if (!gate.allowed) return <Loading />;
  const statusLabel = (status: UserStatus) => t(`enums.userStatus.${status}`);

  return (
    <ListPage
      title={t('users.listTitle')}
      backTo="/setting"
      params={params}
      addTo={formPath('', 'Add')}
      filters={[
        { kind: 'text', name: 'username', label: t('users.username') },
        { kind: 'text', name: 'name', label: t('users.name') },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          allLabel: t('common.all'),
          options: enumValues(UserStatus).map((s) => ({ value: String(s), label: statusLabel(s) })),
        },
      ]}
      query={users}
      rowKey={(row) => row.userId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'username', header: t('users.username'), cell: (row) => row.username },
        { key: 'name', header: t('users.name'), cell: (row) => `${row.firstName} ${row.lastName}` },
        { key: 'admin', header: t('users.admin'), cell: (row) => t(row.isAdmin ? 'common.yes' : 'common.no') },
        {
          key: 'status',
          header: t('common.status'),
          cell: (row) => <StatusBadge status={row.status} label={statusLabel(row.status)} />,
        },
      ]}
      card={(row) => ({
        title: row.username,
        badge: <StatusBadge status={row.status} label={statusLabel(row.status)} />,
        fields: [
          { label: t('users.name'), value: `${row.firstName} ${row.lastName}` },
          { label: t('users.admin'), value: t(row.isAdmin ? 'common.yes' : 'common.no') },
        ],
      })}
      actions={(row) => [
        { key: 'edit', label: t('common.edit'), icon: <IconPencil size={16} />, to: formPath(row.userId, 'Edit') },
        statusAction(row),
      ]}
    />
  );
}
