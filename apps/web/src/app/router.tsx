import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject, useSearchParams } from 'react-router';
import { Loading } from '../components/feedback/loading';
import { LoginPage } from '../features/auth/components/login-page';
import { askDashboardEarly } from '../features/dashboard/api/get-dashboard-info';
import { askTenantsEarly } from '../features/tenants/api/get-tenants';
import { askEarly } from '../lib/early-query';
import { session } from '../lib/session';
import { authCheckQueryOptions } from './auth-check';
import { type Screen, screens } from './paths';

/**
 * A screen's code, fetched when first visited: `() => import(...).then((m) => m.Page)`, which the
 * build writes shorter than `async () => (await import(...)).Page` (Vite's preload wrapper names
 * the export twice in the latter): 0.4 KB gzip less of the first screen's JavaScript over 50 routes.
 */
type Load = () => Promise<ComponentType>;
type Ask = (url: URL) => void;

/**
 * A loader that starts the address's calls and returns at once: the screen never waits for it,
 * its queries find the answers on the way. Without a stored session there is nothing to ask.
 */
function early(ask: Ask): LoaderFunction {
  return ({ request }) => {
    const token = session.token();
    if (token !== null) ask(new URL(request.url));
    return null;
  };
}

/** A screen from the paths table: its own chunk, loaded when first visited; the table entry is its handle. */
function screen(entry: Screen, load: Load, ask?: Ask): RouteObject {
  return { path: entry.path, handle: entry, lazy: { Component: load }, ...(ask && { loader: early(ask) }) };
}

/** A form starts afresh for each record: a new id in the address is a new form, never the last one's values. */
function formScreen(entry: Screen & { idParam: string }, load: Load): RouteObject {
  return screen(entry, async () => {
    const Page = await load();
    return function RecordForm() {
      const [query] = useSearchParams();
      return <Page key={query.get(entry.idParam) ?? ''} />;
    };
  });
}

