import type { Refusal } from '@kamar/contract';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n';

/** A message (a code and its params) in the reader's language, following a switch of language at once. */
export function MessageText({ message }: { message: Refusal }) {
  useTranslation(); // re-render when the language changes
  return <>{messageText(message) ?? message.code}</>;
}
