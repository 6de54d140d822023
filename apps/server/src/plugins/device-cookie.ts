import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie's name, and how long a device is remembered after its last sign-in. */
export const DEVICE_COOKIE = 'kamar_device';
export const DEVICE_COOKIE_DAYS = 180;

/** A device that signed in as `username` before (OWASP's device cookie): `deviceId` tells it from others. */
export interface Device {
  username: string;
  deviceId: string;
}

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * Device cookies (OWASP, "Slow brute force": device cookies): on a successful sign-in the
 * browser gets `<username>.<device id>.<HMAC>`, HttpOnly, SameSite=Strict, sent only to the
 * sign-in call, Secure over HTTPS; a sign-in that presents a valid one for the username it tries
 * is held up by that device's own failures only (modules/auth). The key is derived from the JWT
 * secret and never stored, so no backup holds it; a new JWT secret forgets every device, which
 * then signs in as a new one.
 */
export function deviceCookies(jwtSecret: string, path: string) {
  const key = createHmac('sha256', jwtSecret).update('kamar device cookie v1').digest();
  const mac = (username: string, deviceId: string) =>
    createHmac('sha256', key).update(`device\n${username}\n${deviceId}`).digest('base64url');
  return {
    /** The device the request's cookie names, when its signature is right; null otherwise. */
    read(request: FastifyRequest): Device | null {
      const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
      const [name, deviceId, signature, ...rest] = (value ?? '').split('.');
      if (rest.length > 0 || !name || !deviceId || !signature || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
      const username = Buffer.from(name, 'base64url').toString('utf8');
      const expected = Buffer.from(mac(username, deviceId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { username, deviceId } : null;
    },

    /** Gives the browser the cookie for `username` (lower-cased), keeping the device's id when it has one. */
    give(
      request: FastifyRequest,
      reply: FastifyReply,
      username: string,
      deviceId = randomBytes(16).toString('base64url'),
    ) {
      const name = username.toLowerCase();
      const value = `${Buffer.from(name).toString('base64url')}.${deviceId}.${mac(name, deviceId)}`;
      const attributes = [
        `Path=${path}`,
        `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(request.protocol === 'https' ? ['Secure'] : []),
      ];
      reply.header('Set-Cookie', [`${DEVICE_COOKIE}=${value}`, ...attributes].join('; '));
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
