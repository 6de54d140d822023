import type { $ZodErrorMap } from 'zod/v4/core';
import { shortDateText } from '../date-text.js';
import { formatRupiah } from '../money-text.js';
import { type Catalogue, leafAt, type Params } from './catalogue.js';
import type { enumLabelsEn } from './enum-labels.en.js';
import type { fieldLabelsEn } from './field-labels.en.js';
import type { Language } from './languages.js';
import type { messagesEn } from './messages.en.js';

/**
 * Everything one language needs to put messages in words: its messages, field labels,
 * enumeration labels and zod's locale (month names are the contract's, `date-text.ts`). One pack per language
 * (pack.en.ts, pack.id.ts), so a client loads only the one it speaks.
 */
export interface LanguagePack {
  language: Language;
  messages: Catalogue<typeof messagesEn>;
  fields: Catalogue<typeof fieldLabelsEn>;
  enums: Catalogue<typeof enumLabelsEn>;
  /**
   * zod's own words for an issue, in this language (zod's locale), for `field.invalid`. A client
   * may leave it out until it validates with zod itself; such a message then has no words here.
   */
  zodWords?: $ZodErrorMap | undefined;
}

/** A field's label; a name that is no label key (a request path) is shown as it is. */
export function fieldLabel(pack: LanguagePack, field: string): string {
  return (pack.fields as Record<string, string>)[field] ?? field;
}

/** zod's own words for an issue (its code and facts). */
function zodWords(pack: LanguagePack, code: string, params: Readonly<Record<string, unknown>>): string {
  const { issue: _, field: __, ...facts } = params;
  const words = pack.zodWords?.({ ...facts, code, input: undefined } as unknown as Parameters<$ZodErrorMap>[0]);
  return (typeof words === 'string' ? words : words?.message) ?? code;
}

function renderValue(pack: LanguagePack, name: string, format: string | undefined, params: Record<string, unknown>) {
  const value = params[name];
  if (value === undefined || value === null) return '';
  if (format === 'date') return shortDateText(pack.language, String(value));
  if (format === 'money') return formatRupiah(Number(value));
  if (format === 'join') return Array.isArray(value) ? value.join(', ') : String(value);
  if (format === 'zod') return zodWords(pack, String(value), params);
  if (format === 'role' || format === 'permission') {
    return (pack.enums[format] as Record<string, string>)[String(value)] ?? String(value);
  }
  if (name === 'field') return fieldLabel(pack, String(value));
  return String(value);
}

/** Whether a pack has words for a code: not for one from a newer server, nor zod's without its locale. */
export function hasMessage(pack: LanguagePack, code: string): boolean {
  const template = leafAt(pack.messages, code);
  return template !== undefined && (pack.zodWords !== undefined || !template.includes(', zod}}'));
}

/**
 * A message in a language from its code and params: the one renderer the server (the envelope's
 * `message`) and the web app (dialogs, form errors) share. An unknown code reads as itself.
 */
export function renderMessage(pack: LanguagePack, code: string, params: Params = {}): string {
  const template = leafAt(pack.messages, code) ?? code;
  return template.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (_, name: string, format?: string) =>
    renderValue(pack, name, format, params as Record<string, unknown>),
  );
}
