import { type AuditValue, enumOfField, formatRupiah, moneyFields } from '@kamar/contract';
import type { Labels } from '../../lib/labels.js';
import type { ExportBinding, ExportRow } from '../../plugins/exports/export-columns.js';
import { type AuditService, fieldName } from './audit.service.js';

/** One value of a change in words: money as "Rp 1.500.000", an enumeration's label, a secret as "changed". */
function valueText(entity: string, field: string, value: AuditValue, l: Labels): string {
  if (value === null) return '-';
  if (value === 'changed') return l.texts.changed;
  if (field === 'reason') {
    const reasons: Record<string, string> = {
      wrongPassword: l.texts.reasonWrongPassword,
      unknownUser: l.texts.reasonUnknownUser,
      userDisabled: l.texts.reasonUserDisabled,
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
      const label = l.fields[field as keyof Labels['fields']] ?? field;
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
