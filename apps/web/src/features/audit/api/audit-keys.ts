import type { AuditListRequest, Language } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const auditKeys = {
  all: topicKey('audit'),
  /** The entries come in the reader's language (their words are the server's), so a language is a list of its own. */
  list: (request: AuditListRequest, language: Language) => [...auditKeys.all, 'list', language, request] as const,
};
