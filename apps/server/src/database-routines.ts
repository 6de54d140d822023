import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AuditedTable, auditTriggerRoutines } from './db/routines/audit-trigger.js';
import { type KeptCounter, keptCountersRoutines } from './db/routines/kept-counter.js';
import { type Routine, routinesOfSql } from './db/routines/routine.js';
import { bookingCounters } from './modules/bookings/bookings.counters.js';
import { expenseCounters } from './modules/expenses/expenses.counters.js';
import { ledgerCounters } from './modules/ledger/ledger.counters.js';
import { paymentCounters } from './modules/payments/payments.counters.js';
import { reportCounters } from './modules/reports/reports.counters.js';
import { tenantCounters } from './modules/tenants/tenants.counters.js';

const declaredBy = (module: string, counters: KeptCounter[]) => counters.map((c) => ({ ...c, module }));

/**
 * Every kept counter (`<module>.counters.ts`), in lock order: a write that changes rows of several
 * kept tables takes them in this order (db/routines/kept-counter.ts), so a payment (its tenant's
 * payment totals, then through its reallocation the bills' totals) and a stay changing tenant (both
 * moved) never wait for each other crosswise.
 */
export const keptCounters: KeptCounter[] = [
  ...declaredBy('payments', paymentCounters),
  ...declaredBy('expenses', expenseCounters),
  ...declaredBy('bookings', bookingCounters),
  ...declaredBy('tenants', tenantCounters),
  ...declaredBy('ledger', ledgerCounters),
  ...declaredBy('reports', reportCounters),
];

/**
 * Every table of business records, audited by the same three statement triggers (generated:
 * `db/routines/audit-trigger.ts`; what they write: `modules/audit/README.md`). A new table of
 * records is one line here; audit-coverage.test.ts fails for a table left out.
 */
