import { AUDIT_REDACTED, type AuditChange, type AuditValue, enumOfField, moneyFields } from '@kamar/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney } from '../../lib/format';
import { fieldName } from '../../lib/i18n';

const enumKeys = {
  recordStatus: 'recordStatus',
  userStatus: 'userStatus',
  tenantStatus: 'tenantStatus',
  gender: 'gender',
  vehicle: 'vehicle',
  rentalPeriod: 'rentalPeriod',
  bookingStatus: 'bookingStatus',
  paymentType: 'paymentType',
  paymentMethod: 'paymentMethod',
  depositStatus: 'depositStatus',
  expenseCategory: 'expenseCategory',
  roomStatus: 'roomStatus',
  month: 'month',
} as const;

/**
 * A change in words, the way people read the record: "Amount: Rp 1.500.000 -> Rp 1",
 * "Status: Active -> Deleted", "Password: changed". Field names are the contract's field labels.
 */
export function useChangeText() {
  const { t } = useTranslation();
  const value = useCallback(
    function textOf(entity: string, field: string, v: AuditValue): string {
      if (v === null || v === '') return '-';
      // A JSON column (the bank accounts): a list in brackets, a group as "Bank Name: BCA, ...".
      if (Array.isArray(v)) return v.length ? `[${v.map((item) => textOf(entity, field, item)).join(' | ')}]` : '-';
      if (typeof v === 'object') {
        const parts = Object.entries(v).map(([key, item]) => `${fieldName(key)}: ${textOf(entity, key, item)}`);
        return parts.length ? parts.join(', ') : '-';
      }
      if (v === AUDIT_REDACTED || (field === 'photoId' && typeof v === 'number')) return t('audit.changed');
      if (field === 'reason')
        return t(`audit.reason.${v}` as 'audit.reason.wrongPassword', { defaultValue: String(v) });
      if (typeof v === 'boolean') return v ? t('audit.yes') : t('audit.no');
      if (typeof v === 'number' && moneyFields.includes(field)) return formatMoney(v);
      const kind = enumOfField(entity, field);
      if (kind && typeof v === 'number') {
        return t(`enums.${enumKeys[kind]}.${v}` as 'enums.recordStatus.1', { defaultValue: String(v) });
      }
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDay(v, 'DD MMM YYYY');
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return formatDay(v, 'DD MMM YYYY HH:mm');
      return String(v);
    },
    [t],
  );
  return useCallback(
    (entity: string, change: AuditChange): string => {
      const field = fieldName(change.field);
      const after = value(entity, change.field, change.after);
      if (change.before === null && change.after !== null) return t('audit.created', { field, after });
      return t('audit.change', { field, before: value(entity, change.field, change.before), after });
    },
    [t, value],
  );
}
