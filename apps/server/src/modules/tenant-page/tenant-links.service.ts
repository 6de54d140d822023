import {
  fillWords,
  properCaseName,
  refusal,
  type TenantLink,
  tenantLanguage,
  tenantPageWords,
  whatsappUrl,
} from '@kamar/contract';
import { type Actor, runAs } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { BusinessProfileService } from '../business-profile/business-profile.service.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';
import { signTenantLink } from './tenant-link-token.js';
import { createTenantPageRepository, type StoredTenantLink } from './tenant-page.repository.js';

/**
 * The links to stays' pages (README.md): a stay's live link handed on again, else a new one in the
 * asker's name; ended by an admin. Apart from the page itself so that the documents' messages can
 * carry these links (the composition root hands `urls` to documents) without a loop between them.
 */
export function createTenantLinksService(deps: { db: Database; profile: BusinessProfileService }) {
  const { db, profile } = deps;
  const repo = createTenantPageRepository(db);
  const settings = createAppSettingsService(db);

  async function urlOf(link: StoredTenantLink, origin: string) {
    return `${origin}/t/${signTenantLink(await settings.shareLinkSecret(), link)}`;
  }

  return {
    /** The stay's live link (sharing again hands on the same one), else a new one in the caller's name. */
    async link(actor: CurrentUser, bookingId: number, origin: string): Promise<TenantLink> {
      const stay = await repo.stay(db, bookingId);
      if (!stay || stay.deleted) throw notFound(refusal('booking.notFound'));
      const link =
        (await repo.liveLink(db, bookingId)) ??
        (await db.transaction((tx) => repo.insertLink(tx, bookingId, actor.username)));
      const url = await urlOf(link, origin);
      const language = tenantLanguage(stay.country);
      const business = await profile.findFor(stay.propertyId);
      const message = fillWords(tenantPageWords[language].message, {
        name: properCaseName(stay.tenantName),
        business: business.businessName,
        room: stay.roomNumber,
        link: url,
      });
      return { url, whatsappUrl: whatsappUrl(stay.phone, message), createDate: link.createDate };
    },

    /**
     * The page links of many stays at once (the reminders of a list): each stay's live link, the
     * missing ones made in the asker's name (audited as theirs), as the documents' share links are.
     */
    async urls(asker: Actor | null, bookingIds: number[], origin: string): Promise<Map<number, string>> {
      const ids = [...new Set(bookingIds)];
      if (ids.length === 0) return new Map();
      const live = await repo.liveLinks(db, ids);
      const have = new Set(live.map((l) => l.bookingId));
      const missing = ids.filter((id) => !have.has(id));
      const make = async (username: string | null) => {
        const rows: StoredTenantLink[] = [];
        await db.transaction(async (tx) => {
          for (const id of missing) rows.push(await repo.insertLink(tx, id, username));
        });
        return rows;
      };
      // null: inside a call that writes, whose transaction already names its caller.
      const made =
        missing.length === 0 ? [] : asker ? await runAs(db, asker, () => make(asker.username)) : await make(null);
      const secret = await settings.shareLinkSecret();
      return new Map([...live, ...made].map((l) => [l.bookingId, `${origin}/t/${signTenantLink(secret, l)}`]));
    },

    /** Ends every live link of the stay; the next GetTenantLink makes a new one. */
    async revoke(actor: CurrentUser, bookingId: number) {
      const stay = await repo.stay(db, bookingId);
      if (!stay) throw notFound(refusal('booking.notFound'));
      const revoked = await db.transaction((tx) => repo.revoke(tx, bookingId, actor.username));
      return { bookingId, revoked };
    },
  };
}

export type TenantLinksService = ReturnType<typeof createTenantLinksService>;
