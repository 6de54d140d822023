import type { Params, ParamValue } from './catalogue.js';
import { isMessageCode } from './codes.js';
import type { Refusal } from './refusal.js';

/*
 * zod hands a check's refusal on as a message string only (to fastify-type-provider-zod, to
 * @mantine/form), so the field builders write the code and params into it, marked, and the
 * renderers read them back. Nothing reads it as words.
 */
const MARK = 'refusal:';

/** A refusal as a zod issue's message. */
export function issueMessage(r: Refusal): string {
  return MARK + JSON.stringify(r);
}

/** The refusal a field builder wrote into an issue's message; null for any other message. */
export function readRefusal(message: string): Refusal | null {
  if (!message.startsWith(MARK)) return null;
  try {
    const value = JSON.parse(message.slice(MARK.length)) as { code?: unknown; params?: unknown };
    if (!isMessageCode(value.code) || typeof value.params !== 'object' || value.params === null) return null;
    return { code: value.code, params: value.params as Params };
  } catch {
    return null;
  }
}

/** What an issue may tell about itself beyond its code (zod's issue fields that are plain values). */
const FACTS = ['expected', 'origin', 'format', 'minimum', 'maximum', 'inclusive', 'divisor', 'values', 'keys'] as const;

function factOf(value: unknown): ParamValue | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(String);
  return undefined;
}

/**
 * The refusal of a zod issue: the one a field builder wrote, or `field.invalid` naming the field
 * (the last name in the issue's path) with zod's issue code and facts, which zod's own locale
 * puts in words.
 */
export function refusalOfIssue(issue: { code: string; message: string; path: readonly PropertyKey[] }): Refusal {
  const written = readRefusal(issue.message);
  if (written) return written;
  const field = [...issue.path].reverse().find((p): p is string => typeof p === 'string') ?? '';
  const params: Record<string, ParamValue> = { field, issue: issue.code };
  for (const key of FACTS) {
    const fact = factOf((issue as unknown as Record<string, unknown>)[key]);
    if (fact !== undefined) params[key] = fact;
  }
  return { code: 'field.invalid', params };
}
