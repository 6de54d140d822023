import { type BusinessProfile, LOGO_MAX_PIXELS, paths, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { reencodeImage } from '../../lib/image.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import { createBusinessProfileRepository, type ProfileRow, type ProfileValues } from './business-profile.repository.js';

const toAnswer = (row: ProfileRow): BusinessProfile => ({
  businessName: row.businessName,
  address: row.address,
  phone: row.phone,
  receiptFooter: row.receiptFooter,
  bankAccounts: row.bankAccounts,
  templates: {
    reminderId: row.reminderId,
    reminderEn: row.reminderEn,
    receiptId: row.receiptId,
    receiptEn: row.receiptEn,
    depositReturnId: row.depositReturnId,
    depositReturnEn: row.depositReturnEn,
  },
  // The id changes with every new logo, so the address can be cached for good.
  logoURL: row.logoId ? `${paths.setting.businessLogo}/${row.logoId}` : '',
  updateDate: row.updateDate,
  updateBy: row.updateBy,
});

/** The business as its documents, messages and top bar show it (one row, made by the migration). */
export function createBusinessProfileService({ db }: { db: Database }) {
  const repo = createBusinessProfileRepository(db);
  return {
    get: async () => toAnswer(await repo.find()),
    /** The stored row itself: documents need the logo id and the templates. */
    find: () => repo.find(),

    async update(actor: CurrentUser, input: ProfileValues) {
      await repo.update(input, actor.username);
      return toAnswer(await repo.find());
    },

    /** A new logo (re-encoded like tenant photos), or none when no file was sent. */
    async updateLogo(actor: CurrentUser, upload: Upload | undefined) {
      const logo = upload
        ? await reencodeImage(upload.content, {
            maxPixels: LOGO_MAX_PIXELS,
            field: 'logo',
            wrongType: refusal('businessProfile.logoType'),
            unreadable: refusal('businessProfile.logoUnreadable'),
          })
        : null;
      await repo.replaceLogo(logo, actor.username);
      return toAnswer(await repo.find());
    },

    findLogo: (logoId: number) => repo.findLogo(logoId),
  };
}

export type BusinessProfileService = ReturnType<typeof createBusinessProfileService>;
