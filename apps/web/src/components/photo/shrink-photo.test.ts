import { METER_PHOTO_MAX_BYTES, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@kamar/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPhotoType, SEND_MAX_BYTES, SEND_MAX_PIXELS, shrinkPhoto } from './shrink-photo';

afterEach(() => vi.unstubAllGlobals());

describe('a photo made ready to send', () => {
  it("keeps to the server's limits, the tenant's and the meter's", () => {
    expect(SEND_MAX_BYTES).toBe(PHOTO_MAX_BYTES);
    expect(SEND_MAX_BYTES).toBe(METER_PHOTO_MAX_BYTES);
    expect(SEND_MAX_PIXELS).toBe(PHOTO_MAX_PIXELS);
  });

  it('knows the kinds the server takes by what the browser says a file is', () => {
    const file = (type: string) => new File(['x'], 'f', { type });
    expect(['image/jpeg', 'image/png', 'image/gif'].map((type) => isPhotoType(file(type)))).toEqual([true, true, true]);
    expect(['image/heic', 'application/pdf', ''].map((type) => isPhotoType(file(type)))).toEqual([false, false, false]);
  });

  it('is null for a file the browser cannot draw as a picture', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    expect(await shrinkPhoto(new File(['%PDF-1.7'], 'meter.jpg', { type: 'image/jpeg' }))).toBeNull();
  });

  it('sends a small photo of a kind the server takes as it is', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 800, height: 600, close() {} })),
    );
    const small = new File([new Uint8Array(2048)], 'meter.png', { type: 'image/png' });
    expect(await shrinkPhoto(small)).toBe(small);
  });
});
