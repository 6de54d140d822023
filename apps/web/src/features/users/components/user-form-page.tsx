import { messages, PERSON_NAME_MAX, USERNAME_MAX, ZUserCreateRequest, ZUserUpdateRequest } from '@kamar/contract';
import { Button, Checkbox, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { FormPage } from '../../../components/form/form-page';
import { RecordHeader } from '../../../components/form/record-header';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { StatusBadge } from '../../../components/status-badge';
import { translateMessage } from '../../../lib/i18n';
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useUpdateUser } from '../api/update-user';
import { useAdminGate } from './use-admin-gate';

interface UserFormValues {
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  isAdmin: boolean;
}

const LIST = '/setting/user';

/** Confirm Password is required with a password, and must match it (spec section 5). */
function confirmErrors(values: UserFormValues, passwordRequired: boolean): Record<string, string> {
  if (!values.confirmPassword) {
    return passwordRequired || values.password
      ? { confirmPassword: translateMessage(messages.confirmPasswordRequired) }
      : {};
  }
  return values.confirmPassword === values.password
    ? {}
    : { confirmPassword: translateMessage(messages.passwordMismatch) };
}

export function UserFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const gate = useAdminGate();
  const mode = useFormMode('userId');
  const user = useUser(mode.id);
  const create = useCreateUser();
  const update = useUpdateUser();
  const toggleStatus = useToggleUserStatus();

  const form = useForm<UserFormValues>({
    initialValues: { username: '', firstName: '', lastName: '', password: '', confirmPassword: '', isAdmin: false },
    validateInputOnChange: ['confirmPassword'],
    validate: (values) => {
      const { confirmPassword: _, ...fields } = values;
      const base = mode.isAdd
        ? schemaErrors(ZUserCreateRequest, { ...fields, email: '' })
        : schemaErrors(ZUserUpdateRequest, { ...fields, userId: mode.id });
      return { ...base, ...confirmErrors(values, mode.isAdd) };
    },
  });

  // Fill the form once per loaded record.
  useEffect(() => {
    if (!user.data) return;
    const { username, firstName, lastName, isAdmin } = user.data;
    form.setValues({ username, firstName, lastName, isAdmin, password: '', confirmPassword: '' });
    form.resetDirty();
  }, [user.data]);

  if (!gate.allowed || (mode.id !== null && user.isPending)) return <Loading />;

  const save = form.onSubmit((values) =>
    run({
      action: () => {
        const fields = {
          username: values.username,
          firstName: values.firstName,
          lastName: values.lastName,
          isAdmin: values.isAdmin,
        };
        return mode.isAdd
          ? create.mutateAsync({ ...fields, email: '', password: values.password })
          : update.mutateAsync({ ...fields, userId: mode.id ?? 0, password: values.password });
      },
      onSuccess: () => navigate(LIST),
    }),
  );

  const record = user.data;
  const active = record?.status === 1;
  const toggle = () =>
    record &&
    run({
      action: () => toggleStatus.mutateAsync({ userId: record.userId, status: record.status }),
      onSuccess: () => navigate(LIST),
    });

  return (
    <FormPage
      title={t('users.formTitle')}
      onSubmit={save}
      header={
        record && !mode.isAdd ? (
          <RecordHeader
            status={<StatusBadge status={record.status} label={t(`enums.userStatus.${record.status}`)} />}
            createDate={record.createDate}
            updateDate={record.updateDate}
            updateBy={record.updateBy}
          />
        ) : undefined
      }
      actions={
        <>
          {mode.isEdit && record && (
            <Button
              variant="light"
              color={active ? 'red' : 'teal'}
              leftSection={active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
              onClick={toggle}
            >
              {t(active ? 'users.disable' : 'users.enable')}
            </Button>
          )}
          {mode.editable && (
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('users.username')}
          maxLength={USERNAME_MAX}
          autoComplete="off"
          autoCapitalize="none"
          disabled={!mode.editable}
          withAsterisk
          {...form.getInputProps('username')}
        />
        <div />
        <TextInput
          label={t('users.firstName')}
          maxLength={PERSON_NAME_MAX}
          disabled={!mode.editable}
          withAsterisk
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('users.lastName')}
          maxLength={PERSON_NAME_MAX}
          disabled={!mode.editable}
          withAsterisk
          {...form.getInputProps('lastName')}
        />
        {mode.editable && (
          <>
            <PasswordInput
              label={t('users.password')}
              autoComplete="new-password"
              withAsterisk={mode.isAdd}
              description={mode.isAdd ? undefined : t('users.keepPasswordHint')}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('users.confirmPassword')}
              autoComplete="new-password"
              withAsterisk={mode.isAdd}
              description={mode.isAdd ? undefined : ' '}
              {...form.getInputProps('confirmPassword')}
            />
          </>
        )}
      </SimpleGrid>
      <Checkbox
        label={t('users.isAdmin')}
        disabled={!mode.editable}
        {...form.getInputProps('isAdmin', { type: 'checkbox' })}
      />
    </FormPage>
  );
}
