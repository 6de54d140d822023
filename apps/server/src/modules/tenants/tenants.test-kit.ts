import { tenantCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '../../../test/build-test-app.js';
import { encodeMultipart, type FilePart } from '../../../test/multipart.js';

export type Fields = Record<string, string | number | null | undefined | FilePart>;
export const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** Test images made with sharp: a wide PNG, and a JPEG carrying EXIF that must not survive. */
export async function testImages() {
  const pixels = { create: { width: 2400, height: 1200, channels: 3 as const, background: '#3366cc' } };
  const png: FilePart = { content: await sharp(pixels).png().toBuffer(), filename: 'photo.png', type: 'image/png' };
  const jpeg = await sharp(pixels)
    .jpeg()
    .withExif({ IFD0: { Artist: 'secret-gps' } })
    .toBuffer();
  const jpegWithExif: FilePart = { content: jpeg, filename: 'ktp.jpg', type: 'image/jpeg' };
  return { png, jpegWithExif };
}

/** Multipart tenant calls, the photo GET and table counts, as an API client sees them. */
export function tenantKit(t: TestApp) {
  async function send(path: string, fields: Fields, token: string | null = t.adminToken) {
    const { payload, contentType } = await encodeMultipart(fields);
    return t.raw(path, payload as unknown as string, token, { 'content-type': contentType });
  }
  return {
    create: (fields: Fields, token?: string | null) => send(tenantCalls.create.path, fields, token),
    update: (fields: Fields, token?: string | null) => send(tenantCalls.update.path, fields, token),
    getById: (tenantId: number) => t.call(tenantCalls.getById, { tenantId }, t.adminToken),
    async counts() {
      const r = await t.db.execute<{ tenants: number; photos: number }>(
        sql`select (select count(*)::int from tenants) as tenants, (select count(*)::int from tenant_photos) as photos`,
      );
      return r.rows[0];
    },
    photo(url: string, headers: Record<string, string> = {}, token: string | null = t.adminToken) {
      return t.app.inject({
        method: 'GET',
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
  };
}
