import { agreementCalls, tenantAgreementCalls } from './agreements.js';
import { auditCalls } from './audit.js';
import { authCalls } from './auth.js';
import { backupCalls } from './backups.js';
import { billCalls } from './bills.js';
import { bookingCalls } from './bookings.js';
import { businessProfileCalls } from './business-profile.js';
import type { CallDef } from './call.js';
import { cardVendorCalls } from './card-vendors.js';
import { chargeTypeCalls } from './charge-types.js';
import { dashboardCalls } from './dashboard.js';
import { depositCalls } from './deposits.js';
import { documentCalls } from './documents.js';
import { employeeCalls } from './employees.js';
import { expenseCategoryCalls } from './expense-categories.js';
import { expenseCalls } from './expenses.js';
import { floorPlanCalls } from './floor-plan.js';
import { inspectionCalls } from './inspections.js';
import { maintenanceRequestCalls } from './maintenance-requests.js';
import { messagingCalls } from './messaging.js';
import { meterReadingCalls } from './meter-readings.js';
import { paymentClaimCalls } from './payment-claims.js';
import { paymentGatewayCalls } from './payment-gateway.js';
import { paymentCalls } from './payments.js';
import { propertyCalls } from './properties.js';
import { reminderCalls } from './reminders.js';
import { reportCalls } from './reports.js';
import { residentRegisterCalls } from './resident-register.js';
import { roomTypeCalls } from './room-types.js';
import { roomCalls } from './rooms.js';
import { settingCalls } from './settings.js';
import { stayChargeCalls } from './stay-charges.js';
import { tenantLinkCalls, tenantPageCalls } from './tenant-page.js';
import { tenantCalls } from './tenants.js';
import { userCalls } from './users.js';

/** Every call of the API, by module. A module's calls are added here once. */
export const calls = {
  auth: authCalls,
  user: userCalls,
  dashboard: dashboardCalls,
  payment: paymentCalls,
  depositReturned: depositCalls,
  expense: expenseCalls,
  roomType: roomTypeCalls,
  room: roomCalls,
  cardVendor: cardVendorCalls,
  chargeType: chargeTypeCalls,
  expenseCategory: expenseCategoryCalls,
  property: propertyCalls,
  employee: employeeCalls,
  booking: bookingCalls,
  /** Booking/GetTenantLink and RevokeTenantLink (the paths are under api/Booking). */
  tenantLink: tenantLinkCalls,
  tenantPage: tenantPageCalls,
  paymentClaim: paymentClaimCalls,
  agreement: agreementCalls,
  /** TenantPage/SignAgreement: the tenant signs on their own page. */
  tenantAgreement: tenantAgreementCalls,
  /** TenantPage/CreateCheckout and PaymentGateway/... */
  paymentGateway: paymentGatewayCalls,
  meterReading: meterReadingCalls,
  inspection: inspectionCalls,
  maintenanceRequest: maintenanceRequestCalls,
  stayCharge: stayChargeCalls,
  floorPlan: floorPlanCalls,
  tenant: tenantCalls,
  backup: backupCalls,
  bill: billCalls,
  setting: settingCalls,
  /** Setting -> Business Profile (the paths are under api/Setting too). */
  businessProfile: businessProfileCalls,
  document: documentCalls,
  reminder: reminderCalls,
  /** Reminder/GetLog, GetRules, UpdateRules, SendDueNow and MessageChannel/...: what the server sends by itself. */
  messaging: messagingCalls,
  report: reportCalls,
  /** Report/GetResidentRegister: the RT/RW register and the APOA list (the path is under api/Report). */
  residentRegister: residentRegisterCalls,
  audit: auditCalls,
};

type Calls = typeof calls;
/** Any one call of the API. */
export type AnyCall = { [M in keyof Calls]: Calls[M][keyof Calls[M]] }[keyof Calls];
/** The call served at path P. */
export type CallAt<P extends AnyCall['path']> = Extract<AnyCall, { path: P }>;

export const allCalls: CallDef[] = Object.values(calls).flatMap((module) => Object.values(module) as CallDef[]);
