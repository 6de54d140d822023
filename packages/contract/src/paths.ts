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
  // Rooms and staff.
  roomType: {
    create: '/api/RoomType/Create',
    update: '/api/RoomType/Update',
    delete: '/api/RoomType/Delete',
    getById: '/api/RoomType/GetById',
    getList: '/api/RoomType/GetList',
  },
  room: {
    create: '/api/Room/Create',
    update: '/api/Room/Update',
    delete: '/api/Room/Delete',
    getById: '/api/Room/GetById',
    getList: '/api/Room/GetList',
  },
  cardVendor: {
    create: '/api/CardVendor/Create',
    update: '/api/CardVendor/Update',
    delete: '/api/CardVendor/Delete',
    getById: '/api/CardVendor/GetById',
    getList: '/api/CardVendor/GetList',
  },
  employee: {
    create: '/api/Employee/Create',
    update: '/api/Employee/Update',
    delete: '/api/Employee/Delete',
    getById: '/api/Employee/GetById',
    getList: '/api/Employee/GetList',
  },
} as const;
