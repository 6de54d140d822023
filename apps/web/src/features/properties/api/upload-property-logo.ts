import { paths } from '@kamar/contract';
import { apiFormCall } from '../../../lib/api-client';

/** A logo for a property's Save to name: its id and address (kept as the business logo is). */
export function uploadPropertyLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  return apiFormCall(paths.property.uploadLogo, form);
}
