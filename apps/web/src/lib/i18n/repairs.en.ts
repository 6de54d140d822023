/**
 * The words of the repair screens (/repair, /repair/form), loaded with them rather than with the
 * first screen (index.ts, "screens that bring their own"): `t('repairs.listTitle')`. A new key goes
 * here and in repairs.id.ts, where the typecheck fails until it is there too.
 */
export const repairsEn = {
  listTitle: 'Repairs',
  formTitle: 'Repair Request',
  openOnly: 'Open only',
  reported: 'Reported',
  reportedBy: '{{kind}}: {{name}}',
  noEmployee: 'Nobody yet',
  description: 'What is wrong',
  descriptionPlaceholder: 'Lampu kamar mati',
  outOfService: 'Room out of service (not offered for bookings while open)',
  outOfServiceBadge: 'Out of service',
  stay: 'Stay',
  photos: 'Photos',
  addPhoto: 'Take or add a photo',
  photosHelp: 'Up to {{max}} photos of the problem.',
  photosToSend: '{{count}} photo(s) will be sent when you save',
  photoAlt: 'Photo {{n}} of the repair in room {{room}}',
  photoNotLoaded: 'The photo could not be loaded',
  photoSent: 'Photo added',
  recordExpense: 'Record the cost as an expense',
  recordExpenseHelp: 'An expense of this amount, dated today, is made for the property in the same save.',
  expenseRecorded: 'The cost is recorded as an expense',
  openExpense: 'Open the expense',
  expenseCategory: 'Expense category',
  resolutionNote: 'What was done',
  closedOn: 'Closed {{date}}',
  closedHelp: 'This request is closed: only its cost, expense and note can still change.',
  cancelledHelp: 'This request is cancelled: only its note can still change.',
  start: 'Start work',
  statusHelp: 'Done and Cancelled close the request.',
  saved: 'Repair request saved',
};
