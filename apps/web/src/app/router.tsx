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
