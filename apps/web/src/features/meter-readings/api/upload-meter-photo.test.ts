import { METER_PHOTO_FIELD, paths } from '@kamar/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { meterReadingKeys } from './meter-reading-keys';
import { meterPhotoSaved, uploadMeterPhoto } from './upload-meter-photo';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering `envelope`; each call's path and body are kept. */
function server(envelope: object, status = 200) {
  const calls: { path: string; body: FormData }[] = [];
  vi.stubGlobal('localStorage', { getItem: () => null, setItem() {}, removeItem() {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: { body: FormData }) => {
      calls.push({ path, body: init.body });
      return new Response(JSON.stringify(envelope), { status });
    }),
  );
  return calls;
}

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'meter.png', { type: 'image/png' });

describe('a meter photo sent', () => {
  it("goes as the contract's multipart call: the reading's id as text, the photo as its file part", async () => {
    const calls = server({
      status: 1,
      message: '',
      data: { meterReadingId: 7, photoURL: '/api/MeterReading/Photo/3' },
    });
    const saved = await uploadMeterPhoto({ meterReadingId: 7, photo: photo() });
    expect(saved).toEqual({ meterReadingId: 7, photoURL: '/api/MeterReading/Photo/3' });
    expect(calls.map((c) => c.path)).toEqual([paths.meterReading.uploadPhoto]);
    const form = calls[0]?.body;
    expect(form?.get('meterReadingId')).toBe('7');
    const part = form?.get(METER_PHOTO_FIELD);
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('meter.png');
  });

  it("refused, throws the server's code (its words are the reader's language)", async () => {
    server({ status: 400, message: 'Foto maksimal 5 MB', code: 'meterReading.photoTooLarge', params: {} }, 400);
    const refused = await uploadMeterPhoto({ meterReadingId: 7, photo: photo() }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).refusal?.code).toBe('meterReading.photoTooLarge');
  });

  it('kept: the round and the list are asked again, and the file sent is shown at its new URL without fetching it back', async () => {
    const client = new QueryClient();
    const round = meterReadingKeys.round({ propertyId: 1, chargeTypeId: 1, readingDate: '2027-03-10' });
    const list = meterReadingKeys.list({});
    const older = meterReadingKeys.photo('/api/MeterReading/Photo/2');
    for (const key of [round, list, older]) client.setQueryData(key, { cached: true });
    const file = photo();
    await meterPhotoSaved(client, { meterReadingId: 7, photoURL: '/api/MeterReading/Photo/3' }, file);
    expect([round, list].map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true]);
    // A photo's URL names it forever: the older one stays as it is, the new one is the file sent.
    expect(client.getQueryState(older)?.isInvalidated).toBe(false);
    expect(client.getQueryData(meterReadingKeys.photo('/api/MeterReading/Photo/3'))).toBe(file);
  });
});
