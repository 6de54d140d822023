import { type FieldRefusal, type Refusal, refusalOfIssue, zodLocales } from '@kamar/contract';
import type { FormErrors } from '@mantine/form';
import { createElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { knowZodWords } from '../../lib/i18n';
import { MessageText } from '../feedback/message-text';

// The forms check values with the contract's zod schemas: a refusal no builder named is in zod's words.
knowZodWords(zodLocales);

/** A refusal shown at its field, in the reader's language (following a switch of language at once). */
export const shownRefusal = (message: Refusal | string): ReactNode =>
  typeof message === 'string' ? message : createElement(MessageText, { message });

/**
 * The schema's refusals (the first per field) and the page's own rules, which come first where
 * both speak; each in the reader's language, following a switch of language at once.
 */
export function formErrors(
  schema: z.ZodType,
  request: unknown,
  rules: Record<string, Refusal | string | undefined> = {},
): FormErrors {
  const out: FormErrors = {};
  for (const issue of schema.safeParse(request).error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = shownRefusal(refusalOfIssue(issue));
  }
  for (const [path, message] of Object.entries(rules)) if (message) out[path] = shownRefusal(message);
  return out;
}

/** The server's refusals of single fields, each at its field. */
export const fieldRefusals = (errors: FieldRefusal[]): FormErrors =>
  Object.fromEntries(errors.map((e) => [e.field, shownRefusal(e)]));