export const auditedTables: AuditedTable[] = [
  // A fixed agreement's PDF bytes and a signature's image read "changed".
  { module: 'agreements', table: 'agreements', entity: 'agreement', id: 'agreement_id', hidden: ['pdf'] },
  {
    module: 'agreements',
    table: 'agreement_signatures',
    entity: 'agreementSignature',
    id: 'signature_id',
    hidden: ['image'],
  },
  { module: 'agreements', table: 'agreement_templates', entity: 'agreementTemplate', id: 'settings_id' },
  { module: 'bookings', table: 'bookings', entity: 'booking', id: 'booking_id' },
  // A rent change is a change of the stay (the booking's history shows it).
  { module: 'bookings', table: 'booking_rent_changes', entity: 'rentChange', id: 'rent_change_id' },
  // A logo's bytes read "changed". document_numbers is a counter, like money_totals: each number taken shows in its payment's own entry.
  { module: 'business-profile', table: 'business_logos', entity: 'businessLogo', id: 'logo_id', hidden: ['content'] },
  { module: 'business-profile', table: 'business_profile', entity: 'businessProfile', id: 'profile_id' },
  { module: 'card-vendors', table: 'card_vendors', entity: 'cardVendor', id: 'card_vendor_id' },
  { module: 'charge-types', table: 'charge_types', entity: 'chargeType', id: 'charge_type_id' },
  { module: 'deposits', table: 'deposit_deductions', entity: 'depositDeduction', id: 'deduction_id' },
  { module: 'documents', table: 'share_links', entity: 'shareLink', id: 'share_link_id' },
  { module: 'employees', table: 'employees', entity: 'employee', id: 'employee_id' },
  { module: 'expense-categories', table: 'expense_categories', entity: 'expenseCategory', id: 'expense_category_id' },
  { module: 'expenses', table: 'expenses', entity: 'expense', id: 'expense_id' },
  { module: 'expenses', table: 'recurring_expenses', entity: 'recurringExpense', id: 'recurring_expense_id' },
  // The bill tables were audited only after the bills of existing stays were made (migrations 0013-0014, no one's act). bill_totals holds kept sums, like money_totals, and is not audited.
  { module: 'ledger', table: 'bills', entity: 'bill', id: 'bill_id' },
  { module: 'ledger', table: 'bill_lines', entity: 'billLine', id: 'bill_line_id' },
  { module: 'ledger', table: 'bill_allocations', entity: 'billAllocation', id: 'allocation_id' },
  { module: 'inspections', table: 'inspection_checklists', entity: 'checklist', id: 'checklist_id' },
  { module: 'inspections', table: 'inspections', entity: 'inspection', id: 'inspection_id' },
  { module: 'inspections', table: 'inspection_items', entity: 'inspectionItem', id: 'inspection_item_id' },
  // A photo's bytes read "changed".
  {
    module: 'inspections',
    table: 'inspection_photos',
    entity: 'inspectionPhoto',
    id: 'photo_id',
    hidden: ['content'],
  },
  // A repair: its photos' bytes read "changed".
  {
    module: 'maintenance-requests',
    table: 'maintenance_requests',
    entity: 'maintenanceRequest',
    id: 'maintenance_request_id',
  },
  {
    module: 'maintenance-requests',
    table: 'maintenance_request_photos',
    entity: 'maintenancePhoto',
    id: 'photo_id',
    hidden: ['content'],
  },
  { module: 'meter-readings', table: 'meter_readings', entity: 'meterReading', id: 'meter_reading_id' },
  {
    module: 'meter-readings',
    table: 'meter_reading_photos',
    entity: 'meterPhoto',
    id: 'photo_id',
    hidden: ['content'],
  },
  { module: 'payment-gateway', table: 'gateway_checkouts', entity: 'gatewayCheckout', id: 'checkout_id' },
  { module: 'payment-gateway', table: 'gateway_anomalies', entity: 'gatewayAnomaly', id: 'anomaly_id' },
  // The secrets read "changed" only.
  {
    module: 'messaging',
    table: 'message_channels',
    entity: 'messageChannels',
    id: 'channels_id',
    hidden: ['access_token', 'app_secret', 'verify_token', 'smtp_password'],
  },
  { module: 'messaging', table: 'reminder_rules', entity: 'reminderRules', id: 'rule_set_id' },
  { module: 'payments', table: 'payments', entity: 'payment', id: 'payment_id' },
  // A tenant's claim: its photo's bytes read "changed".
  {
    module: 'payment-claims',
    table: 'payment_claims',
    entity: 'paymentClaim',
    id: 'payment_claim_id',
    hidden: ['photo'],
  },
  { module: 'properties', table: 'properties', entity: 'property', id: 'property_id' },
  // A property given to or taken from a user: the entry is the user's (its id), naming the property.
  { module: 'properties', table: 'users_properties', entity: 'userProperty', id: 'user_id' },
  { module: 'reminders', table: 'reminders', entity: 'reminder', id: 'reminder_id' },
  // The reports' kept tables (income parts, month closings) are kept sums, like money_totals, and not audited.
  { module: 'reports', table: 'report_settings', entity: 'reportSettings', id: 'report_settings_id' },
  { module: 'room-types', table: 'room_types', entity: 'roomType', id: 'room_type_id' },
  { module: 'rooms', table: 'rooms', entity: 'room', id: 'room_id' },
  { module: 'rooms', table: 'floor_plan_cells', entity: 'floorPlanCell', id: 'cell_id' },
  { module: 'stay-charges', table: 'stay_charges', entity: 'stayCharge', id: 'stay_charge_id' },
  { module: 'tenant-page', table: 'tenant_links', entity: 'tenantLink', id: 'tenant_link_id' },
  { module: 'tenants', table: 'tenants', entity: 'tenant', id: 'tenant_id' },
  { module: 'tenants', table: 'tenant_photos', entity: 'tenantPhoto', id: 'photo_id', hidden: ['content'] },
  { module: 'users', table: 'users', entity: 'user', id: 'user_id', hidden: ['password_hash'] },
];

/** `apps/server/src/modules`, found from the source tree or the bundle (dist/), as the migrations are. */
export function modulesFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const candidate of [path.join(dir, 'modules'), path.join(dir, 'src', 'modules')]) {
      if (fs.existsSync(path.join(candidate, 'audit', 'sql'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('The modules folder (apps/server/src/modules) was not found.');
}

/** The routine files of every module (`modules/<name>/sql/*.sql`), by module then file name. */
export function routineFiles(): { source: string; file: string }[] {
  const modules = modulesFolder();
  return fs
    .readdirSync(modules)
    .sort()
    .flatMap((module) => {
      const folder = path.join(modules, module, 'sql');
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => ({ source: `modules/${module}/sql/${f}`, file: path.join(folder, f) }));
    });
}

/**
 * Every database routine, each stated once: the modules' routine files, then the triggers the
 * kept counters and the audited tables are generated into. Applied at start after the numbered
 * migrations and after a restore (db/routines/apply-routines.ts).
 */
export function databaseRoutines(): Routine[] {
  const written = routineFiles().flatMap(({ source, file }) => routinesOfSql(source, fs.readFileSync(file, 'utf8')));
  return [...written, ...keptCountersRoutines(keptCounters), ...auditTriggerRoutines(auditedTables)];
}
