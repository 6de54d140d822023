import { DocumentKind, MessageLink } from '@kamar/contract';
import type { BackupConfig, GatewayConfig } from './config.js';
import type { Database } from './db/client.js';
import { businessDate, type Clock } from './lib/business-time.js';
import { createAgreementsService } from './modules/agreements/agreements.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createBackupsService } from './modules/backups/backups.service.js';
import { createBookingLifecycleService } from './modules/bookings/booking-lifecycle.service.js';
import { createBookingTimelineService } from './modules/bookings/booking-timeline.service.js';
import { createWalkInService } from './modules/bookings/booking-walk-in.service.js';
import { createBookingsService } from './modules/bookings/bookings.service.js';
import { propertyStays } from './modules/bookings/property-usage.service.js';
import { createBusinessProfileService } from './modules/business-profile/business-profile.service.js';
import { createCardVendorsService } from './modules/card-vendors/card-vendors.service.js';
import { createChargeTypesService } from './modules/charge-types/charge-types.service.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createDepositsService } from './modules/deposits/deposits.service.js';
import { createDocumentsService } from './modules/documents/documents.service.js';
import { createEmployeesService } from './modules/employees/employees.service.js';
import { createExpenseCategoriesService } from './modules/expense-categories/expense-categories.service.js';
import { createExpensesService, expenseCategoryUsage } from './modules/expenses/expenses.service.js';
import { createFloorPlanService } from './modules/floor-plan/floor-plan.service.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { createInspectionsService } from './modules/inspections/inspections.service.js';
import { createBillsService } from './modules/ledger/bills.service.js';
import { createLedger } from './modules/ledger/ledger.service.js';
import { createMaintenanceRequestsService } from './modules/maintenance-requests/maintenance-requests.service.js';
import { createMessageDispatch } from './modules/messaging/message-dispatch.js';
import { createEnqueuer, type Enqueue } from './modules/messaging/message-queue.js';
import { createMessagingService } from './modules/messaging/messaging.service.js';
import { createWhatsappCloud, WHATSAPP_API_DEFAULT } from './modules/messaging/whatsapp-cloud.js';
import { createMeterReadingsService } from './modules/meter-readings/meter-readings.service.js';
import { createPaymentClaimsService } from './modules/payment-claims/payment-claims.service.js';
import { createPaymentGatewayService } from './modules/payment-gateway/payment-gateway.service.js';
import { createXenditProvider } from './modules/payment-gateway/xendit-provider.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createPropertiesService } from './modules/properties/properties.service.js';
import { createRemindersService } from './modules/reminders/reminders.service.js';
import { createReportFiles } from './modules/reports/report-files.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createRegisterFiles } from './modules/resident-register/register-files.js';
import { createResidentRegisterService } from './modules/resident-register/resident-register.service.js';
import { createRoomTypesService } from './modules/room-types/room-types.service.js';
import { roomUsage } from './modules/rooms/room-usage.service.js';
import { createRoomsService } from './modules/rooms/rooms.service.js';
import { createBusinessSettingsService } from './modules/settings/business-settings.service.js';
import { createStayChargesService } from './modules/stay-charges/stay-charges.service.js';
import { createTenantLinksService } from './modules/tenant-page/tenant-links.service.js';
import { createTenantPageService } from './modules/tenant-page/tenant-page.service.js';
import { createTenantsService } from './modules/tenants/tenants.service.js';
import { createUsersService } from './modules/users/users.service.js';
import { createPdfs, type Pdfs } from './pdf-renderers.js';

export interface ServicesDeps {
  /** The HTTP calls' scoped database (inside a call that writes: its transaction), or the daily work's. */
  db: Database;
  clock: Clock;
  businessTimezone: string;
  backup: BackupConfig;
  /** The payment gateway's keys; null or left out: no online payment. */
  gateway?: GatewayConfig | null;
  /** Meta's Graph API for the WhatsApp Cloud API (a local fake in tests); left out: Meta's. */
  whatsappApiUrl?: string;
  /** How a message's send job is queued (in the caller's transaction); left out: pg-boss's default policy. */
  enqueue?: Enqueue;
  signToken(user: { userId: number; tokenVersion: number }): string;
  /**
   * What draws the PDFs (pdf-renderers.ts): the app's render pool. Left out (the daily work,
   * which draws none): on the event loop.
   */
  pdfs?: Pdfs;
}

/**
 * The composition root: every service of the application, made once, each handed the services it
 * depends on. The arrows here are the modules' dependencies at run time (ARCHITECTURE.md): the
 * ledger answers for what bookings, payments and deposits change; rooms answer whether a room
 * type or card vendor is in use; documents and reminders read the business profile.
 */
