import { DocumentKind } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { type SignedFacts, verifyShareLink } from '../../apps/server/src/modules/documents/share-link-token.js';
import {
  createAppSettingsService,
  SHARE_LINK_SECRET,
} from '../../apps/server/src/modules/settings/app-settings.service.js';

/** The host bench/answers.ts calls the server by: the origin of every link an answer carries. */
export const ANSWERS_HOST = 'kamar.bench';

// A share link in an answer: `http://kamar.bench/s/<id>.<MAC>`, or the same URL-encoded inside a
// WhatsApp message (`http%3A%2F%2Fkamar.bench%2Fs%2F<id>.<MAC>`).
const LINK = /(kamar\.bench(?:\/|%2F)s(?:\/|%2F))([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})/g;
const KIND_NAMES: Record<number, string> = {
  [DocumentKind.PaymentReceipt]: 'receipt',
  [DocumentKind.DepositReturnReceipt]: 'deposit-return',
  [DocumentKind.Bill]: 'bill',
};

/**
 * Share links are rows made when a list first shows a bill's reminder (in the caller's name, with
 * the real time's expiry): their id and MAC depend on which run made them and when. Each is
 * written as what it opens instead, `bill-<billId>-<language>` after its MAC is checked against
 * its row (`-bad-signature` when it does not verify, `unknown-link-<id>` when no row has its id).
 */
export function shareLinkNamer(db: Database) {
  const settings = createAppSettingsService(db);
  const links = new Map<string, { name: string; facts: SignedFacts | null }>();
  let secret: string | null = null;

  async function read(ids: string[]) {
    const wanted = ids.filter((id) => !links.has(id));
    if (wanted.length === 0) return;
    // The key is made with the first link (by a list in this run, on a fresh database).
    secret ??= await settings.get(SHARE_LINK_SECRET);
    const rows = (
      await db.execute<{
        shareLinkId: string;
        documentKind: number;
        documentId: string;
        language: string;
        ms: string;
      }>(sql`
        select share_link_id::text as "shareLinkId", document_kind::int as "documentKind", document_id::text as "documentId",
               language, (extract(epoch from expires_at) * 1000)::bigint::text as ms
        from share_links where share_link_id = any(${`{${wanted.join(',')}}`}::bigint[])`)
    ).rows;
    for (const id of wanted) links.set(id, { name: `unknown-link-${id}`, facts: null });
    for (const row of rows) {
      const kind = KIND_NAMES[row.documentKind] ?? `document-${row.documentKind}`;
      links.set(row.shareLinkId, {
        name: `${kind}-${row.documentId}-${row.language}`,
        facts: {
          shareLinkId: Number(row.shareLinkId),
          documentKind: row.documentKind,
          documentId: Number(row.documentId),
          language: row.language,
          expiresAtMs: Number(row.ms),
        },
      });
    }
  }

  return async function nameLinks(text: string): Promise<string> {
    const found = [...text.matchAll(LINK)];
    if (found.length === 0) return text;
    await read([...new Set(found.map((m) => m[2] ?? ''))]);
    return text.replace(LINK, (_all, prefix: string, id: string, mac: string) => {
      const link = links.get(id);
      const good = !!link?.facts && !!secret && verifyShareLink(secret, `${id}.${mac}`, link.facts);
      return `${prefix}${link?.name ?? `unknown-link-${id}`}${good || !link?.facts ? '' : '-bad-signature'}`;
    });
  };
}
