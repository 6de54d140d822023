/**
 * Every API path (spec section 7), in a module free of zod so that a client can import it
 * without the schemas. The calls (`*Calls` objects) name these; `apiCall(paths.user.getList, ...)`
 * on the web is typed from the call with that path.
 */
export const paths = {
  auth: {
    login: '/api/Auth/Login',
    checkAuth: '/api/Auth/CheckAuth',
  },
  user: {
    create: '/api/User/Create',
    update: '/api/User/Update',
    delete: '/api/User/Delete',
    getById: '/api/User/GetById',
    getList: '/api/User/GetList',
    checkIsAdmin: '/api/User/CheckIsAdmin',
  },
  dashboard: {
    getDashboardInfo: '/api/Dashboard/GetDashboardInfo',
  },
  tenant: {
    create: '/api/Tenant/Create',
    update: '/api/Tenant/Update',
    delete: '/api/Tenant/Delete',
    getById: '/api/Tenant/GetById',
    getList: '/api/Tenant/GetList',
    /** GET {photo}/{photoId}: the photo bytes (not a POST call). */
    photo: '/api/Tenant/Photo',
  },
} as const;
