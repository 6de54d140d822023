/**
 * Every API path (spec section 7), in a module free of zod so that a client can import it
 * without the schemas. The calls (`*Calls` objects) name these; `apiCall(paths.user.getList, ...)`
 * on the web is typed from the call with that path.
 */
export const paths = {
  auth: {
    login: '/api/Auth/Login',
    checkAuth: '/api/Auth/CheckAuth',
    logout: '/api/Auth/Logout',
  },
  user: {
    create: '/api/User/Create',
    update: '/api/User/Update',
    delete: '/api/User/Delete',
    getById: '/api/User/GetById',
    getList: '/api/User/GetList',
    checkIsAdmin: '/api/User/CheckIsAdmin',
    export: '/api/User/Export',
  },
  dashboard: {
    getDashboardInfo: '/api/Dashboard/GetDashboardInfo',
  },
  payment: {
    create: '/api/Payment/Create',
    update: '/api/Payment/Update',
    delete: '/api/Payment/Delete',
    getById: '/api/Payment/GetById',
    getList: '/api/Payment/GetList',
    getPaymentByBookingId: '/api/Payment/GetPaymentByBookingId',
    getPaymentByTenantId: '/api/Payment/GetPaymentByTenantId',
    getBookingOptions: '/api/Payment/GetBookingOptions',
    export: '/api/Payment/Export',
  },
  depositReturned: {
    create: '/api/DepositReturned/Create',
    getList: '/api/DepositReturned/GetList',
    getById: '/api/DepositReturned/GetById',
    export: '/api/DepositReturned/Export',
  },
  bill: {
    getList: '/api/Bill/GetList',
    getById: '/api/Bill/GetById',
    getByBookingId: '/api/Bill/GetByBookingId',
    void: '/api/Bill/Void',
    getArrears: '/api/Bill/GetArrears',
    exportArrears: '/api/Bill/ExportArrears',
    export: '/api/Bill/Export',
    /** The filtered bills' lines, one row per line (rent, late fee, each charge). */
    exportLines: '/api/Bill/ExportLines',
  },
  /** The business's own settings (billing and late fees), changed on the Setting screen. */
  setting: {
    getBusinessSettings: '/api/Setting/GetBusinessSettings',
    updateBusinessSettings: '/api/Setting/UpdateBusinessSettings',
    getBusinessProfile: '/api/Setting/GetBusinessProfile',
    getBusinessName: '/api/Setting/GetBusinessName',
    updateBusinessProfile: '/api/Setting/UpdateBusinessProfile',
    updateBusinessLogo: '/api/Setting/UpdateBusinessLogo',
    /** multipart: the static QRIS image the stay's page shows (served at setting.businessLogo). */
    updateBusinessQris: '/api/Setting/UpdateBusinessQris',
    /** GET {businessLogo}/{logoId}: the logo bytes (not a POST call). */
    businessLogo: '/api/Setting/Logo',
  },
  expense: {
    create: '/api/Expense/Create',
    update: '/api/Expense/Update',
    delete: '/api/Expense/Delete',
    getById: '/api/Expense/GetById',
    getList: '/api/Expense/GetList',
    stopRepeating: '/api/Expense/StopRepeating',
    export: '/api/Expense/Export',
  },
  roomType: {
    create: '/api/RoomType/Create',
    update: '/api/RoomType/Update',
    delete: '/api/RoomType/Delete',
    getById: '/api/RoomType/GetById',
    getList: '/api/RoomType/GetList',
    export: '/api/RoomType/Export',
  },
  room: {
    create: '/api/Room/Create',
    update: '/api/Room/Update',
    delete: '/api/Room/Delete',
    getById: '/api/Room/GetById',
    getList: '/api/Room/GetList',
    export: '/api/Room/Export',
  },
  chargeType: {
    create: '/api/ChargeType/Create',
    update: '/api/ChargeType/Update',
    delete: '/api/ChargeType/Delete',
    getById: '/api/ChargeType/GetById',
    getList: '/api/ChargeType/GetList',
    export: '/api/ChargeType/Export',
  },
  cardVendor: {
    create: '/api/CardVendor/Create',
    update: '/api/CardVendor/Update',
    delete: '/api/CardVendor/Delete',
    getById: '/api/CardVendor/GetById',
    getList: '/api/CardVendor/GetList',
    export: '/api/CardVendor/Export',
  },
  expenseCategory: {
    create: '/api/ExpenseCategory/Create',
    update: '/api/ExpenseCategory/Update',
    delete: '/api/ExpenseCategory/Delete',
    remove: '/api/ExpenseCategory/Remove',
    getById: '/api/ExpenseCategory/GetById',
    getList: '/api/ExpenseCategory/GetList',
    export: '/api/ExpenseCategory/Export',
  },
  property: {
    create: '/api/Property/Create',
    update: '/api/Property/Update',
    delete: '/api/Property/Delete',
    getById: '/api/Property/GetById',
    getList: '/api/Property/GetList',
    /** multipart: a logo a property's Create or Update then names (served at setting.businessLogo). */
    uploadLogo: '/api/Property/UploadLogo',
    /** multipart: a QRIS image a property's Create or Update then names (served at setting.businessLogo). */
    uploadQris: '/api/Property/UploadQris',
    export: '/api/Property/Export',
  },
  employee: {
    create: '/api/Employee/Create',
    update: '/api/Employee/Update',
    delete: '/api/Employee/Delete',
    getById: '/api/Employee/GetById',
    getList: '/api/Employee/GetList',
    export: '/api/Employee/Export',
  },
  booking: {
    create: '/api/Booking/Create',
    update: '/api/Booking/Update',
    delete: '/api/Booking/Delete',
    getById: '/api/Booking/GetById',
    getList: '/api/Booking/GetList',
    getTenantList: '/api/Booking/GetTenantList',
    getAvailableRoom: '/api/Booking/GetAvailableRoom',
    /** One property's rooms by days: every stay meeting the range as a bar, with what it owes now. */
    getTimeline: '/api/Booking/GetTimeline',
    checkIn: '/api/Booking/CheckIn',
    completeBooking: '/api/Booking/CompleteBooking',
    reactiveBooking: '/api/Booking/ReactiveBooking',
    cancelBooking: '/api/Booking/CancelBooking',
    /** A walk-in in one call: the tenant (new or chosen), the booking, the arrival and the first payments. */
    walkIn: '/api/Booking/WalkIn',
    /** A new rent from a date: later periods' bills use it; unpaid ones already made are rebuilt. */
    changeRent: '/api/Booking/ChangeRent',
    /** The stay's own page for its tenant (`/t/...`): its live link, else a new one. */
    getTenantLink: '/api/Booking/GetTenantLink',
    /** Ends every live link to the stay's page; the next GetTenantLink makes a new one. */
    revokeTenantLink: '/api/Booking/RevokeTenantLink',
    export: '/api/Booking/Export',
  },
  /** Readings of the rooms' meters (electricity, water): each reading's usage becomes a bill line. */
  meterReading: {
    getRound: '/api/MeterReading/GetRound',
    create: '/api/MeterReading/Create',
    update: '/api/MeterReading/Update',
    delete: '/api/MeterReading/Delete',
    getById: '/api/MeterReading/GetById',
    getList: '/api/MeterReading/GetList',
    /** multipart: a photo of the meter, kept with a saved reading (a new one replaces it; the old is kept). */
    uploadPhoto: '/api/MeterReading/UploadPhoto',
    /** GET {photo}/{photoId}: the photo bytes (not a POST call). */
    photo: '/api/MeterReading/Photo',
  },
  /** A room's condition at check-in and check-out, item by item, from its room type's checklist. */
  inspection: {
    getChecklist: '/api/Inspection/GetChecklist',
    updateChecklist: '/api/Inspection/UpdateChecklist',
    create: '/api/Inspection/Create',
    update: '/api/Inspection/Update',
    getById: '/api/Inspection/GetById',
    getList: '/api/Inspection/GetList',
    /** multipart: a photo of one item (re-encoded, bounded; a few per item). */
    addPhoto: '/api/Inspection/AddPhoto',
    deletePhoto: '/api/Inspection/DeletePhoto',
    /** A deduction from the stay's deposit for a damaged or missing item, in one step. */
    createDeduction: '/api/Inspection/CreateDeduction',
    /** GET {photo}/{photoId}: the photo bytes (not a POST call). */
    photo: '/api/Inspection/Photo',
  },
  /** Repairs (keluhan): reported by staff or by a tenant from their page, assigned, closed with a cost. */
  maintenanceRequest: {
    create: '/api/MaintenanceRequest/Create',
    update: '/api/MaintenanceRequest/Update',
    getById: '/api/MaintenanceRequest/GetById',
    getList: '/api/MaintenanceRequest/GetList',
    /** multipart: a photo of the problem, kept with the request (at most MAINTENANCE_PHOTOS_MAX). */
    uploadPhoto: '/api/MaintenanceRequest/UploadPhoto',
    /** GET {photo}/{photoId}: the photo bytes (not a POST call). */
    photo: '/api/MaintenanceRequest/Photo',
  },
  /** The tenant's page (public: the signed link is the key). */
  tenantPage: {
    get: '/api/TenantPage/Get',
    submitClaim: '/api/TenantPage/SubmitClaim',
    /** multipart: a repair the tenant reports from their page (keluhan), with an optional photo. */
    submitMaintenanceRequest: '/api/TenantPage/SubmitMaintenanceRequest',
    /** A payment gateway's checkout for an open bill (only with a gateway configured). */
    createCheckout: '/api/TenantPage/CreateCheckout',
    /** GET {receipt}/{token}/{paymentId}: a receipt of the stay as a PDF. */
    receipt: '/api/TenantPage/Receipt',
    /** GET {bill}/{token}/{billId}: a bill of the stay as a PDF. */
    bill: '/api/TenantPage/Bill',
    /** The tenant signs the stay's agreement on their page. */
    signAgreement: '/api/TenantPage/SignAgreement',
    /** GET {agreement}/{token}/{agreementId}: the stay's agreement as a PDF. */
    agreement: '/api/TenantPage/Agreement',
  },
  /** A stay's rental agreement: versions, drawn signatures, the fixed PDF. */
  agreement: {
    getTemplate: '/api/Agreement/GetTemplate',
    updateTemplate: '/api/Agreement/UpdateTemplate',
    create: '/api/Agreement/Create',
    getById: '/api/Agreement/GetById',
    getList: '/api/Agreement/GetList',
    sign: '/api/Agreement/Sign',
    /** GET {file}?id=: the PDF (a draft drawn live and marked DRAFT; a fixed version its kept bytes). */
    file: '/api/Agreement/File',
    /** GET {signature}/{agreementId}/{signer}: a signature's image. */
    signature: '/api/Agreement/Signature',
  },
  /** Online payment through a gateway (Xendit first). */
  paymentGateway: {
    /** POST {callback}/{provider}: the provider's webhook (not a call: its own payload and token). */
    callback: '/api/PaymentGateway/Callback',
    getStatus: '/api/PaymentGateway/GetStatus',
    getCheckoutList: '/api/PaymentGateway/GetCheckoutList',
    getAnomalyList: '/api/PaymentGateway/GetAnomalyList',
    resolveAnomaly: '/api/PaymentGateway/ResolveAnomaly',
  },
  /** Tenants' "I have paid" with a photo of the transfer, for the owner to approve or reject. */
  paymentClaim: {
    getList: '/api/PaymentClaim/GetList',
    getById: '/api/PaymentClaim/GetById',
    approve: '/api/PaymentClaim/Approve',
    reject: '/api/PaymentClaim/Reject',
    /** GET {photo}/{paymentClaimId}: the transfer photo (not a POST call). */
    photo: '/api/PaymentClaim/Photo',
  },
  /** A stay's add-on charges (parking, wifi every period; laundry once). */
  stayCharge: {
    create: '/api/StayCharge/Create',
    update: '/api/StayCharge/Update',
    delete: '/api/StayCharge/Delete',
    getById: '/api/StayCharge/GetById',
    getList: '/api/StayCharge/GetList',
  },
  /** The room map; a module of its own, beside the Room CRUD calls. */
  floorPlan: {
    getFloorPlan: '/api/Room/GetFloorPlan',
  },
  tenant: {
    create: '/api/Tenant/Create',
    update: '/api/Tenant/Update',
    delete: '/api/Tenant/Delete',
    getById: '/api/Tenant/GetById',
    getList: '/api/Tenant/GetList',
    /** GET {photo}/{photoId}: the photo bytes (not a POST call). */
    photo: '/api/Tenant/Photo',
    export: '/api/Tenant/Export',
  },
  audit: {
    getList: '/api/Audit/GetList',
    export: '/api/Audit/Export',
  },
  /** Receipts and bills as PDFs and share links (the GET paths are followed by the record's id). */
  document: {
    paymentReceipt: '/api/Payment/Receipt',
    depositReturnReceipt: '/api/DepositReturned/Receipt',
    getPaymentReceipt: '/api/Payment/GetReceipt',
    getDepositReturnReceipt: '/api/DepositReturned/GetReceipt',
    paymentShareLink: '/api/Payment/GetShareLink',
    depositReturnShareLink: '/api/DepositReturned/GetShareLink',
    billDocument: '/api/Bill/Document',
    getBillDocument: '/api/Bill/GetDocument',
    billShareLink: '/api/Bill/GetShareLink',
    getShareLinks: '/api/ShareLink/GetByDocument',
    revokeShareLink: '/api/ShareLink/Revoke',
    /** Public: the one document a share link shows, as data and (GET {sharedPdf}/{token}) as a PDF. */
    getShared: '/api/Share/GetDocument',
    sharedPdf: '/api/Share/Pdf',
  },
  reminder: {
    record: '/api/Reminder/Record',
    getLog: '/api/Reminder/GetLog',
    getRules: '/api/Reminder/GetRules',
    updateRules: '/api/Reminder/UpdateRules',
    sendDueNow: '/api/Reminder/SendDueNow',
  },
  /** The channels the server sends messages through (WhatsApp Cloud API, SMTP). */
  messageChannel: {
    get: '/api/MessageChannel/Get',
    updateWhatsapp: '/api/MessageChannel/UpdateWhatsapp',
    updateEmail: '/api/MessageChannel/UpdateEmail',
    sendTest: '/api/MessageChannel/SendTest',
  },
  /** The month's numbers; the files are GETs (not calls): {monthlyFile}?year&month&propertyId&format=pdf|xlsx&lang, {journal}?year&month&propertyId. */
  report: {
    getMonthly: '/api/Report/GetMonthly',
    getTrend: '/api/Report/GetTrend',
    getSettings: '/api/Report/GetSettings',
    updateSettings: '/api/Report/UpdateSettings',
    monthlyFile: '/api/Report/MonthlyFile',
    journal: '/api/Report/Journal',
    /** The resident register (RT/RW and APOA); its file is a GET: {residentRegisterFile}?propertyId&date&since&format&lang. */
    getResidentRegister: '/api/Report/GetResidentRegister',
    residentRegisterFile: '/api/Report/ResidentRegisterFile',
  },
  whatsapp: {
    /** GET (Meta's verify-token handshake) and POST (delivery statuses, signed): not calls. */
    webhook: '/api/WhatsApp/Webhook',
  },
  backup: {
    getLatest: '/api/Backup/GetLatest',
    create: '/api/Backup/Create',
    /** GET {download}/{fileName}: the backup file (not a POST call). */
    download: '/api/Backup/Download',
  },
} as const;
