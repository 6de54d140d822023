import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The rule for cached answers. Every query key starts with a topic: the kind of record the answer
 * is read from, whichever screen shows it (a booking's payment history is `payments`, the room
 * form's room type choices are `roomTypes`). A change to records of one topic invalidates that
 * topic and every topic computed from it, as `computedFrom` says: a payment changes the booking's
 * history (topic `payments`) and the dashboard (computed from payments). Each feature builds its
 * keys on these roots in its own `api/<feature>-keys.ts`.
 */
export const topics = [
  'users',
  'roomTypes',
  'chargeTypes',
  'cardVendors',
  'rooms',
  'employees',
  'tenants',
  'bookings',
  'meterReadings',
  'payments',
  'paymentClaims',
  'onlinePayments',
  'bills',
  'expenses',
  'expenseCategories',
  'floorPlan',
  'timeline',
  'dashboard',
  'backups',
  'settings',
  'businessProfile',
  'receipts',
  'shareLinks',
  'reminders',
  'messages',
  'audit',
  'properties',
  'reports',
  'inspections',
  'maintenanceRequests',
] as const;
export type Topic = (typeof topics)[number];

/** What each topic's answers are computed from (a booking row names its tenant and room...). */
const computedFrom: Partial<Record<Topic, Topic[]>> = {
  // Rows of what belongs to a property name it.
  roomTypes: ['properties'],
  chargeTypes: ['properties'],
  rooms: ['roomTypes', 'cardVendors', 'properties'],
  bookings: ['tenants', 'rooms'],
  // A round lists the property's rooms with the stay in each and its meter type's price.
  meterReadings: ['bookings', 'rooms', 'chargeTypes'],
  payments: ['bookings'],
  // A claim names its stay and says what its bill still owes: approving one is a payment (topic
  // payments), so every payment, bill or stay change refreshes the queue.
  paymentClaims: ['payments', 'bookings', 'bills'],
  // A checkout names its stay, bill and the payment it made (its receipt); an anomaly its stay and
  // bill. Settling one by hand is a change of its own (and of the dashboard's count).
  onlinePayments: ['payments', 'bookings', 'bills'],
  // A stay's bills follow its booking, its payments, its deposit's deductions and its meter
  // readings' usage; their WhatsApp reminders are written from the business's templates and say
  // when the tenant was last reminded.
  bills: ['bookings', 'payments', 'meterReadings', 'businessProfile', 'reminders', 'messages'],
  // The messages the server sends (and the reminders people sent by hand): each names its tenant,
  // room, bill or receipt; a payment queues its receipt, a bill its reminders.
  messages: ['reminders', 'tenants', 'bookings', 'bills', 'payments'],
  // A repair names its room, stay and employee; closing one may record an expense (so expenses
  // follow it), and its save refreshes the rooms too (their status: save-maintenance-request.ts).
  maintenanceRequests: ['rooms', 'bookings', 'employees', 'properties'],
  expenses: ['employees', 'expenseCategories', 'properties', 'maintenanceRequests'],
  employees: ['properties'],
  floorPlan: ['rooms', 'bookings'],
  // The rooms by days: the stays, and what each owes now (its bills, which follow its payments).
  timeline: ['rooms', 'bookings', 'bills'],
  dashboard: [
    'rooms',
    'bookings',
    'payments',
    'paymentClaims',
    'onlinePayments',
    'bills',
    'expenses',
    'messages',
    'maintenanceRequests',
  ],
  receipts: ['payments', 'bookings', 'businessProfile'],
  // The month's numbers add up the money in and out (bills follow bookings and payments, expenses
  // their categories and properties), the rooms, online payments settled by hand, the charge
  // types' names and the report settings' tax figure.
  reports: ['rooms', 'bills', 'onlinePayments', 'expenses', 'chargeTypes', 'settings'],
  // An inspection names its stay, tenant and room; its items come from the room type's checklist;
  // it shows what the stay's deposit still holds (a deduction is a payment's change).
  inspections: ['bookings', 'roomTypes', 'payments'],
  // Every change to a record writes an audit entry.
  audit: [
    'users',
    'roomTypes',
    'chargeTypes',
    'cardVendors',
    'rooms',
    'employees',
    'tenants',
    'bookings',
    'meterReadings',
    'payments',
    'paymentClaims',
    'onlinePayments',
    'bills',
    'expenses',
    'expenseCategories',
    'settings',
    'businessProfile',
    'shareLinks',
    'reminders',
    'messages',
    'properties',
    'inspections',
  ],
};

/** The root of every key of a topic. */
export function topicKey<T extends Topic>(topic: T): readonly [T] {
  return [topic];
}

/** The topics a change to `topic` makes stale: itself and, transitively, everything computed from it. */
export function invalidatedBy(topic: Topic): Topic[] {
  const found = new Set<Topic>([topic]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of topics) {
      if (found.has(candidate)) continue;
      if (computedFrom[candidate]?.some((source) => found.has(source))) {
        found.add(candidate);
        grew = true;
      }
    }
  }
  return topics.filter((t) => found.has(t));
}

/** Marks what a change to `topic` affects as stale; the queries on screen reload at once. */
export async function invalidateAfter(queryClient: QueryClient, topic: Topic): Promise<void> {
  await Promise.all(invalidatedBy(topic).map((t) => queryClient.invalidateQueries({ queryKey: topicKey(t) })));
}

/** A change to records of `topic` (create, update, toggle...): the mutation, then the rule above. */
export function useChange<I, O>(topic: Topic, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAfter(queryClient, topic) });
}
