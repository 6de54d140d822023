import {
  type BusinessProfile,
  LOGO_MAX_PIXELS,
  paths,
  phoneText,
  QRIS_FIELD,
  QRIS_MAX_PIXELS,
  refusal,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/image.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import { createBusinessProfileRepository, type ProfileRow, type ProfileValues } from './business-profile.repository.js';

/** Where a logo is served (the same for the profile's and a property's); its id changes with every new one. */
export const logoURLOf = (logoId: number) => `${paths.setting.businessLogo}/${logoId}`;

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
  logoURL: row.logoId ? logoURLOf(row.logoId) : '',
  houseRules: row.houseRules,
  qrisURL: row.qrisLogoId ? logoURLOf(row.qrisLogoId) : '',
  updateDate: row.updateDate,
  updateBy: row.updateBy,
});

const reencodeLogo = (upload: Upload) =>
  reencodeImage(upload.content, {
    maxPixels: LOGO_MAX_PIXELS,
    field: 'logo',
    wrongType: refusal('businessProfile.logoType'),
    unreadable: refusal('businessProfile.logoUnreadable'),
  });

const reencodeQris = (upload: Upload) =>
  reencodeImage(upload.content, {
    maxPixels: QRIS_MAX_PIXELS,
    field: QRIS_FIELD,
    wrongType: refusal('businessProfile.qrisType'),
    unreadable: refusal('businessProfile.qrisUnreadable'),
  });

type Brand = Awaited<ReturnType<ReturnType<typeof createBusinessProfileRepository>['brandsOf']>>[number];

/**
 * The business as a tenant of one property reads it: the property's own logo, bank accounts,
 * address and WhatsApp phone (as the product writes every phone) where it has them, else the
 * profile's. The legal name, footer and templates are always the profile's.
 */
function withBrand(profile: ProfileRow, brand: Brand | undefined): ProfileRow {
  if (!brand) return profile;
  return {
    ...profile,
    address: brand.address || profile.address,
    phone: brand.phone ? phoneText(brand.phone) : profile.phone,
    logoId: brand.logoId ?? profile.logoId,
    qrisLogoId: brand.qrisId ?? profile.qrisLogoId,
    bankAccounts: brand.bankAccounts.length > 0 ? brand.bankAccounts : profile.bankAccounts,
  };
}

/** The business as its documents, messages and top bar show it (one row, made by the migration). */
export function createBusinessProfileService({ db }: { db: Database }) {
  const repo = createBusinessProfileRepository(db);
  return {
    get: async () => toAnswer(await repo.find()),
    /** The stored row itself: documents need the logo id and the templates. */
    find: () => repo.find(),

    /** The stored row as a tenant of this property reads it (`withBrand`); no property: the profile's. */
    async findFor(propertyId: number | null | undefined): Promise<ProfileRow> {
      const profile = await repo.find();
      if (!propertyId) return profile;
      const [brand] = await repo.brandsOf([propertyId]);
      return withBrand(profile, brand);
    },

    /** `findFor` of many properties, in two reads: by property id. */
    async findForEach(propertyIds: number[]): Promise<Map<number, ProfileRow>> {
      const profile = await repo.find();
      const brands = await repo.brandsOf([...new Set(propertyIds)]);
      return new Map(brands.map((b) => [b.propertyId, withBrand(profile, b)]));
    },

    /** A logo of its own (a property's), re-encoded like the profile's: its id and GET address. */
    async storeLogo(actor: CurrentUser, upload: Upload | undefined) {
      if (!upload) throw badRequest(refusal('field.required', { field: 'logoId' }), 'logo');
      const logoId = await repo.insertLogo(await reencodeLogo(upload), actor.username);
      return { logoId, logoURL: logoURLOf(logoId) };
    },

    /** A QRIS image of its own (a property's), re-encoded like the profile's: its id and GET address. */
    async storeQris(actor: CurrentUser, upload: Upload | undefined) {
      if (!upload) throw badRequest(refusal('field.required', { field: 'qrisId' }), QRIS_FIELD);
      const qrisId = await repo.insertLogo(await reencodeQris(upload), actor.username);
      return { qrisId, qrisURL: logoURLOf(qrisId) };
    },

    async update(actor: CurrentUser, input: ProfileValues) {
      await repo.update(input, actor.username);
      return toAnswer(await repo.find());
    },

    /** A new logo (re-encoded like tenant photos), or none when no file was sent. */
    async updateLogo(actor: CurrentUser, upload: Upload | undefined) {
      const logo = upload ? await reencodeLogo(upload) : null;
      await repo.replaceLogo(logo, actor.username);
      return toAnswer(await repo.find());
    },

    /** The static QRIS image the stay's page shows (re-encoded, bounded to QRIS_MAX_PIXELS), or none when no file was sent. */
    async updateQris(actor: CurrentUser, upload: Upload | undefined) {
      const image = upload ? await reencodeQris(upload) : null;
      await repo.replaceQris(image, actor.username);
      return toAnswer(await repo.find());
    },

    findLogo: (logoId: number) => repo.findLogo(logoId),
    logoExists: (logoId: number) => repo.logoExists(logoId),
  };
}

export type BusinessProfileService = ReturnType<typeof createBusinessProfileService>;
