import type { BankAccount, MessageTemplates } from '@kamar/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { properties } from '../properties/properties.table.js';
import { businessLogos, businessProfile } from './business-profile.table.js';

export interface ProfileValues {
  businessName: string;
  address: string;
  phone: string;
  receiptFooter: string;
  bankAccounts: BankAccount[];
  templates: MessageTemplates;
  /** Left out: unchanged. */
  houseRules?: string | undefined;
}

export interface LogoValues {
  contentType: string;
  content: Buffer;
  byteSize: number;
  width: number;
  height: number;
}

const columns = {
  businessName: businessProfile.businessName,
  address: businessProfile.address,
  phone: businessProfile.phone,
  receiptFooter: businessProfile.receiptFooter,
  bankAccounts: businessProfile.bankAccounts,
  reminderId: businessProfile.reminderTemplateId,
  reminderEn: businessProfile.reminderTemplateEn,
  receiptId: businessProfile.receiptTemplateId,
  receiptEn: businessProfile.receiptTemplateEn,
  depositReturnId: businessProfile.depositReturnTemplateId,
  depositReturnEn: businessProfile.depositReturnTemplateEn,
  logoId: businessProfile.logoId,
  houseRules: businessProfile.houseRules,
  qrisLogoId: businessProfile.qrisLogoId,
  updateDate: sql<string>`to_char(${businessProfile.updateDate}, 'YYYY-MM-DD"T"HH24:MI:SS')`,
  updateBy: businessProfile.updateBy,
};

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof createBusinessProfileRepository>['find']>>;

export function createBusinessProfileRepository(db: Database) {
  /** Read by every list that carries reminders: prepared once (db/prepared-read.ts). */
  const query = () => db.select(columns).from(businessProfile).where(eq(businessProfile.profileId, 1));
  const profile = preparedRead(query().prepare('kamar_business_profile'), query);

  return {
    /** The one profile row; the migration makes it, so it is always there. */
    async find() {
      const [row] = await profile({});
      if (!row) throw new Error('business_profile has no row: the migration makes it');
      return { ...row, bankAccounts: row.bankAccounts as BankAccount[] };
    },

    async update(values: ProfileValues, updateBy: string) {
      await db
        .update(businessProfile)
        .set({
          businessName: values.businessName,
          address: values.address,
          phone: values.phone,
          receiptFooter: values.receiptFooter,
          bankAccounts: values.bankAccounts,
          reminderTemplateId: values.templates.reminderId,
          reminderTemplateEn: values.templates.reminderEn,
          receiptTemplateId: values.templates.receiptId,
          receiptTemplateEn: values.templates.receiptEn,
          depositReturnTemplateId: values.templates.depositReturnId,
          depositReturnTemplateEn: values.templates.depositReturnEn,
          ...(values.houseRules === undefined ? {} : { houseRules: values.houseRules }),
          updateBy,
          updateDate: sql`now()`,
        })
        .where(eq(businessProfile.profileId, 1));
    },

    /** What properties of their own print instead of the profile's (one read for many). */
    async brandsOf(propertyIds: number[]) {
      if (propertyIds.length === 0) return [];
      const rows = await db
        .select({
          propertyId: properties.propertyId,
          address: properties.address,
          phone: properties.phone,
          logoId: properties.logoId,
          qrisId: properties.qrisId,
          bankAccounts: properties.bankAccounts,
        })
        .from(properties)
        .where(inArray(properties.propertyId, propertyIds));
      return rows.map((r) => ({ ...r, bankAccounts: r.bankAccounts as BankAccount[] }));
    },

    /** A logo row of its own (a property's, before the property names it): its id. */
    async insertLogo(logo: LogoValues, createBy: string) {
      const [row] = await db
        .insert(businessLogos)
        .values({ ...logo, createBy })
        .returning({ logoId: businessLogos.logoId });
      if (!row) throw new Error('business_logos answered no row');
      return row.logoId;
    },

    /** A new logo row and the profile pointing at it (or at none), in one transaction. */
    /** A new QRIS image (or none), kept with the logos: an image written once. */
    async replaceQris(image: LogoValues | null, updateBy: string) {
      await db.transaction(async (tx) => {
        let qrisLogoId: number | null = null;
        if (image) {
          const [row] = await tx
            .insert(businessLogos)
            .values({ ...image, createBy: updateBy })
            .returning({ logoId: businessLogos.logoId });
          qrisLogoId = row?.logoId ?? null;
        }
        await tx
          .update(businessProfile)
          .set({ qrisLogoId, updateBy, updateDate: sql`now()` })
          .where(eq(businessProfile.profileId, 1));
      });
    },

    async replaceLogo(logo: LogoValues | null, updateBy: string) {
      await db.transaction(async (tx) => {
        let logoId: number | null = null;
        if (logo) {
          const [row] = await tx
            .insert(businessLogos)
            .values({ ...logo, createBy: updateBy })
            .returning({ logoId: businessLogos.logoId });
          logoId = row?.logoId ?? null;
        }
        await tx
          .update(businessProfile)
          .set({ logoId, updateBy, updateDate: sql`now()` })
          .where(eq(businessProfile.profileId, 1));
      });
    },

    async logoExists(logoId: number) {
      const [row] = await db
        .select({ logoId: businessLogos.logoId })
        .from(businessLogos)
        .where(eq(businessLogos.logoId, logoId));
      return row !== undefined;
    },

    async findLogo(logoId: number) {
      const [row] = await db
        .select({ contentType: businessLogos.contentType, content: businessLogos.content })
        .from(businessLogos)
        .where(eq(businessLogos.logoId, logoId));
      return row;
    },
  };
}