const S = screens;
export const router = createBrowserRouter([
  // The login screen is part of the first download: it is where every visit without a session
  // starts, and a chunk of its own would cost a phone one more round trip before anything shows.
  { path: S.login.path, Component: LoginPage },
  {
    // A share link's page: no account, no app frame, only the one document.
    path: S.sharedDocument.path,
    HydrateFallback: Loading,
    lazy: {
      Component: () =>
        import('../features/documents/components/shared-document-page').then((m) => m.SharedDocumentPage),
    },
  },
  {
    // The signed-in frame is a chunk of its own too: the login screen loads only what it shows.
    HydrateFallback: Loading,
    loader: early((url) => askEarly(authCheckQueryOptions(session.token(), url.pathname))),
    lazy: { Component: () => import('./signed-in').then((m) => m.SignedIn) },
    children: [
      {
        lazy: { Component: () => import('./admin-gate').then((m) => m.AdminGate) },
        children: [
          screen(
            S.dashboard,
            () => import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
            askDashboardEarly,
          ),
          screen(S.roomMap, () => import('../features/floor-plan/components/room-map-page').then((m) => m.RoomMapPage)),
          screen(S.timeline, () => import('../features/timeline/components/timeline-page').then((m) => m.TimelinePage)),
          screen(S.meterRound, () =>
            import('../features/meter-readings/components/meter-round-page').then((m) => m.MeterRoundPage),
          ),
          screen(S.meterReadings, () =>
            import('../features/meter-readings/components/meter-reading-list-page').then((m) => m.MeterReadingListPage),
          ),
          screen(S.bookings, () =>
            import('../features/bookings/components/booking-list-page').then((m) => m.BookingListPage),
          ),
          // The stay's screen, with its rental agreement panel (features/agreements) in it.
          formScreen(S.bookingForm, () =>
            Promise.all([
              import('../features/bookings/components/booking-form-page'),
              import('../features/agreements/components/agreement-panel'),
            ]).then(
              ([m, a]) =>
                function StayScreen() {
                  return <m.BookingFormPage StayPanel={a.AgreementPanel} />;
                },
            ),
          ),
          screen(S.walkIn, () => import('../features/bookings/components/walk-in-page').then((m) => m.WalkInPage)),
          screen(S.walkInDone, () =>
            import('../features/bookings/components/walk-in-done-page').then((m) => m.WalkInDonePage),
          ),
          screen(
            S.tenants,
            () => import('../features/tenants/components/tenant-list-page').then((m) => m.TenantListPage),
            askTenantsEarly,
          ),
          formScreen(S.tenantForm, () =>
            import('../features/tenants/components/tenant-form-page').then((m) => m.TenantFormPage),
          ),
          screen(S.payments, () =>
            import('../features/payments/components/payment-list-page').then((m) => m.PaymentListPage),
          ),
          formScreen(S.paymentForm, () =>
            import('../features/payments/components/payment-form-page').then((m) => m.PaymentFormPage),
          ),
          screen(S.receipt, () => import('../features/documents/components/receipt-page').then((m) => m.ReceiptPage)),
          screen(S.maintenanceRequests, () =>
            import('../features/maintenance-requests/components/maintenance-request-list-page').then(
              (m) => m.MaintenanceRequestListPage,
            ),
          ),
          formScreen(S.maintenanceRequestForm, () =>
            import('../features/maintenance-requests/components/maintenance-request-form-page').then(
              (m) => m.MaintenanceRequestFormPage,
            ),
          ),
          screen(S.paymentClaims, () =>
            import('../features/payment-claims/components/payment-claim-list-page').then((m) => m.PaymentClaimListPage),
          ),
          formScreen(S.paymentClaimForm, () =>
            import('../features/payment-claims/components/payment-claim-page').then((m) => m.PaymentClaimPage),
          ),
          screen(S.onlinePayments, () =>
            import('../features/online-payments/components/online-payments-page').then((m) => m.OnlinePaymentsPage),
          ),
          screen(S.bills, () => import('../features/bills/components/bill-list-page').then((m) => m.BillListPage)),
          screen(S.arrears, () => import('../features/bills/components/arrears-page').then((m) => m.ArrearsPage)),
          screen(S.messageLog, () =>
            import('../features/messaging/components/message-log-page').then((m) => m.MessageLogPage),
          ),
          formScreen(S.billForm, () => import('../features/bills/components/bill-page').then((m) => m.BillPage)),
          screen(S.deposits, () =>
            import('../features/deposits/components/deposit-list-page').then((m) => m.DepositListPage),
          ),
          formScreen(S.depositForm, () =>
            import('../features/deposits/components/deposit-form-page').then((m) => m.DepositFormPage),
          ),
          screen(S.expenses, () =>
            import('../features/expenses/components/expense-list-page').then((m) => m.ExpenseListPage),
          ),
          formScreen(S.expenseForm, () =>
            import('../features/expenses/components/expense-form-page').then((m) => m.ExpenseFormPage),
          ),
          screen(S.report, () => import('../features/reports/components/report-page').then((m) => m.ReportPage)),
          screen(S.residentRegister, () =>
            import('../features/resident-register/components/resident-register-page').then(
              (m) => m.ResidentRegisterPage,
            ),
          ),
          screen(S.inspection, () =>
            import('../features/inspections/components/inspection-page').then((m) => m.InspectionPage),
          ),
          screen(S.employees, () =>
            import('../features/employees/components/employee-list-page').then((m) => m.EmployeeListPage),
          ),
          formScreen(S.employeeForm, () =>
            import('../features/employees/components/employee-form-page').then((m) => m.EmployeeFormPage),
          ),
          screen(S.settings, () => import('../features/settings/components/setting-page').then((m) => m.SettingPage)),
          screen(S.users, () => import('../features/users/components/user-list-page').then((m) => m.UserListPage)),
          screen(S.audit, () => import('../features/audit/components/audit-list-page').then((m) => m.AuditListPage)),
          formScreen(S.userForm, () =>
            import('../features/users/components/user-form-page').then((m) => m.UserFormPage),
          ),
          screen(S.roomTypes, () =>
            import('../features/room-types/components/room-type-list-page').then((m) => m.RoomTypeListPage),
          ),
          formScreen(S.roomTypeForm, () =>
            import('../features/room-types/components/room-type-form-page').then((m) => m.RoomTypeFormPage),
          ),
          screen(S.chargeTypes, () =>
            import('../features/charge-types/components/charge-type-list-page').then((m) => m.ChargeTypeListPage),
          ),
          formScreen(S.chargeTypeForm, () =>
            import('../features/charge-types/components/charge-type-form-page').then((m) => m.ChargeTypeFormPage),
          ),
          screen(S.rooms, () => import('../features/rooms/components/room-list-page').then((m) => m.RoomListPage)),
          formScreen(S.roomForm, () =>
            import('../features/rooms/components/room-form-page').then((m) => m.RoomFormPage),
          ),
          screen(S.cardVendors, () =>
            import('../features/card-vendors/components/card-vendor-list-page').then((m) => m.CardVendorListPage),
          ),
          formScreen(S.cardVendorForm, () =>
            import('../features/card-vendors/components/card-vendor-form-page').then((m) => m.CardVendorFormPage),
          ),
          screen(S.expenseCategories, () =>
            import('../features/expense-categories/components/expense-category-list-page').then(
              (m) => m.ExpenseCategoryListPage,
            ),
          ),
          formScreen(S.expenseCategoryForm, () =>
            import('../features/expense-categories/components/expense-category-form-page').then(
              (m) => m.ExpenseCategoryFormPage,
            ),
          ),
          screen(S.properties, () =>
            import('../features/properties/components/property-list-page').then((m) => m.PropertyListPage),
          ),
          formScreen(S.propertyForm, () =>
            import('../features/properties/components/property-form-page').then((m) => m.PropertyFormPage),
          ),
          screen(S.businessProfile, () =>
            import('../features/settings/components/business-profile-page').then((m) => m.BusinessProfilePage),
          ),
          screen(S.messageSettings, () =>
            import('../features/messaging/components/message-settings-page').then((m) => m.MessageSettingsPage),
          ),
          screen(S.reportSettings, () =>
            import('../features/reports/components/report-settings-page').then((m) => m.ReportSettingsPage),
          ),
          screen(S.agreementTemplate, () =>
            import('../features/agreements/components/agreement-template-page').then((m) => m.AgreementTemplatePage),
          ),
          { path: '*', lazy: { Component: () => import('../components/not-found-page').then((m) => m.NotFoundPage) } },
        ],
      },
    ],
  },
]);
