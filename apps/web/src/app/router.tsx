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
      Component: async () => (await import('../features/documents/components/shared-document-page')).SharedDocumentPage,
    },
  },
  {
    // The signed-in frame is a chunk of its own too: the login screen loads only what it shows.
    HydrateFallback: Loading,
    loader: early((url) => askEarly(authCheckQueryOptions(session.token(), url.pathname))),
    lazy: { Component: async () => (await import('./signed-in')).SignedIn },
    children: [
      {
        lazy: { Component: async () => (await import('./admin-gate')).AdminGate },
        children: [
          screen(
            S.dashboard,
            async () => (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
            askDashboardEarly,
          ),
          screen(S.roomMap, async () => (await import('../features/floor-plan/components/room-map-page')).RoomMapPage),
          screen(
            S.meterRound,
            async () => (await import('../features/meter-readings/components/meter-round-page')).MeterRoundPage,
          ),
          screen(
            S.meterReadings,
            async () =>
              (await import('../features/meter-readings/components/meter-reading-list-page')).MeterReadingListPage,
          ),
          screen(
            S.bookings,
            async () => (await import('../features/bookings/components/booking-list-page')).BookingListPage,
          ),
          formScreen(
            S.bookingForm,
            async () => (await import('../features/bookings/components/booking-form-page')).BookingFormPage,
          ),
          screen(S.walkIn, async () => (await import('../features/bookings/components/walk-in-page')).WalkInPage),
          screen(
            S.walkInDone,
            async () => (await import('../features/bookings/components/walk-in-done-page')).WalkInDonePage,
          ),
          screen(
            S.tenants,
            async () => (await import('../features/tenants/components/tenant-list-page')).TenantListPage,
            askTenantsEarly,
          ),
          formScreen(
            S.tenantForm,
            async () => (await import('../features/tenants/components/tenant-form-page')).TenantFormPage,
          ),
          screen(
            S.payments,
            async () => (await import('../features/payments/components/payment-list-page')).PaymentListPage,
          ),
          formScreen(
            S.paymentForm,
            async () => (await import('../features/payments/components/payment-form-page')).PaymentFormPage,
          ),
          screen(S.receipt, async () => (await import('../features/documents/components/receipt-page')).ReceiptPage),
          screen(
            S.paymentClaims,
            async () =>
              (await import('../features/payment-claims/components/payment-claim-list-page')).PaymentClaimListPage,
          ),
          formScreen(
            S.paymentClaimForm,
            async () => (await import('../features/payment-claims/components/payment-claim-page')).PaymentClaimPage,
          ),
          screen(
            S.onlinePayments,
            async () =>
              (await import('../features/online-payments/components/online-payments-page')).OnlinePaymentsPage,
          ),
          screen(S.bills, async () => (await import('../features/bills/components/bill-list-page')).BillListPage),
          screen(S.arrears, async () => (await import('../features/bills/components/arrears-page')).ArrearsPage),
          screen(
            S.messageLog,
            async () => (await import('../features/messaging/components/message-log-page')).MessageLogPage,
          ),
          formScreen(S.billForm, async () => (await import('../features/bills/components/bill-page')).BillPage),
          screen(
            S.deposits,
            async () => (await import('../features/deposits/components/deposit-list-page')).DepositListPage,
          ),
          formScreen(
            S.depositForm,
            async () => (await import('../features/deposits/components/deposit-form-page')).DepositFormPage,
          ),
          screen(
            S.expenses,
            async () => (await import('../features/expenses/components/expense-list-page')).ExpenseListPage,
          ),
          formScreen(
            S.expenseForm,
            async () => (await import('../features/expenses/components/expense-form-page')).ExpenseFormPage,
          ),
          screen(
            S.employees,
            async () => (await import('../features/employees/components/employee-list-page')).EmployeeListPage,
          ),
          formScreen(
            S.employeeForm,
            async () => (await import('../features/employees/components/employee-form-page')).EmployeeFormPage,
          ),
          screen(S.settings, async () => (await import('../features/settings/components/setting-page')).SettingPage),
          screen(S.users, async () => (await import('../features/users/components/user-list-page')).UserListPage),
          screen(S.audit, async () => (await import('../features/audit/components/audit-list-page')).AuditListPage),
          formScreen(
            S.userForm,
            async () => (await import('../features/users/components/user-form-page')).UserFormPage,
          ),
          screen(
            S.roomTypes,
            async () => (await import('../features/room-types/components/room-type-list-page')).RoomTypeListPage,
          ),
          formScreen(
            S.roomTypeForm,
            async () => (await import('../features/room-types/components/room-type-form-page')).RoomTypeFormPage,
          ),
          screen(
            S.chargeTypes,
            async () => (await import('../features/charge-types/components/charge-type-list-page')).ChargeTypeListPage,
          ),
          formScreen(
            S.chargeTypeForm,
            async () => (await import('../features/charge-types/components/charge-type-form-page')).ChargeTypeFormPage,
          ),
          screen(S.rooms, async () => (await import('../features/rooms/components/room-list-page')).RoomListPage),
          formScreen(
            S.roomForm,
            async () => (await import('../features/rooms/components/room-form-page')).RoomFormPage,
          ),
          screen(
            S.cardVendors,
            async () => (await import('../features/card-vendors/components/card-vendor-list-page')).CardVendorListPage,
          ),
          formScreen(
            S.cardVendorForm,
            async () => (await import('../features/card-vendors/components/card-vendor-form-page')).CardVendorFormPage,
          ),
          screen(
            S.expenseCategories,
            async () =>
              (await import('../features/expense-categories/components/expense-category-list-page'))
                .ExpenseCategoryListPage,
          ),
          formScreen(
            S.expenseCategoryForm,
            async () =>
              (await import('../features/expense-categories/components/expense-category-form-page'))
                .ExpenseCategoryFormPage,
          ),
          screen(
            S.properties,
            async () => (await import('../features/properties/components/property-list-page')).PropertyListPage,
          ),
          formScreen(
            S.propertyForm,
            async () => (await import('../features/properties/components/property-form-page')).PropertyFormPage,
          ),
          screen(
            S.businessProfile,
            async () => (await import('../features/settings/components/business-profile-page')).BusinessProfilePage,
          ),
          screen(
            S.messageSettings,
            async () => (await import('../features/messaging/components/message-settings-page')).MessageSettingsPage,
          ),
          { path: '*', lazy: { Component: async () => (await import('../components/not-found-page')).NotFoundPage } },
        ],
      },
    ],
  },
]);
