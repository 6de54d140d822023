import type { Booking, BookingRow, StayFacts } from '@kamar/contract';

/**
 * A booking as the contract's stay state machine reads it (`booking-states.ts`: which moves a stay
 * allows today, the rule the server decides by). The form's buttons and the list's tick ask it
 * with the business's today (lib/business-today.ts), so they offer exactly what the server allows.
 */
export const bookingState = (b: Booking): StayFacts => ({ ...b, arrived: b.checkedInAt !== '' });
export const rowState = (b: BookingRow): StayFacts => ({ ...b, arrived: b.checkedIn });
