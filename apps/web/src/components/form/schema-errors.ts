import type { z } from 'zod';
import { translateMessage } from '../../lib/i18n';

/**
 * Checks form values with a contract schema (the same one the server applies) and answers
 * Mantine's errors object: the first message per field, in the reader's language.
 */
export function schemaErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= translateMessage(issue.message);
  }
  return errors;
}
