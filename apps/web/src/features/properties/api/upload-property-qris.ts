import { paths } from '@kamar/contract';
import { apiFormCall } from '../../../lib/api-client';

/** A static QRIS image for a property's Save to name: its id and address (kept as the profile's is). */
export function uploadPropertyQris(file: File) {
  const form = new FormData();
  form.append('qris', file);
  return apiFormCall(paths.property.uploadQris, form);
}
