import { enumValues, RecordStatus } from '@kamar/contract';
import type { TFunction } from 'i18next';

/** The Status filter's choices: Active and Deleted (All is the filter's empty choice). */
export function recordStatusOptions(t: TFunction) {
  return enumValues(RecordStatus).map((s) => ({ value: String(s), label: t(`enums.recordStatus.${s}`) }));
}
