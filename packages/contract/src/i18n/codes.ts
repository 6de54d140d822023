import { type At, type LeafPath, leafAt, leafPaths, type ParamsOf } from './catalogue.js';
import type { FieldKey } from './field-labels.en.js';
import { messagesEn } from './messages.en.js';

/** A message's stable code: 'field.required', 'booking.roomTaken'... (README.md lists them). */
export type MessageCode = LeafPath<typeof messagesEn>;

/** The params a message's code needs, read off its English template. */
export type MessageParams<C extends MessageCode> = ParamsOf<At<typeof messagesEn, C>, FieldKey>;

/** Every message code, in the catalogue's order. */
export const MESSAGE_CODES = leafPaths(messagesEn) as [MessageCode, ...MessageCode[]];

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && leafAt(messagesEn, value) !== undefined;
