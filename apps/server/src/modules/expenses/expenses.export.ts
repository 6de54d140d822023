import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { createExpensesService } from './expenses.service.js';

type Service = ReturnType<typeof createExpensesService>;

/** The expense list's columns (screen /expense), with the total of the amounts. */
export function expenseExport(service: Service): ExportBinding<Parameters<Service['everyRow']>[0]> {
  return {
    entity: 'expense',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'expenseDate', kind: 'date' },
      { key: 'expenseCategory', value: (row) => row.expenseCategoryName },
      { key: 'employeeName' },
      { key: 'remark' },
      { key: 'amount', kind: 'money', total: true },
      { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] },
    ],
    filterText: { status: (v, l) => l.enums.recordStatus[v] ?? String(v) },
  };
}
