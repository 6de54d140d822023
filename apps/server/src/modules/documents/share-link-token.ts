import { createHmac, timingSafeEqual } from 'node:crypto';
import { idFromText } from '@kamar/contract';

/** The facts a share link's signature covers: changing any of them in the database or the link breaks it. */
export interface SignedFacts {
  shareLinkId: number;
  documentKind: number;
  documentId: number;
  language: string;
  expiresAtMs: number;
}

const mac = (secret: string, f: SignedFacts) =>
  createHmac('sha256', secret)
    .update(`share-link:${f.shareLinkId}:${f.documentKind}:${f.documentId}:${f.language}:${f.expiresAtMs}`)
    .digest();

/** `<id>.<HMAC-SHA256, base64url>`: the id finds the row, the 256-bit MAC makes it unguessable. */
export function signShareLink(secret: string, facts: SignedFacts): string {
  return `${facts.shareLinkId}.${mac(secret, facts).toString('base64url')}`;
}

/** The row id a token names, or null when it is not even shaped like a token or names no possible row. */
export function shareLinkIdOf(token: string): number | null {
  const match = /^(\d+)\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match?.[1] ? idFromText(match[1]) : null;
}

/**
 * True when the token's MAC is the one for these facts (compared in constant time). The text is
 * compared, not the decoded bytes: the last of 43 base64url characters carries two unused bits, so
 * four spellings decode to the same MAC, and a link altered in its last character must not work.
 */
export function verifyShareLink(secret: string, token: string, facts: SignedFacts): boolean {
  const given = Buffer.from(token.split('.')[1] ?? '');
  const expected = Buffer.from(mac(secret, facts).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
