/**
 * Every refusal and notice the server sends or the client shows, in English: the spec's wording,
 * word for word. A message travels as its code (the dotted path here, e.g. `booking.roomTaken`)
 * and its params; each side renders it in the reader's language (`formatMessage`).
 *
 * Placeholders: `{{name}}` a value as it is; `{{field}}` a field label key (fieldLabels);
 * `{{name, date}}` an ISO date, written DD Mon YYYY; `{{name, money}}` whole rupiah, written
 * Rp 1.500.000; `{{name, join}}` a list, written a, b, c; `{{name, zod}}` a zod issue code, with
 * zod's own words for it. Codes are stable: change the words, never the code.
 * A new message: add it here, then in messages.id.ts (the typecheck fails until both have it),
 * then list its code in README.md (a test compares).
 */
export const messagesEn = {
  server: {
    error: 'An error has occured. Please contact IT Support.',
    closing: 'The server is restarting. Please try again in a moment.',
  },
  /** Said by the web app itself, never sent by the server. */
  client: {
    networkError: 'Network error',
    serverError: 'Server error',
    /** The web's words for `server.error`: the API keeps the spec's spelling for its clients. */
    unexpectedError: 'An error has occurred. Please contact IT Support.',
  },
  request: {
    notFound: 'Not found',
    malformedJson: 'The request body is not valid JSON',
    unsupportedMediaType: 'Unsupported content type',
    tooLarge: 'The request is too large',
    tooMany: 'Too many requests. Please try again later.',
    invalid: 'The request is not valid',
    multipartRequired: 'Send this call as multipart/form-data',
    multipartInvalid: 'The upload is not valid multipart/form-data',
    unexpectedFile: 'Unexpected file {{part}}: only one photo (photoID) may be sent',
  },
  database: {
    unavailable: 'The database is not available. Please try again.',
    diskFull:
      "The server's disk is full, so this change was not saved. Please tell IT Support; everything saved before is safe.",
    outcomeUnknown:
      'The database stopped answering while this change was being saved, so it may or may not have been saved. Check before you try again.',
  },
  auth: {
    tokenExpired: 'Token has expired',
    unauthorized: 'Unauthorized',
    noAdminAccess: "User don't have admin access right!",
    roleNotAllowed: "User don't have admin access right! A {{role, role}} may not {{permission, permission}}.",
    invalidCredentials: 'Invalid username or password',
    userDisabled: 'This user is disabled. Please contact your administrator.',
    tooManyAttempts: 'Too many failed sign-in attempts. Please try again in {{minutes}} minutes.',
    tooManyAttemptsSeconds: 'Too many failed sign-in attempts. Please try again in {{seconds}} seconds.',
  },
  /** A field's value refused by the contract's field builders; `field` names it. */
  field: {
    required: '{{field}} is required!',
    notText: '{{field}} must be text',
    tooLong: '{{field}} must be at most {{max}} characters',
    tooShort: '{{field}} must be at least {{min}} characters',
    notWholeNumber: '{{field}} must be a whole number',
    notBoolean: '{{field}} must be true or false',
    outOfRange: '{{field}} must be between {{min}} and {{max}}',
    moneyOutOfRange: '{{field}} must be between {{min, money}} and {{max, money}}',
    invalidChoice: '{{field}} is not a valid choice',
    invalidDate: '{{field}} must be a date (YYYY-MM-DD)',
    invalidEmail: '{{field}} must be an email address',
    digitsOnly: '{{field}} may contain digits only',
    invalidPhone: '{{field}} is not a phone number: use digits, spaces, dashes and a leading +',
    invalidCharacters: '{{field}} contains characters that are not allowed',
    directionControl: '{{field}} contains hidden characters that change the direction of text',
    /** Anything no builder names: zod's own words (params: the zod issue's code and facts). */
    invalid: '{{field}}: {{issue, zod}}',
    notList: '{{field}} must be a list',
    tooManyItems: '{{field}} may hold at most {{max}} entries',
    notGroup: '{{field}} must be a group of fields',
  },
  record: {
    stale: 'This record was changed by someone else. Reload and try again.',
    conflict: 'This record conflicts with another one. Reload and try again.',
    deleted: 'This record is deleted. Undelete it before changing it.',
    /** A write that would take a table's money past what can be added up exactly (2^53 - 1). */
    /** A row written before the money bound (more than MAX_MONEY), met again by a write of it. */
    pastMoneyBound:
      'An amount on this record is more than {{max, money}}, the most Kamar records as one amount. Nothing was saved; correct that amount first.',
    totalTooLarge:
      'This would take the recorded amounts past {{max, money}}, the most Kamar can add up exactly. Nothing was saved; check the amount.',
  },
  idempotency: {
    keyInvalid: 'The Idempotency-Key header must be 1 to {{max}} visible characters',
    keyReused: 'This Idempotency-Key was already used for a different request',
  },
  user: {
    notFound: 'User not found',
    usernameFormat: 'Username may contain letters, digits, dot, dash and underscore only',
    usernameTaken: 'Username {{username}} is already taken',
    lastAdminDisable: 'The last active owner cannot be disabled',
    lastAdminDemote: 'The last active owner must keep the Owner role',
    cannotDisableSelf: 'You cannot disable your own user',
    confirmPasswordRequired: 'Confirm Password is required',
    passwordMismatch: 'Password did not match!',
  },
  tenant: {
    notFound: 'Tenant not found',
    dateOfBirthFuture: 'Date of Birth cannot be in the future',
    duplicateNik: 'This NIK is already registered to {{tenantName}}',
    photoNotFound: 'Photo not found',
    photoNotFile: 'Photo must be sent as a file',
    photoType: 'Photo must be a JPG, PNG or GIF image',
    photoUnreadable: 'Photo could not be read as an image',
    photoTooLarge: 'Photo must be at most 5 MB',
  },
  booking: {
    notFound: 'Booking not found',
    checkOutBeforeCheckIn: 'Check Out Date must be after Check In Date',
    tenantNotActive: 'The tenant was not found or is not active',
    roomNotFound: 'Room not found',
    roomNotBookable: 'Room {{room}} cannot be booked: it is not ready or not active',
    roomTaken: 'Room {{room}} is already booked from {{from, date}} to {{to, date}}',
    roomTakenOnwards: 'Room {{room}} is already booked from {{from, date}} onwards',
    roomTakenUnknown: 'Room {{room}} is already booked for these dates',
    deleted: 'This booking is deleted. Undelete it first.',
    editNotActive: 'Only an active booking can be edited. Reactivate it first.',
    checkInNotActive: 'Only an active booking can be checked in',
    alreadyCheckedIn: 'This booking is already checked in',
    checkInNotYet: 'This booking can be checked in from {{date, date}}',
    checkOutNotActive: 'Only an active booking can be checked out',
    checkOutNotStarted: 'This stay has not begun yet. Cancel the booking instead.',
    checkOutNotArrived: 'The tenant has not checked in. Check in first, or cancel the booking.',
    reactivateNotComplete: 'Only a complete booking can be reactivated',
    cancelNotActive: 'Only an active booking can be cancelled',
    cancelCheckedIn: 'A checked-in booking cannot be cancelled. Check it out instead.',
    walkInTenantEither: 'Choose a tenant or type a new tenant, not both',
    changeRentNotOpen: 'The rent of a cancelled or deleted booking cannot be changed',
    changeRentBeforeCheckIn: 'From Date must be on or after the check-in date, {{date, date}}',
    changeRentAfterCheckOut: 'From Date must be before the check-out date, {{date, date}}',
    rentNotTypePrice:
      "The rent must be the room type's price, {{price, money}}. Only a manager or the owner may agree another rent.",
  },
  payment: {
    notFound: 'Payment not found',
    bookingNotPayable: 'Payments can be recorded only for an active booking',
    accountOnlyForTransfer: 'An account is named only for a bank transfer',
    paymentDateRangeReversed: 'Payment Date From must not be after Payment Date To',
    pastStay:
      'The money of a stay that ended more than {{days}} days ago, or of many tenants at once, is for a manager or the owner to read.',
  },
  deposit: {
    notFound: 'Deposit not found',
    alreadySettled: 'This deposit is already settled',
    deleted: 'This deposit is deleted; undelete it before settling it',
    settledLocked: 'This deposit is already settled; its type and amount can no longer change',
    returnAmountTooHigh: 'Returned Amount must be at most the deposit amount ({{max, money}})',
    ownedAmountMustBeZero: 'Returned Amount must be 0 when the deposit is owned',
    returnBeforePayment: 'Return Date cannot be before the deposit was paid ({{date, date}})',
    notReturned: 'This deposit has not been returned, so it has no return receipt',
    paidBills: 'This deposit paid bills when it was returned; it can no longer be deleted or moved',
    deductionsOnlyWhenReturned: 'Deductions can be made only when the deposit is returned',
    deductionBillRequired: 'Choose the unpaid bill to deduct',
    deductionBillNotAllowed: 'Only an unpaid bill deduction names a bill',
    deductionNoteRequired: 'Note is required for an other deduction',
    deductionBillNotOpen: 'The bill of {{period, date}} has nothing left to pay',
    deductionBillTooHigh:
      'The deduction for the bill of {{period, date}} must be at most what is left to pay ({{max, money}})',
    deductionsTooHigh: 'The deductions must be at most the deposit amount ({{max, money}})',
    hasDeductions:
      'This deposit already has deductions of {{amount, money}}: it stays a deposit of this stay, of at least that amount',
    returnAmountMismatch: 'Returned Amount must be the deposit minus the deductions ({{amount, money}})',
  },
  bill: {
    notFound: 'Bill not found',
    dueRangeReversed: 'Due From must not be after Due To',
    alreadyVoid: 'This bill is already void',
    notPayable: 'This bill is already paid or void; choose another bill or leave the bill empty',
    ofAnotherBooking: 'This bill belongs to another booking',
    onlyForRent: 'A bill can be chosen for a rent payment only',
  },
  setting: {
    lateFeeAmountRequired: 'Late Fee Amount is required for this late fee',
    lateFeeCapTooLow: 'Late Fee Cap must be at least the amount per day',
  },
  expense: {
    notFound: 'Expense not found',
    employeeNotAvailable: 'Employee not found or not active',
    employeeOnlyForHumanResource: 'An employee can be named only for a Human Resource expense',
    dateRangeReversed: 'Date From must not be after Date To',
  },
  roomType: {
    notFound: 'Room type not found',
    nameTaken: 'Room Type {{name}} already exists',
    nameTakenDeleted: 'Room Type {{name}} already exists as a deleted room type; undelete it instead',
    inUse: 'Room Type {{name}} is still used by room {{rooms, join}}',
    inUseMany: 'Room Type {{name}} is still used by room {{rooms, join}} and {{more}} more',
    deleted: 'Room Type {{name}} is deleted; undelete it or choose another',
  },
  room: {
    notFound: 'Room not found',
    numberTaken: 'Room {{room}} already exists',
    numberTakenDeleted: 'Room {{room}} already exists as a deleted room; undelete it instead',
    numberFormat: 'Room Number may contain letters, digits and dashes only',
    numberFixed: 'Room Number cannot be changed; add a new room instead',
  },
  cardVendor: {
    notFound: 'Card vendor not found',
    nameTaken: 'Card Vendor {{name}} already exists',
    nameTakenDeleted: 'Card Vendor {{name}} already exists as a deleted card vendor; undelete it instead',
    inUse: 'Card Vendor {{name}} is still used by room {{rooms, join}}',
    inUseMany: 'Card Vendor {{name}} is still used by room {{rooms, join}} and {{more}} more',
    deleted: 'Card Vendor {{name}} is deleted; undelete it or choose another',
  },
  chargeType: {
    notFound: 'Charge type not found',
    nameTaken: 'Charge Type {{name}} already exists',
    nameTakenDeleted: 'Charge Type {{name}} already exists as a deleted charge type; undelete it instead',
    unitRequired: 'Unit is required for a metered charge (kWh, m3...)',
    minimumOnlyMetered: 'Minimum Charge is for a metered charge only; leave it 0',
    everyPropertyOwners: 'A charge type of every property is set by the owner; choose one of your properties',
  },
  meterReading: {
    notFound: 'Meter reading not found',
    startRequired: 'New Meter Start is required when the meter was replaced',
    belowStart: "Reading must not be below the new meter's start",
    belowPrevious:
      'Reading {{reading}} is below the previous reading, {{previous}} on {{date, date}}. If the meter was replaced, tick Meter Replaced and type its start.',
    beforePrevious: 'Reading Date must be after the previous reading of this meter, on {{date, date}}',
    inFuture: 'Reading Date must not be after today',
    sameDate: 'Room {{room}} already has a {{type}} reading on {{date, date}}',
    notMetered: '{{type}} is not read from a meter; add it to the stay as a charge',
    typeNotActive: 'Charge Type {{type}} is deleted; undelete it or choose another',
    typeOfAnotherProperty: '{{type}} is not a charge type of the property of room {{room}}',
    typeTwice: '{{type}} is read twice; send one reading per meter',
    highUsage:
      'Usage {{usage}} {{unit}} since {{date, date}} is more than {{factor}} times what room {{room}} usually uses. Check the reading, then save it again to confirm.',
    notLatest: 'Only the latest reading of this meter can be changed; a later reading of {{date, date}} counts from it',
    billPaid: 'This reading is on bill {{number}}, which is paid. Record a new reading to correct it.',
    photoRequired: 'Choose a photo of the meter to upload',
    photoNotFile: 'Photo must be sent as a file',
    photoType: 'Photo must be a JPG, PNG or GIF image',
    photoUnreadable: 'Photo could not be read as an image',
    photoTooLarge: 'Photo must be at most 5 MB',
    photoNotFound: 'Photo not found',
  },
  inspection: {
    notFound: 'Inspection not found',
    itemNotFound: 'Inspection item not found',
    bookingNotOpen: 'An inspection can be made only of an active or completed stay',
    notCheckedIn: 'The check-out inspection is made once the tenant has checked in',
    completed: 'This inspection is completed; its items can no longer change',
    itemTwice: 'An item is sent twice; send each item once',
    itemOfAnother: 'This item is not on this inspection',
    notAllChecked: '{{item}} has no condition yet; choose Good, Damaged or Missing before completing',
    nameTwice: '{{name}} is on the checklist twice',
    photoRequired: 'Choose a photo of the item to upload',
    photoNotFile: 'Photo must be sent as a file',
    photoType: 'Photo must be a JPG, PNG or GIF image',
    photoUnreadable: 'Photo could not be read as an image',
    photoTooLarge: 'Photo must be at most 5 MB',
    photoNotFound: 'Photo not found',
    tooManyPhotos: '{{item}} already has {{max}} photos; remove one first',
    deductionAtCheckIn: 'A deduction is made from the check-out inspection, not the check-in one',
    deductionGoodItem: '{{item}} is not damaged or missing; only such an item can be deducted for',
    deductionTwice: '{{item}} already has a deduction of {{amount, money}}',
    itemDeducted: '{{item}} has a deduction from the deposit; it stays damaged or missing',
    noDeposit: 'This stay has no deposit to deduct from',
    depositSettled: 'The deposit of this stay is already returned or kept; record the deduction on its return',
    deductionTooHigh: 'Amount must be at most {{max, money}}, what the deposit still holds',
  },
  stayCharge: {
    notFound: 'Charge not found',
    endBeforeStart: 'End Date must not be before Start Date',
    metered: '{{type}} is billed from meter readings, not as a charge of the stay',
    typeNotActive: 'Charge Type {{type}} is deleted; undelete it or choose another',
    typeOfAnotherProperty: "{{type}} is not a charge type of this stay's property",
    bookingNotOpen: 'Charges can be added only to an active or completed stay',
    startBeforeCheckIn: 'Start Date must be on or after the check-in date, {{date, date}}',
    priceNotTypePrice:
      "The unit price must be the charge type's price, {{price, money}}. Only a manager or the owner may agree another price.",
    onPaidBill:
      'This charge is on bill {{number}}, which is paid; it cannot be changed. Add a new charge to correct it.',
    deleted: 'This charge is stopped; it cannot be changed',
  },
  expenseCategory: {
    notFound: 'Expense category not found',
    nameTaken: 'Expense Category {{name}} already exists',
    nameTakenDeleted: 'Expense Category {{name}} already exists as a deleted category; undelete it instead',
    inUse: 'Expense Category {{name}} is used by {{count}} expenses; delete (disable) it instead',
    notAvailable: 'Expense category not found or deleted',
  },
  property: {
    notFound: 'Property not found',
    nameTaken: 'Property {{name}} already exists',
    nameTakenDeleted: 'Property {{name}} already exists as a deleted property; undelete it instead',
    inUse: 'Property {{name}} still has an active booking in room {{rooms, join}}; check it out or cancel it first',
    inUseMany:
      'Property {{name}} still has active bookings in room {{rooms, join}} and {{more}} more; check them out or cancel them first',
    lastActive: 'Property {{name}} is the only active property; a business keeps at least one',
    deleted: 'Property {{name}} is deleted; undelete it or choose another',
  },
  employee: {
    notFound: 'Employee not found',
  },
  audit: {
    dateRangeReversed: 'Date From must not be after Date To',
  },
  backup: {
    notFound: 'Backup not found',
    inProgress: 'A backup is being made right now. Please try again in a moment.',
    diskFull:
      'The backup could not be written: the disk of the backup folder is full. Free some space there (or set BACKUP_DIR to a folder with room) and back up again.',
    folderNotWritable:
      'The backup could not be written: the server may not write to the backup folder (BACKUP_DIR). Please tell IT Support.',
    timedOut:
      'The backup was stopped because one of its steps made no progress for {{seconds}} seconds. Please try again; if it happens again, tell IT Support.',
    stopped: 'The backup was stopped because the server was shutting down; the next one is made as usual.',
    checkFailed:
      'The backup was written but did not read back as written, so it is not kept. The disk may be failing: please tell IT Support.',
    failed: 'The backup failed and nothing of it was kept. Please try again; if it happens again, tell IT Support.',
    dailySkippedBusy:
      'The daily backup was put off because another backup was being made at that moment; it is tried again within minutes.',
  },
  businessProfile: {
    logoType: 'Logo must be a JPG, PNG or GIF image',
    logoUnreadable: 'Logo could not be read as an image',
    logoTooLarge: 'Logo must be at most 2 MB',
    qrisType: 'QRIS image must be a JPG, PNG or GIF image',
    qrisUnreadable: 'QRIS image could not be read as an image',
    qrisTooLarge: 'QRIS image must be at most 2 MB',
    logoNotFound: 'Logo not found',
  },
  shareLink: {
    /** One answer for an expired, ended, altered or unknown link: it reveals nothing. */
    notFound:
      'This link does not work: it has expired, was ended by the business, or is not complete. Ask the business for a new one.',
    unknown: 'Share link not found',
    tooMany: 'Too many requests for shared documents. Please try again in a minute.',
    /** An issued receipt that was changed later: the link shows none of the new receipt. */
    replaced:
      'Receipt {{number}} was cancelled and replaced by a new receipt because the payment was corrected. Ask the business for the new receipt.',
  },
  tenantPage: {
    /** One answer for an expired, revoked, altered or unknown link to a stay's page: it reveals nothing. */
    linkNotWorking:
      'This link does not work: it has expired, was ended by the business, or is not complete. Ask the business for a new one.',
    tooMany: 'Too many requests. Please try again in a minute.',
    billNotOfStay: 'This bill is not one of your bills',
    billNotOpen: 'Bill {{number}} has nothing left to pay',
    paidDateInFuture: 'Date Paid must not be after today',
    stayDeleted: 'This stay was removed by the business; ask them about it',
    notFound: 'Stay not found',
    onlineNotOffered: 'Online payment is not offered here; pay by transfer and send the proof',
  },
  paymentGateway: {
    providerFailed: 'The payment service did not answer. Please try again in a minute.',
    callbackRefused: 'The notification is not signed by the payment service',
    unknownProvider: 'Unknown payment service {{provider}}',
    anomalyNotFound: 'Online payment to check not found',
    anomalyResolved: 'This was already settled by {{by}}',
  },
  paymentClaim: {
    notFound: 'Payment claim not found',
    photoRequired: 'Add a photo of the transfer receipt',
    photoNotFile: 'Photo must be sent as a file',
    photoType: 'Photo must be a JPG, PNG or GIF image',
    photoUnreadable: 'Photo could not be read as an image',
    photoTooLarge: 'Photo must be at most 5 MB',
    photoNotFound: 'Photo not found',
    alreadyApproved: 'This claim was already approved by {{by}}',
    alreadyRejected: 'This claim was already rejected by {{by}}',
    stayNotPayable: 'The stay of this claim cannot take payments any more',
    paymentDateInFuture: 'Payment Date must not be after today',
  },
  messaging: {
    againNotLater: 'The second reminder after the due date must come later than the first',
    whatsappIncomplete: 'To send on WhatsApp, fill in {{field}}',
    emailIncomplete: 'To send email, fill in {{field}}',
    channelOff: 'Turn on and save the channel before testing it',
    noTemplate: 'Add at least one reminder template name',
    invalidRecipient: 'Send the test to a WhatsApp number (08..., +62...) or, for email, an email address',
    webhookRefused: 'The notification is not signed by WhatsApp',
    quietHoursSame: 'Quiet hours must start and end at different times',
  },
  report: {
    trendBackwards: 'To must not be before From',
    trendTooLong: 'A trend covers at most {{max}} months',
  },
} as const;
