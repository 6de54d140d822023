import { describe, expect, it } from 'vitest';
import { shareLinkIdOf, signShareLink, verifyShareLink } from './share-link-token.js';

const secret = 'a-secret-of-the-business';
const facts = { shareLinkId: 41, documentKind: 1, documentId: 7, language: 'id', expiresAtMs: 1_800_000_000_000 };
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('share link tokens', () => {
  it('verify for the facts they were signed with, and name their row', () => {
    const token = signShareLink(secret, facts);
    expect(verifyShareLink(secret, token, facts)).toBe(true);
    expect(shareLinkIdOf(token)).toBe(41);
  });

  it('fail for other facts or another secret', () => {
    const token = signShareLink(secret, facts);
    expect(verifyShareLink(secret, token, { ...facts, documentId: 8 })).toBe(false);
    expect(verifyShareLink(secret, token, { ...facts, expiresAtMs: facts.expiresAtMs + 1 })).toBe(false);
    expect(verifyShareLink('another-secret', token, facts)).toBe(false);
  });

  it('fail when any one character is altered, the last one included (its two unused bits)', () => {
    const token = signShareLink(secret, facts);
    for (let at = token.indexOf('.') + 1; at < token.length; at++) {
      for (const other of base64url) {
        if (other === token[at]) continue;
        const altered = `${token.slice(0, at)}${other}${token.slice(at + 1)}`;
        expect(verifyShareLink(secret, altered, facts), altered).toBe(false);
      }
    }
  });
});
