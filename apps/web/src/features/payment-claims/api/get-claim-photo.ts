import { useStoredPhoto } from '../../../components/photo/use-stored-photo';
import { paymentClaimKeys } from './payment-claim-keys';

/** A claim's transfer photo as an object URL (fetched with the token; components/photo/use-stored-photo.ts). */
export const useClaimPhoto = (photoURL: string | undefined) =>
  useStoredPhoto(paymentClaimKeys.photo(photoURL), photoURL);
