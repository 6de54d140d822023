import type { Refusal } from '@kamar/contract';
import { conflict } from '../lib/errors.js';
import { withSavepoint } from './actor-scope.js';
import { PgError, violatedConstraint } from './sql-helpers.js';

/**
 * Runs `work`, which writes a value a unique index guards (a name, a room number, a username).
 * The database decides, so two people saving the same name at once cannot both succeed; this
 * only names the refusal: a violation of `index` becomes 409 with the refusal `describe` gives.
 */
export async function refuseDuplicate<T>(
  index: string,
  describe: () => Refusal | Promise<Refusal>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await withSavepoint(work);
  } catch (error) {
    if (violatedConstraint(error, PgError.uniqueViolation) === index) throw conflict(await describe());
    throw error;
  }
}
