import { MAINTENANCE_PHOTO_FIELD, paths } from '@kamar/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMaintenanceRequest } from './save-maintenance-request';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering each call in turn; each call's path and body are kept. */
function server(...answers: object[]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('localStorage', { getItem: () => null, setItem() {}, removeItem() {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: { body: unknown }) => {
      calls.push({ path, body: init.body });
      const data = answers[Math.min(calls.length - 1, answers.length - 1)];
      return new Response(JSON.stringify({ status: 1, message: '', data }), { status: 200 });
    }),
  );
  return calls;
}

const photo = (name: string) => new File([new Uint8Array([255, 216, 255])], name, { type: 'image/jpeg' });

describe('a repair reported from the form', () => {
  it('is created, then each photo taken on the form goes as its own multipart upload naming the new request', async () => {
    const calls = server(
      { maintenanceRequestId: 12, requestStatus: 1, expenseId: null },
      { maintenanceRequestId: 12, photoId: 1, photoURL: '/api/MaintenanceRequest/Photo/1' },
    );
    const saved = await createMaintenanceRequest({ roomNumberId: 5, description: 'Lampu kamar mati' }, [
      photo('a.jpg'),
      photo('b.jpg'),
    ]);
    expect(saved.maintenanceRequestId).toBe(12);
    expect(calls.map((c) => c.path)).toEqual([
      paths.maintenanceRequest.create,
      paths.maintenanceRequest.uploadPhoto,
      paths.maintenanceRequest.uploadPhoto,
    ]);
    expect(JSON.parse(calls[0]?.body as string)).toEqual({ roomNumberId: 5, description: 'Lampu kamar mati' });
    const uploads = calls.slice(1).map((c) => c.body as FormData);
    expect(uploads.map((f) => f.get('maintenanceRequestId'))).toEqual(['12', '12']);
    expect(uploads.map((f) => (f.get(MAINTENANCE_PHOTO_FIELD) as File).name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('with no photo, is one call', async () => {
    const calls = server({ maintenanceRequestId: 13, requestStatus: 1, expenseId: null });
    await createMaintenanceRequest({ roomNumberId: 5, description: 'Keran bocor' });
    expect(calls.map((c) => c.path)).toEqual([paths.maintenanceRequest.create]);
  });
});
