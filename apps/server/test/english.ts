import { formatMessage, type MessageCode, type Params } from '@kamar/contract';

/** A message in the spec's English words: what the API answers a caller who asks no language. */
export const english = (code: MessageCode, params: Params = {}) => formatMessage('en', code, params);
