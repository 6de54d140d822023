import { useStoredPhoto } from '../../../components/photo/use-stored-photo';
import { tenantKeys } from './tenant-keys';

/** The tenant photo as an object URL (fetched with the token; components/photo/use-stored-photo.ts). */
export const useTenantPhoto = (photoURL: string | undefined) => useStoredPhoto(tenantKeys.photo(photoURL), photoURL);
