import type { PHOTO_MAX_PIXELS } from '@kamar/contract';

// The contract's limits, not imported: their module holds the tenant schemas, which stay out of the
// meter round's JavaScript. shrink-photo.test.ts holds them equal.
export const SEND_MAX_BYTES = 5 * 1024 * 1024;
export const SEND_MAX_PIXELS: typeof PHOTO_MAX_PIXELS = 1600;

/** The kinds of picture the server takes (spec: jpg, png, gif). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** Whether a chosen file is a picture of a kind the server takes, by what the browser says it is. */
export const isPhotoType = (file: File) => (PHOTO_TYPES as readonly string[]).includes(file.type);

/** Photos above this are re-encoded before sending: a phone's 3 to 16 MB need not cross a slow line. */
const SHRINK_ABOVE_BYTES = 1024 * 1024;

/**
 * A phone's photo (a KTP, a meter), made small enough to send: drawn within SEND_MAX_PIXELS (the
 * size the server keeps anyway) and re-encoded as JPEG, lowering the quality until it is within
 * the limit. A small photo of a kind the server takes is sent as it is; another kind the browser
 * can draw (a phone's HEIC) is re-encoded too. Null when the browser cannot read the file as a picture.
 */
export async function shrinkPhoto(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, SEND_MAX_PIXELS / Math.max(bitmap.width, bitmap.height));
    if (file.size <= SHRINK_ABOVE_BYTES && scale === 1 && isPhotoType(file)) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG would turn black as JPEG: white behind it, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.85, 0.7, 0.5]) {
      const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', quality));
      if (blob && blob.size <= SEND_MAX_BYTES) {
        const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
        return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
      }
    }
    return file;
  } finally {
    bitmap.close();
  }
}
