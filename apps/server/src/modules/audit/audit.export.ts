import { type AuditValue, enumOfField, formatRupiah, moneyFields } from '@kamar/contract';
import type { Labels } from '../../lib/labels.js';
import type { ExportBinding, ExportRow } from '../../plugins/exports/export-columns.js';
import { type AuditService, fieldName } from './audit.service.js';

const labelOf = (field: string, l: Labels) => l.fields[field as keyof Labels['fields']] ?? field;

/**
 * One value of a change in words: money as "Rp 1.500.000", an enumeration's label, a secret as
 * "changed"; a JSON column's list in brackets, its groups as "Bank Name: BCA, Account Number: ...".
 */
function valueText(entity: string, field: string, value: AuditValue, l: Labels): string {
  if (value === null) return '-';
  if (Array.isArray(value))
    return value.length ? `[${value.map((item) => valueText(entity, field, item, l)).join(' | ')}]` : '-';
  if (typeof value === 'object') {
    const parts = Object.entries(value).map(([key, v]) => `${labelOf(key, l)}: ${valueText(entity, key, v, l)}`);
    return parts.length ? parts.join(', ') : '-';
  }
  if (value === 'changed') return l.texts.changed;
  if (field === 'reason') {
    const reasons: Record<string, string> = {
      wrongPassword: l.texts.reasonWrongPassword,
      unknownUser: l.texts.reasonUnknownUser,
      userDisabled: l.texts.reasonUserDisabled,
      repeated: l.texts.reasonRepeated,
    };
    return reasons[String(value)] ?? String(value);
  }
  if (typeof value === 'number' && moneyFields.includes(field)) return formatRupiah(value);
  const kind = enumOfField(entity, field);
  if (kind && typeof value === 'number') return l.enums[kind][value] ?? String(value);
  if (typeof value === 'boolean') return value ? l.texts.yes : l.texts.no;
  return String(value);
}

/** "Amount: Rp 1.500.000 -> Rp 1; Remark: - -> koreksi" */
function changesText(row: ExportRow, l: Labels): string {
  const entity = String(row.entity);
  return (row.changes as [string, AuditValue, AuditValue][])
    .map(([column, before, after]) => {
      const field = fieldName(column);
      const label = labelOf(field, l);
      const b = valueText(entity, field, before, l);
      const a = valueText(entity, field, after, l);
      return before === null && after !== null ? `${label}: ${a}` : `${label}: ${b} -> ${a}`;
    })
    .join('; ');
}

/** The audit screen's columns (/setting/audit): when, who, from where, what, and the changes in words. */
export function auditExport(service: AuditService): ExportBinding<Parameters<AuditService['everyRow']>[0]> {
  return {
    entity: 'audit',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'auditDate', kind: 'dateTime' },
      { key: 'username' },
      { key: 'address' },
      { key: 'entity', value: (row, l) => l.entities[row.entity as keyof Labels['entities']] ?? row.entity },
      { key: 'recordId', kind: 'number' },
      { key: 'action', value: (row, l) => l.actions[row.action as keyof Labels['actions']] ?? row.action },
      { key: 'changes', value: changesText },
    ],
  };
}
