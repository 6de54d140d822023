import type { At, Params, Placeholders } from './catalogue.js';
import type { MessageCode, MessageParams } from './codes.js';
import type { messagesEn } from './messages.en.js';

/**
 * A refusal as it travels: a stable code and its params, raw values only (ISO dates, plain
 * numbers, room numbers, field label keys). Each side renders it in its reader's language.
 */
export interface Refusal {
  code: MessageCode;
  params: Params;
}

/** A refusal of one field of a request (`field` is its path: 'tenantName', 'items.0.amount'). */
export interface FieldRefusal extends Refusal {
  field: string;
}

type ParamsArgs<C extends MessageCode> = [Placeholders<At<typeof messagesEn, C>>] extends [never]
  ? []
  : [params: MessageParams<C>];

/** A refusal, its params checked against its English template: refusal('booking.roomTaken', { room, from, to }). */
export function refusal<C extends MessageCode>(code: C, ...[params]: ParamsArgs<C>): Refusal {
  return { code, params: (params ?? {}) as Params };
}
