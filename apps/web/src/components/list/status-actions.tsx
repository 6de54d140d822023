import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionOptions, useAction } from '../feedback/use-action';
import type { RowAction } from './row-actions';

interface StatusActionsOptions<Row> {
  /**
   * The status toggle mutation, sent with the status the person saw; its invalidation reloads
   * the list on the current page.
   */
  toggle(row: Row): Promise<unknown>;
  /** The toggle's call (the list's Delete path): a role that may not make it is not offered it. */
  call: string;
  /** Labels for the two directions; Delete / Undelete unless said otherwise. */
  labels?: { deactivate: string; activate: string };
  /** What "Are you sure?" says for this row ("you can change this back" unless said). */
  confirm?(row: Row): ActionOptions<unknown>['confirm'];
}

/**
 * Delete / Undelete for a row (spec section 4): Delete when the record is Active, Undelete when
 * it is not; each confirmed, then Success and a reload on the current page.
 */
export function useStatusActions<Row extends { status: number }>({
  call,
  toggle,
  labels,
  confirm,
}: StatusActionsOptions<Row>) {
  const { t } = useTranslation();
  const run = useAction();
  return useCallback(
    (row: Row): RowAction => {
      const active = row.status === 1;
      return {
        key: 'status',
        call,
        label: active ? (labels?.deactivate ?? t('common.delete')) : (labels?.activate ?? t('common.undelete')),
        icon: active ? <IconTrash size={16} /> : <IconRestore size={16} />,
        color: active ? 'red' : 'teal',
        onClick: () =>
          void run({
            confirm: confirm?.(row) ?? { text: t('dialog.confirmToggle') },
            action: () => toggle(row),
          }),
      };
    },
    [t, run, toggle, labels, confirm, call],
  );
}
