import { PHOTO_FIELD, paths } from '@kamar/contract';
import { apiFormCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** The walk-in's fields as the multipart call takes them (empty ones left out), and the KTP photo. */
export interface WalkInInput {
  fields: Record<string, string>;
  photo: File | null;
}

/** Booking/WalkIn: tenant, booking, check-in and the first money in one call (multipart for the photo). */
export function walkIn({ fields, photo }: WalkInInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
  if (photo) form.append(PHOTO_FIELD, photo, photo.name);
  return apiFormCall(paths.booking.walkIn, form);
}

// A new tenant, and everything computed from tenants (bookings, payments, bills, the map...).
export const useWalkIn = () => useChange('tenants', walkIn);
