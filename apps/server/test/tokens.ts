import { createHmac } from 'node:crypto';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Signs a JWT by hand, so tests can make expired, foreign, tampered and alg:none tokens. */
export function signJwt(secret: string, payload: object, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const head = `${b64(header)}.${b64(payload)}`;
  const signature = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}
