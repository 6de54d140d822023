import { enumValues, paths, type UserRow, UserStatus } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { useUsers } from '../api/get-users';
import { useToggleUserStatus } from '../api/toggle-user-status';

const filters = { username: textFilter(), name: textFilter(), status: choiceFilter(enumValues(UserStatus)) };

export function UserListPage() {
  const { t } = useTranslation();
  const params = useListParams(filters);
  const users = useUsers({ ...params.request, sortBy: 'A.Username', sortOrder: 'ASC' });
  const toggleStatus = useToggleUserStatus();
  const statusAction = useStatusActions<UserRow>({
    call: paths.user.delete,
    toggle: (row) => toggleStatus.mutateAsync({ userId: row.userId, status: row.status }),
    labels: { deactivate: t('users.disable'), activate: t('users.enable') },
  });
  const statusLabel = (status: UserStatus) => t(`enums.userStatus.${status}`);
  const badge = (row: UserRow) => <StatusBadge status={row.status} label={statusLabel(row.status)} />;
  const name = (row: UserRow) => `${row.firstName} ${row.lastName}`;
  const role = (row: UserRow) => t(`enums.role.${row.role}`);

  return (
    <ListPage
      title={t('users.listTitle')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.user.export}
      addTo={screens.userForm.to({ formType: 'Add' })}
      filters={{
        username: { label: t('fields.username') },
        name: { label: t('fields.name') },
        status: { label: t('fields.status'), option: statusLabel },
      }}
      query={users}
      rowKey={(row) => row.userId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'username', header: t('fields.username'), cell: (row) => row.username },
        { key: 'name', header: t('fields.name'), cell: name },
        { key: 'role', header: t('fields.role'), cell: role },
        { key: 'status', header: t('fields.status'), cell: badge },
      ]}
      card={(row) => ({
        title: row.username,
        badge: badge(row),
        fields: [
          { label: t('fields.name'), value: name(row) },
          { label: t('fields.role'), value: role(row) },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.userForm.to({ formType: 'Edit', id: row.userId }),
        },
        statusAction(row),
      ]}
    />
  );
}
