import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/feedback/loading';

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
