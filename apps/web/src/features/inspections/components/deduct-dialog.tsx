import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/feedback/use-action';
import { MoneyInput } from '../../../components/form/money-input';
import { formatMoney } from '../../../lib/format';
import { useCreateItemDeduction } from '../api/create-item-deduction';

/**
 * A deduction from the stay's deposit for a damaged or missing item, in one step: the amount
 * (empty to start), a note for the deposit return (the item's by default), Deduct. The server
 * checks it against what the deposit still holds and says so in words.
 */
export function DeductDialog(props: { inspectionItemId: number; item: string; note: string; onClose(): void }) {
  const { t } = useTranslation();
  const deduct = useCreateItemDeduction();
  const run = useAction();
  const [amount, setAmount] = useState<number | ''>('');
  const [note, setNote] = useState(props.note);
  const valid = amount !== '' && Number.isFinite(amount) && amount > 0;
  const submit = () =>
    void run({
      confirm: false,
      action: () => deduct.mutateAsync({ inspectionItemId: props.inspectionItemId, amount: Number(amount), note }),
      successText: t('inspections.deducted', { amount: formatMoney(Number(amount)) }),
      onSuccess: props.onClose,
    });
  return (
    <Modal opened onClose={props.onClose} title={t('inspections.deductTitle', { item: props.item })} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) submit();
        }}
      >
        <Stack>
          <MoneyInput
            label={t('inspections.deductAmount')}
            required
            value={amount}
            onChange={setAmount}
            data-autofocus
          />
          <TextInput
            label={t('inspections.deductNote')}
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" disabled={!valid} loading={deduct.isPending}>
              {t('inspections.deductSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
