import { PHOTO_MAX_PIXELS, refusal } from '@kamar/contract';
import { type ProcessedImage, reencodeImage } from '../../lib/image.js';

export { imageKind } from '../../lib/image.js';
export type ProcessedPhoto = ProcessedImage;

/** A tenant's photo, re-encoded and bounded to PHOTO_MAX_PIXELS (lib/image.ts). */
export function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  return reencodeImage(bytes, {
    maxPixels: PHOTO_MAX_PIXELS,
    field: 'photoID',
    wrongType: refusal('tenant.photoType'),
    unreadable: refusal('tenant.photoUnreadable'),
  });
}
