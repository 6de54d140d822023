import { useStoredPhoto } from '../../../components/photo/use-stored-photo';
import { inspectionKeys } from './inspection-keys';

/** An item's photo as an object URL (fetched with the token; components/photo/use-stored-photo.ts). */
export const useInspectionPhoto = (photoURL: string) => useStoredPhoto(inspectionKeys.photo(photoURL), photoURL);
