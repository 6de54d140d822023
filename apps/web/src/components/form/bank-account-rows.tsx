import { BANK_ACCOUNTS_MAX, type BankAccount } from '@kamar/contract';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from './form-panel';

/**
 * The bank accounts tenants are asked to pay into (at most BANK_ACCOUNTS_MAX): a row of bank,
 * number and holder each, added and removed in place, held in the form's `bankAccounts`.
 * Read-only, they are listed as documents print them.
 */
export function BankAccountRows<V extends { bankAccounts: BankAccount[] }>({
  form,
  readOnly = false,
  description,
  none,
}: {
  form: UseFormReturnType<V>;
  readOnly?: boolean;
  /** Words under the title (whose accounts these are). */
  description?: ReactNode;
  /** What a read-only list with no account says. */
  none?: ReactNode;
}) {
  const { t } = useTranslation();
  // The form's values are typed by the screen; its list is reached by path.
  const rows = form.getValues().bankAccounts;
  const list = form as unknown as UseFormReturnType<{ bankAccounts: BankAccount[] }>;
  return (
    <FormPanel title={t('fields.bankAccounts')} description={description}>
      {readOnly ? (
        <Stack gap={4}>
          {rows.length === 0 && none && <Text c="dimmed">{none}</Text>}
          {rows.map((a, index) => (
            <Text key={index}>
              {t('businessProfile.bankAccountLine', {
                bank: a.bankName,
                number: a.accountNumber,
                holder: a.accountHolder,
              })}
            </Text>
          ))}
        </Stack>
      ) : (
        <Stack gap="xs">
          {rows.map((_, index) => (
            <Group key={index} align="flex-end" wrap="wrap" gap="xs">
              <TextInput label={t('fields.bankName')} {...list.getInputProps(`bankAccounts.${index}.bankName`)} />
              <TextInput
                label={t('fields.accountNumber')}
                {...list.getInputProps(`bankAccounts.${index}.accountNumber`)}
              />
              <TextInput
                label={t('fields.accountHolder')}
                {...list.getInputProps(`bankAccounts.${index}.accountHolder`)}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={t('businessProfile.removeBankAccount', { n: index + 1 })}
                onClick={() => list.removeListItem('bankAccounts', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            disabled={rows.length >= BANK_ACCOUNTS_MAX}
            onClick={() => list.insertListItem('bankAccounts', { bankName: '', accountNumber: '', accountHolder: '' })}
          >
            {t('businessProfile.addBankAccount')}
          </Button>
        </Stack>
      )}
    </FormPanel>
  );
}
