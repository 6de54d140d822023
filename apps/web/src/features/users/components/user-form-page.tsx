import {
  PERSON_NAME_MAX,
  ROLES,
  Role,
  refusal,
  USERNAME_MAX,
  type UserDetail,
  ZUserCreateRequest,
  ZUserUpdateRequest,
} from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { ChoicesField } from '../../../components/form/choices-field';
import type { FormMode } from '../../../components/form/form-mode';
import { FormPage } from '../../../components/form/form-page';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCurrentProperty } from '../../../lib/current-property';
import { useCreateUser } from '../api/create-user';
import { userQueryOptions } from '../api/get-user';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useUpdateUser } from '../api/update-user';

/** The words under the role picker: what the chosen role may do. */
const ROLE_HINTS = { [Role.Owner]: 'owner', [Role.Manager]: 'manager', [Role.FrontDesk]: 'frontDesk' } as const;

/** A new user is Front desk until the Owner picks more (contract permissions.ts). */
const empty = {
  username: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  role: String(Role.FrontDesk),
  propertyIds: [] as string[],
};
type UserFormValues = typeof empty;

const valuesOf = ({ username, firstName, lastName, role, propertyIds }: UserDetail): UserFormValues => ({
  ...empty,
  username,
  firstName,
  lastName,
  role: String(role),
  propertyIds: propertyIds.map(String),
});

/** On edit, an empty password keeps the current one (DESIGN.md section 5). */
const schema = (mode: FormMode) => (mode.isAdd ? ZUserCreateRequest : ZUserUpdateRequest.omit({ userId: true }));
/**
 * No properties ticked: the server's default (Create) or the ones kept (Update); one property: never
 * shown. An Owner sees every property, so an Owner's are not asked.
 */
const toRequest = ({ confirmPassword: _, role, propertyIds, ...fields }: UserFormValues) => ({
  ...fields,
  role: Number(role),
  email: '',
  propertyIds: propertyIds.length && Number(role) !== Role.Owner ? propertyIds.map(Number) : undefined,
});

/** Confirm Password is required with a password, and must match it (spec section 5). */
function confirmRule(values: UserFormValues, mode: FormMode) {
  if (!values.confirmPassword) {
    const needed = mode.isAdd || values.password !== '';
    return { confirmPassword: needed ? refusal('user.confirmPasswordRequired') : undefined };
  }
  const mismatch = values.confirmPassword !== values.password;
  return { confirmPassword: mismatch ? refusal('user.passwordMismatch') : undefined };
}

export function UserFormPage() {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const toggle = useToggleUserStatus();
  const { properties, several, propertyId } = useCurrentProperty();
  const kit = useRecordForm({
    screen: screens.userForm,
    backTo: () => screens.users.to(),
    record: userQueryOptions,
    initialValues: { ...empty, propertyIds: propertyId ? [String(propertyId)] : [] },
    valuesOf,
    toRequest,
    schema,
    // With several properties a Manager or Front desk user works in at least one of them.
    rules: (values, mode) => ({
      ...confirmRule(values, mode),
      propertyIds:
        several && Number(values.role) !== Role.Owner && !values.propertyIds.length
          ? refusal('field.required', { field: 'propertyIds' })
          : undefined,
    }),
    validateOnChange: ['confirmPassword'],
    save: ({ email, password = '', ...input }, id) =>
      id === null
        ? create.mutateAsync({ ...input, email: email ?? '', password })
        : update.mutateAsync({ ...input, password, userId: id }),
    toggle: (r) => toggle.mutateAsync({ userId: r.userId, status: r.status }),
  });
  const { field, mode } = kit;

  return (
    <FormPage
      title={t('users.formTitle')}
      kit={kit}
      statusLabel={(status) => t(`enums.userStatus.${status === 1 ? 1 : 2}`)}
      toggleLabels={{
        deactivate: t('users.disable'),
        activate: t('users.enable'),
        deactivateIcon: <IconUserOff size={16} />,
        activateIcon: <IconUserCheck size={16} />,
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          label={t('fields.username')}
          maxLength={USERNAME_MAX}
          autoComplete="off"
          autoCapitalize="none"
          required
          {...field('username')}
        />
        <div />
        <TextField label={t('fields.firstName')} maxLength={PERSON_NAME_MAX} required {...field('firstName')} />
        <TextField label={t('fields.lastName')} maxLength={PERSON_NAME_MAX} required {...field('lastName')} />
        <PasswordField
          label={t('fields.password')}
          required={mode.isAdd}
          description={mode.isAdd ? undefined : t('users.keepPasswordHint')}
          {...field('password')}
        />
        <PasswordField
          label={t('users.confirmPassword')}
          required={mode.isAdd}
          description={mode.isAdd ? undefined : ' '}
          {...field('confirmPassword')}
        />
      </SimpleGrid>
      <ChoiceField
        label={t('fields.role')}
        required
        options={ROLES.map((role) => ({ value: role, label: t(`enums.role.${role}`) }))}
        description={t(`users.roleHint.${ROLE_HINTS[Number(kit.form.values.role) as Role]}`)}
        {...field('role')}
      />
      {several && Number(kit.form.values.role) !== Role.Owner && (
        <ChoicesField
          label={t('fields.propertyIds')}
          required
          options={properties.map((p) => ({ value: p.propertyId, label: p.propertyName }))}
          {...field('propertyIds')}
        />
      )}
    </FormPage>
  );
}
