import { useStoredPhoto } from '../../../components/photo/use-stored-photo';
import { meterReadingKeys } from './meter-reading-keys';

/** A reading's meter photo as an object URL (fetched with the token; components/photo/use-stored-photo.ts). */
export const useMeterPhoto = (photoURL: string | undefined) =>
  useStoredPhoto(meterReadingKeys.photo(photoURL), photoURL);