export function createServices({
  db,
  clock,
  businessTimezone,
  backup,
  gateway,
  whatsappApiUrl,
  enqueue,
  signToken,
  pdfs = createPdfs(0),
}: ServicesDeps) {
  const timeDeps = { db, clock, businessTimezone };

  const audit = createAuditService({ db });
  const users = createUsersService({ db, signToken });
  const auth = createAuthService({ ...timeDeps, users, audit, signToken });
  const idempotency = createIdempotencyService({ db });

  const settings = createBusinessSettingsService(timeDeps);
  const businessProfile = createBusinessProfileService({ db });
  const ledger = createLedger({ ...timeDeps, settings });
  const bills = createBillsService({ ...timeDeps, ledger });
  // Every list of tenants who owe carries their WhatsApp reminder, which carries the bill's link
  // (or, when the business chose so, the stay's own page).
  const tenantLinks = createTenantLinksService({ db, profile: businessProfile });
  const documents = createDocumentsService({
    db,
    profile: businessProfile,
    findBill: bills.getById,
    today: () => businessDate(clock.now(), businessTimezone),
    pageLinks: {
      chosen: async () => (await settings.get()).MESSAGE_LINK === MessageLink.TenantPage,
      urls: tenantLinks.urls,
    },
  });
  const reminders = createRemindersService({ ...timeDeps, profile: businessProfile, documents });

  const properties = createPropertiesService({ db, inUse: propertyStays, logos: businessProfile });
  const roomTypes = createRoomTypesService({ db, inUse: roomUsage.roomType, properties });
  const cardVendors = createCardVendorsService({ db, inUse: roomUsage.cardVendor });
  const chargeTypes = createChargeTypesService({ db, properties });
  const employees = createEmployeesService({ db, properties });
  const expenseCategories = createExpenseCategoriesService({ db, inUse: expenseCategoryUsage(db) });

  const tenants = createTenantsService({ ...timeDeps, properties });
  const rooms = createRoomsService({ db, roomTypes, cardVendors, properties });
  const bookings = createBookingsService({ db, ledger });
  const meterReadings = createMeterReadingsService({ ...timeDeps, ledger });
  const stayCharges = createStayChargesService({ db, ledger });
  const bookingLifecycle = createBookingLifecycleService({ ...timeDeps, ledger, meters: meterReadings });
  const payments = createPaymentsService({ ...timeDeps, ledger });
  const deposits = createDepositsService({ ...timeDeps, ledger });
  const inspections = createInspectionsService({ db, clock, deposits });
  // An approved claim answers its receipt's message, which documents make (their share link).
  const paymentClaims = createPaymentClaimsService({
    ...timeDeps,
    payments,
    receiptMessage: async (actor, paymentId, origin) =>
      (await documents.shareLink(actor, DocumentKind.PaymentReceipt, { paymentId }, origin)).whatsappUrl,
  });
  const paymentGateway = createPaymentGatewayService({
    ...timeDeps,
    payments,
    provider: gateway ? createXenditProvider(gateway) : null,
  });
  const agreements = createAgreementsService({
    ...timeDeps,
    profile: businessProfile,
    drawPdf: (input) => pdfs.render('agreement', input),
  });
  const expenses = createExpensesService({ ...timeDeps, employees, categories: expenseCategories, properties });
  // A repair's cost is recorded through the expenses service; its room's hold through the rooms service.
  const maintenanceRequests = createMaintenanceRequestsService({ ...timeDeps, rooms, employees, expenses });
  const tenantPage = createTenantPageService({
    ...timeDeps,
    documents,
    agreements,
    profile: businessProfile,
    claims: paymentClaims,
    gateway: paymentGateway,
    repairs: maintenanceRequests,
  });

  // The server's own messages: composed when they go, from the reminders' and receipts' words.
  const whatsapp = createWhatsappCloud(whatsappApiUrl ?? WHATSAPP_API_DEFAULT);
  const messaging = createMessagingService({
    db,
    whatsapp,
    businessName: async () => (await businessProfile.find()).businessName,
  });
  const messageDispatch = createMessageDispatch({
    ...timeDeps,
    whatsapp,
    enqueue: enqueue ?? createEnqueuer(),
    compose: {
      bill: reminders.billMessage,
      receipt: documents.receiptForTenant,
    },
  });

  const reports = createReportsService(timeDeps);
  const reportFiles = createReportFiles({
    ...timeDeps,
    reports,
    drawPdf: (language, doc) => pdfs.render('report', { language, doc }),
    business: (propertyId) => businessProfile.findFor(propertyId),
    propertyName: async (propertyId) => (await properties.getById(propertyId)).propertyName,
  });

  // The register reads the property through its service: one the caller does not see is a 404.
  const residentRegister = createResidentRegisterService({
    ...timeDeps,
    property: (propertyId) => properties.getById(propertyId),
  });
  const registerFiles = createRegisterFiles({
    ...timeDeps,
    register: residentRegister,
    drawPdf: (language, doc) => pdfs.render('residentRegister', { language, doc }),
    business: (propertyId) => businessProfile.findFor(propertyId),
  });

  return {
    audit,
    users,
    auth,
    idempotency,
    settings,
    businessProfile,
    ledger,
    bills,
    documents,
    reminders,
    messaging,
    messageDispatch,
    reports,
    reportFiles,
    residentRegister,
    registerFiles,
    roomTypes,
    cardVendors,
    chargeTypes,
    properties,
    employees,
    rooms,
    expenseCategories,
    expenses,
    maintenanceRequests,
    tenants,
    bookings,
    bookingLifecycle,
    bookingTimeline: createBookingTimelineService(timeDeps),
    meterReadings,
    stayCharges,
    // A walk-in is the tenant, the booking, the arrival and the first money, each by its own service.
    walkIn: createWalkInService({ ...timeDeps, rooms, tenants, bookings, lifecycle: bookingLifecycle, payments }),
    payments,
    paymentClaims,
    agreements,
    tenantLinks,
    tenantPage,
    paymentGateway,
    deposits,
    inspections,
    dashboard: createDashboardService({
      ...timeDeps,
      bills,
      reminders,
      claimsWaiting: paymentClaims.waitingCount,
      repairsOpen: maintenanceRequests.openCount,
      onlinePaymentsToCheck: paymentGateway.openAnomalies,
      messages: messaging.today,
    }),
    floorPlan: createFloorPlanService(timeDeps),
    backups: createBackupsService({ db, backup, timeZone: businessTimezone }),
  };
}

export type Services = ReturnType<typeof createServices>;
