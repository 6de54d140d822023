import { enumValues, RecordStatus } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { choiceFilter } from './list-filters';

/** The Status filter most lists have: Active or Deleted, All when not chosen. */
export const recordStatusFilter = (initial?: RecordStatus) => choiceFilter(enumValues(RecordStatus), initial);

/** Its label and options' labels. */
export function recordStatusLabels(t: TFunction) {
  return { label: t('fields.status'), option: (status: RecordStatus) => t(`enums.recordStatus.${status}`) };
}
