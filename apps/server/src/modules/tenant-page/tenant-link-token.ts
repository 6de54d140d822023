import { createHmac, timingSafeEqual } from 'node:crypto';
import { idFromText } from '@kamar/contract';

/** The facts a stay page's link signs: changing either in the database or the link breaks it. */
export interface TenantLinkFacts {
  tenantLinkId: number;
  bookingId: number;
}

const mac = (secret: string, f: TenantLinkFacts) =>
  createHmac('sha256', secret).update(`tenant-link:${f.tenantLinkId}:${f.bookingId}`).digest('base64url');

/** `<id>.<HMAC-SHA256, base64url>`: the id finds the row, the 256-bit MAC makes it unguessable. */
export const signTenantLink = (secret: string, facts: TenantLinkFacts) => `${facts.tenantLinkId}.${mac(secret, facts)}`;

/** The row a token names, or null when it is not even shaped like a token. */
export function tenantLinkIdOf(token: string): number | null {
  const match = /^(\d+)\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match?.[1] ? idFromText(match[1]) : null;
}

/** True when the token's MAC is this row's, compared as text in constant time (as share links are). */
export function verifyTenantLink(secret: string, token: string, facts: TenantLinkFacts): boolean {
  const given = Buffer.from(token.split('.')[1] ?? '');
  const expected = Buffer.from(mac(secret, facts));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
