import {
  AUDIT_REDACTED,
  type AuditChangeText,
  type AuditValue,
  auditFieldLabels,
  auditHiddenFields,
  auditReferenceFields,
  enumOfField,
  formatRupiah,
  type Language,
  moneyFields,
  shortDateText,
} from '@kamar/contract';
import type { Labels } from '../../lib/labels.js';

/** The names an entry's records go by (audit-names.ts): "kind:id" to a name or a booking's parts. */
export type EntryNames = Record<string, AuditValue>;

/** What an entry is made of, as stored (changes as [column, before, after]). */
export interface EntrySource {
  entity: string;
  recordId: number | null;
  changes: [string, AuditValue, AuditValue][];
  names: EntryNames;
}

/** A stored column name as the API names the field: payment_periode_month -> paymentPeriodeMonth. */
export const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A setting's key as its field: LATE_FEE_AMOUNT and backup_last_daily -> lateFeeAmount, backupLastDaily. */
const settingField = (key: string) => fieldName(/^[A-Z0-9_]+$/.test(key) ? key.toLowerCase() : key);

/** A setting kept as a JSON object (a backup's note) is read as that object, to be put in words. */
function settingValue(value: AuditValue): AuditValue {
  if (typeof value !== 'string' || !value.startsWith('{')) return value;
  try {
    return JSON.parse(value) as AuditValue;
  } catch {
    return value;
  }
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

function nameText(name: AuditValue, l: Labels): string {
  if (name !== null && typeof name === 'object' && !Array.isArray(name))
    return fill(l.texts.bookingName, { tenant: String(name.tenant ?? ''), room: String(name.room ?? '') });
  return String(name);
}

/** A record by its name: "304", "Sari, room 304", "#3" for a kind with no name, "#9 (deleted)" when it is gone. */
function recordName(kind: string, id: number, names: EntryNames, l: Labels): string {
  const name = names[`${kind}:${id}`];
  return name !== undefined ? nameText(name, l) : fill(l.texts.deletedRecord, { id: String(id) });
}

function bankAccountText(value: AuditValue, l: Labels): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { bankName, accountNumber, accountHolder } = value;
  if (bankName === undefined || accountNumber === undefined || accountHolder === undefined) return null;
  return fill(l.texts.bankAccount, {
    bank: String(bankName),
    number: String(accountNumber),
    holder: String(accountHolder),
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const MOMENT = /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})/;

/**
 * One value in words: a record's name for its id, an enumeration's label, money as "Rp 1.500.000",
 * a date as "05 Agt 2027", a bank account as "BCA 8720-123-456 a.n. Sari", a secret as "changed".
 */
function valueText(source: EntrySource, field: string, value: AuditValue, l: Labels, language: Language): string {
  if (value === null || value === '') return '-';
  if (Array.isArray(value))
    return value.length ? value.map((item) => valueText(source, field, item, l, language)).join(', ') : '-';
  if (typeof value === 'object') {
    const account = bankAccountText(value, l);
    if (account !== null) return account;
    const parts = Object.entries(value).map(
      ([key, v]) => `${labelOf(key, l)}: ${valueText(source, key, v, l, language)}`,
    );
    return parts.length ? parts.join(', ') : '-';
  }
  if (value === AUDIT_REDACTED || ((field === 'photoId' || field === 'logoId') && typeof value === 'number'))
    return l.texts.changed;
  if (typeof value === 'boolean') return value ? l.texts.yes : l.texts.no;
  // A backup's note (the last daily backup's failure or put-off) names the backup's kind.
  if (field === 'kind' && source.entity === 'setting') {
    const kinds: Record<string, string> = {
      daily: l.texts.backupDaily,
      'pre-migration': l.texts.backupPreMigration,
      manual: l.texts.backupManual,
    };
    return kinds[String(value)] ?? String(value);
  }
  if (field === 'reason') {
    const reasons: Record<string, string> = {
      wrongPassword: l.texts.reasonWrongPassword,
      unknownUser: l.texts.reasonUnknownUser,
      userDisabled: l.texts.reasonUserDisabled,
      repeated: l.texts.reasonRepeated,
    };
    return reasons[String(value)] ?? String(value);
  }
  const kind = auditReferenceFields[field];
  if (kind && typeof value === 'number') return recordName(kind, value, source.names, l);
  // A setting's value is text ("50000").
  const amount = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : null;
  if (amount !== null && moneyFields.includes(field)) return formatRupiah(amount);
  const enumeration = enumOfField(source.entity, field);
  if (enumeration) {
    const labels = l.enums[enumeration] as Record<string, string>;
    return labels[String(value)] ?? String(value);
  }
  // A period's stored end is the day after it (bills): the screens show its last day.
  if (field === 'periodEnd' && typeof value === 'string' && DAY.test(value))
    return shortDateText(language, dayBefore(value));
  if (typeof value === 'string' && DAY.test(value)) return shortDateText(language, value);
  const moment = typeof value === 'string' ? MOMENT.exec(value) : null;
  if (moment) return `${shortDateText(language, String(value))} ${moment[1]}`;
  return String(value);
}

function labelOf(field: string, l: Labels): string {
  const key = auditFieldLabels[field] ?? field;
  return (l.fields as Record<string, string>)[key] ?? field;
}

/** The shown changes of an entry in words; hidden columns left out. */
export function changeTextsOf(source: EntrySource, l: Labels, language: Language): AuditChangeText[] {
  return source.changes.flatMap(([column, before, after]) => {
    const field = source.entity === 'setting' ? settingField(column) : fieldName(column);
    if (auditHiddenFields.includes(field)) return [];
    const label = labelOf(field, l);
    const setting = source.entity === 'setting';
    const b = valueText(source, field, setting ? settingValue(before) : before, l, language);
    const a = valueText(source, field, setting ? settingValue(after) : after, l, language);
    const text = before === null && after !== null ? `${label}: ${a}` : `${label}: ${b} -> ${a}`;
    return [{ field, label, before: b, after: a, text }];
  });
}

/** The record an entry is about: "Room Type Deluxe", "Room #9 (deleted)", or the kind alone (a setting). */
export function recordTextOf(source: EntrySource, l: Labels): string {
  const kind = l.entities[source.entity as keyof Labels['entities']] ?? source.entity;
  return source.recordId === null ? kind : `${kind} ${recordName(source.entity, source.recordId, source.names, l)}`;
}
