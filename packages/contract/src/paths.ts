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
  booking: {
    create: '/api/Booking/Create',
    update: '/api/Booking/Update',
    delete: '/api/Booking/Delete',
    getById: '/api/Booking/GetById',
    getList: '/api/Booking/GetList',
    getTenantList: '/api/Booking/GetTenantList',
    getAvailableRoom: '/api/Booking/GetAvailableRoom',
    checkIn: '/api/Booking/CheckIn',
    completeBooking: '/api/Booking/CompleteBooking',
    reactiveBooking: '/api/Booking/ReactiveBooking',
    cancelBooking: '/api/Booking/CancelBooking',
  },
  /** The room map; a module of its own, beside the Room CRUD calls. */
  floorPlan: {
    getFloorPlan: '/api/Room/GetFloorPlan',
  },
} as const;
