import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/feedback/loading';
import { RequireAdmin } from './require-admin';

/** A screen loaded when first visited (its own chunk); "Loading..." meanwhile. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Screen = lazy(() => load().then((m) => ({ default: pick(m) })));
  return <Screen />;
}

export const router = createBrowserRouter([
  {
    path: '/login',
    element: (
      <Suspense fallback={<Loading />}>
        {page(
          () => import('../features/auth/components/login-page'),
          (m) => m.LoginPage,
        )}
      </Suspense>
    ),
  },
  {
    // The signed-in frame is a chunk of its own too: the login screen loads only what it shows.
    element: (
      <Suspense fallback={<Loading />}>
        {page(
          () => import('./signed-in'),
          (m) => m.SignedIn,
        )}
      </Suspense>
    ),
    children: [
      {
        index: true,
        element: page(
          () => import('../features/dashboard/components/dashboard-page'),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: 'setting',
        element: page(
          () => import('../features/settings/components/setting-page'),
          (m) => m.SettingPage,
        ),
      },
      {
        path: 'setting/user',
        element: page(
          () => import('../features/users/components/user-list-page'),
          (m) => m.UserListPage,
        ),
      },
      {
        path: 'setting/user/form',
        element: page(
          () => import('../features/users/components/user-form-page'),
          (m) => m.UserFormPage,
        ),
      },
      // Money (issue 6)
      {
        path: 'payment',
        element: page(
          () => import('../features/payments/components/payment-list-page'),
          (m) => m.PaymentListPage,
        ),
      },
      {
        path: 'payment/form',
        element: page(
          () => import('../features/payments/components/payment-form-page'),
          (m) => m.PaymentFormPage,
        ),
      },
      {
        path: 'deposit',
        element: page(
          () => import('../features/deposits/components/deposit-list-page'),
          (m) => m.DepositListPage,
        ),
      },
      {
        path: 'deposit/form',
        element: page(
          () => import('../features/deposits/components/deposit-form-page'),
          (m) => m.DepositFormPage,
        ),
      },
      {
        path: 'expense',
        element: page(
          () => import('../features/expenses/components/expense-list-page'),
          (m) => m.ExpenseListPage,
        ),
      },
      {
        path: 'expense/form',
        element: page(
          () => import('../features/expenses/components/expense-form-page'),
          (m) => m.ExpenseFormPage,
        ),
      },
      // Rooms and staff.
      {
        path: 'setting/room-type',
        element: page(
          () => import('../features/room-types/components/room-type-list-page'),
          (m) => m.RoomTypeListPage,
        ),
      },
      {
        path: 'setting/room-type/form',
        element: page(
          () => import('../features/room-types/components/room-type-form-page'),
          (m) => m.RoomTypeFormPage,
        ),
      },
      {
        path: 'setting/room-setup',
        element: page(
          () => import('../features/rooms/components/room-list-page'),
          (m) => m.RoomListPage,
        ),
      },
      {
        path: 'setting/room-setup/form',
        element: page(
          () => import('../features/rooms/components/room-form-page'),
          (m) => m.RoomFormPage,
        ),
      },
      {
        path: 'setting/card-vendor',
        element: page(
          () => import('../features/card-vendors/components/card-vendor-list-page'),
          (m) => m.CardVendorListPage,
        ),
      },
      {
        path: 'setting/card-vendor/form',
        element: page(
          () => import('../features/card-vendors/components/card-vendor-form-page'),
          (m) => m.CardVendorFormPage,
        ),
      },
      {
        path: 'employee',
        element: (
          <RequireAdmin>
            {page(
              () => import('../features/employees/components/employee-list-page'),
              (m) => m.EmployeeListPage,
            )}
          </RequireAdmin>
        ),
      },
      {
        path: 'employee/form',
        element: (
          <RequireAdmin>
            {page(
              () => import('../features/employees/components/employee-form-page'),
              (m) => m.EmployeeFormPage,
            )}
          </RequireAdmin>
        ),
      },
      {
        path: 'booking',
        element: page(
          () => import('../features/bookings/components/booking-list-page'),
          (m) => m.BookingListPage,
        ),
      },
      {
        path: 'booking/form',
        element: page(
          () => import('../features/bookings/components/booking-form-page'),
          (m) => m.BookingFormPage,
        ),
      },
      {
        path: 'rooms',
        element: page(
          () => import('../features/floor-plan/components/room-map-page'),
          (m) => m.RoomMapPage,
        ),
      },
      {
        path: 'tenant',
        element: page(
          () => import('../features/tenants/components/tenant-list-page'),
          (m) => m.TenantListPage,
        ),
      },
      {
        path: 'tenant/form',
        element: page(
          () => import('../features/tenants/components/tenant-form-page'),
          (m) => m.TenantFormPage,
        ),
      },
      {
        path: '*',
        element: page(
          () => import('./not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
]);
