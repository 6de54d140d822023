/** The words of an exported file besides its columns and values (its first lines, yes and no, a sign-in's reason), which the audit trail's screens share. */
export const exportTextsEn = {
  infoSheet: 'Export',
  list: 'List',
  exportedAt: 'Exported at',
  exportedBy: 'Exported by',
  filters: 'Filters',
  rows: 'Rows',
  total: 'Total',
  all: 'All',
  /** A record of no one property (a charge type of every property). */
  everyProperty: 'Every property',
  yes: 'Yes',
  no: 'No',
  changed: 'changed',
  reasonWrongPassword: 'wrong password',
  reasonUnknownUser: 'unknown username',
  reasonUserDisabled: 'user disabled',
  reasonRepeated: 'repeated failed sign-ins from this address',
  /** A backup's kind, in the audit trail's entries of the backups' notes. */
  backupDaily: 'daily',
  backupPreMigration: 'before an upgrade',
  backupManual: 'on request',
  /** The audit trail: a record that no longer exists, a stay by its tenant and room, a bank account. */
  deletedRecord: '#{{id}} (deleted)',
  bookingName: '{{tenant}}, room {{room}}',
  bankAccount: '{{bank}} {{number}} in the name of {{holder}}',
} as const;
