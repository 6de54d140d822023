import { type Envelope, SUCCESS_STATUS } from '@kamar/contract';

export function ok<T>(data: T): Envelope<T> {
  return { status: SUCCESS_STATUS, message: '', data };
}
