import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor, Tx } from '../../db/transaction.js';

/** The facts of a stay an agreement is made of, as they are now. */
export type StayFacts = {
  bookingId: number;
  bookingStatus: number;
  deleted: boolean;
  propertyId: number;
  propertyName: string;
  propertyAddress: string;
  propertyCity: string;
  roomNumber: string;
  roomTypeName: string;
  tenantName: string;
  idNumber: string;
  address: string;
  city: string;
  province: string;
  phone: string;
  country: string;
  bookingType: number;
  /** The rent agreed now: the latest rent change begun by today, else the booking's. */
  rentAmount: number;
  checkInDate: string;
  checkOutDate: string | null;
  /** The deposits taken for the stay (active deposit payments). */
  deposit: number;
};

export type StayCharge = {
  description: string;
  unitName: string;
  quantity: number;
  unitPrice: number;
};

/** An agreement version as stored, without its PDF bytes. */
export type AgreementRow = {
  agreementId: number;
  bookingId: number;
  version: number;
  language: 'id' | 'en';
  agreementStatus: number;
  superseded: boolean;
  content: string;
  landlordName: string;
  tenantName: string;
  totalAmount: number;
  pdfSha256: string;
  fixedAt: number | null;
  roomNumber: string;
  propertyId: number;
  createDate: number;
  createBy: string;
  updateDate: number;
  updateBy: string;
};

export type SignatureRow = {
  agreementId: number;
  signer: number;
  signerName: string;
  signedAt: number;
  address: string;
  userAgent: string;
  signedBy: string;
  onTenantPage: boolean;
};

export type TemplateRow = {
  ownerName: string;
  templateId: string;
  templateEn: string;
  updateDate: number;
  updateBy: string;
};

const AGREEMENT = sql`a.agreement_id as "agreementId", a.booking_id as "bookingId", a.version, a.language,
  a.agreement_status::int as "agreementStatus", a.superseded_at is not null as superseded, a.content,
  a.landlord_name as "landlordName", a.tenant_name as "tenantName", a.total_amount::float8 as "totalAmount",
  a.pdf_sha256 as "pdfSha256", (extract(epoch from a.fixed_at) * 1000)::float8 as "fixedAt", r.room_number as "roomNumber", r.property_id as "propertyId",
  (extract(epoch from a.create_date) * 1000)::float8 as "createDate", a.create_by as "createBy", (extract(epoch from a.update_date) * 1000)::float8 as "updateDate", a.update_by as "updateBy"`;
const FROM = sql`from agreements a join bookings b on b.booking_id = a.booking_id join rooms r on r.room_id = b.room_id`;
const SIGNATURE = sql`agreement_id as "agreementId", signer::int as signer, signer_name as "signerName",
  (extract(epoch from signed_at) * 1000)::float8 as "signedAt", address, user_agent as "userAgent", signed_by as "signedBy", on_tenant_page as "onTenantPage"`;

export function createAgreementsRepository(db: Database) {
  return {
    async template(): Promise<TemplateRow | undefined> {
      const result = await db.execute<TemplateRow>(sql`
        select owner_name as "ownerName", template_id as "templateId", template_en as "templateEn",
               (extract(epoch from update_date) * 1000)::float8 as "updateDate", update_by as "updateBy"
        from agreement_templates where settings_id = 1`);
      return result.rows[0];
    },

    async saveTemplate(tx: Tx, values: { ownerName: string; templateId: string; templateEn: string }, by: string) {
      await tx.execute(sql`
        insert into agreement_templates (settings_id, owner_name, template_id, template_en, update_by)
        values (1, ${values.ownerName}, ${values.templateId}, ${values.templateEn}, ${by})
        on conflict (settings_id) do update set owner_name = excluded.owner_name,
          template_id = excluded.template_id, template_en = excluded.template_en,
          update_by = excluded.update_by, update_date = now()`);
    },

    /** The stay, locked so that two Creates of one stay take turns (versions 1, 2, 3 without a gap). */
    async lockStay(tx: Tx, bookingId: number, today: string): Promise<StayFacts | undefined> {
      const locked = await tx.execute(sql`select 1 from bookings where booking_id = ${bookingId} for update`);
      if (locked.rows.length === 0) return undefined;
      const result = await tx.execute<StayFacts>(sql`
        select b.booking_id as "bookingId", b.booking_status::int as "bookingStatus", b.status <> 1 as deleted,
               r.property_id as "propertyId", p.property_name as "propertyName", p.address as "propertyAddress",
               p.city as "propertyCity", r.room_number as "roomNumber", coalesce(rt.room_type_name, '') as "roomTypeName",
               t.tenant_name as "tenantName", t.id_number as "idNumber", t.address, t.city, t.province, t.phone, t.country,
               b.booking_type::int as "bookingType",
               coalesce((select c.rent_amount from booking_rent_changes c where c.booking_id = b.booking_id
                          and c.from_date <= greatest(${today}::date, b.check_in_date)
                         order by c.from_date desc limit 1), b.rent_amount)::float8 as "rentAmount",
               to_char(b.check_in_date, 'YYYY-MM-DD') as "checkInDate",
               to_char(b.check_out_date, 'YYYY-MM-DD') as "checkOutDate",
               (select coalesce(sum(amount), 0) from payments pd where pd.booking_id = b.booking_id
                  and pd.payment_type = 1 and pd.status = 1)::float8 as deposit
        from bookings b join tenants t on t.tenant_id = b.tenant_id join rooms r on r.room_id = b.room_id
        join properties p on p.property_id = r.property_id left join room_types rt on rt.room_type_id = r.room_type_id
        where b.booking_id = ${bookingId}`);
      return result.rows[0];
    },

    /** The stay's per-period charges running (parking, wifi): what it pays besides the rent every period. */
    async perPeriodCharges(tx: Tx, bookingId: number, today: string): Promise<StayCharge[]> {
      const result = await tx.execute<StayCharge>(sql`
        select description, unit_name as "unitName", quantity, unit_price::float8 as "unitPrice"
        from stay_charges where booking_id = ${bookingId} and status = 1 and charge_kind = 2
          and (end_date is null or end_date >= ${today}::date)
        order by start_date, stay_charge_id`);
      return result.rows;
    },

    async nextVersion(tx: Tx, bookingId: number): Promise<number> {
      const result = await tx.execute<{ next: number }>(
        sql`select coalesce(max(version), 0) + 1 as next from agreements where booking_id = ${bookingId}`,
      );
      return Number(result.rows[0]?.next ?? 1);
    },

    async supersedeAll(tx: Tx, bookingId: number, by: string) {
      await tx.execute(sql`
        update agreements set superseded_at = now(), update_date = now(), update_by = ${by}
        where booking_id = ${bookingId} and superseded_at is null`);
    },

    async insert(
      tx: Tx,
      values: {
        bookingId: number;
        version: number;
        language: string;
        content: string;
        landlordName: string;
        tenantName: string;
        totalAmount: number;
        by: string;
      },
    ): Promise<number> {
      const result = await tx.execute<{ id: number }>(sql`
        insert into agreements (booking_id, version, language, content, landlord_name, tenant_name, total_amount,
                                create_by, update_by)
        values (${values.bookingId}, ${values.version}, ${values.language}, ${values.content}, ${values.landlordName},
                ${values.tenantName}, ${values.totalAmount}, ${values.by}, ${values.by})
        returning agreement_id as id`);
      return Number(result.rows[0]?.id);
    },

    async find(executor: Executor, agreementId: number): Promise<AgreementRow | undefined> {
      const result = await executor.execute<AgreementRow>(
        sql`select ${AGREEMENT} ${FROM} where a.agreement_id = ${agreementId}`,
      );
      return result.rows[0];
    },

    /** The version locked for signing: one signer at a time, so the second signature is the one that fixes it. */
    async lock(tx: Tx, agreementId: number): Promise<boolean> {
      const result = await tx.execute(sql`select 1 from agreements where agreement_id = ${agreementId} for update`);
      return result.rows.length > 0;
    },

    async ofStay(executor: Executor, bookingId: number): Promise<AgreementRow[]> {
      const result = await executor.execute<AgreementRow>(
        sql`select ${AGREEMENT} ${FROM} where a.booking_id = ${bookingId} order by a.version desc`,
      );
      return result.rows;
    },

    async signatures(executor: Executor, agreementIds: number[]): Promise<SignatureRow[]> {
      if (agreementIds.length === 0) return [];
      const result = await executor.execute<SignatureRow>(sql`
        select ${SIGNATURE} from agreement_signatures
        where agreement_id = any(${`{${agreementIds.join(',')}}`}::int[]) order by agreement_id, signer`);
      return result.rows;
    },

    async signatureImage(
      executor: Executor,
      agreementId: number,
      signer: number,
    ): Promise<{ contentType: string; content: Buffer } | undefined> {
      const result = await executor.execute<{ contentType: string; content: Buffer }>(sql`
        select image_type as "contentType", image as content from agreement_signatures
        where agreement_id = ${agreementId} and signer = ${signer}`);
      return result.rows[0];
    },

    async insertSignature(
      tx: Tx,
      values: {
        agreementId: number;
        signer: number;
        signerName: string;
        imageType: string;
        image: Buffer;
        signedAt: Date;
        address: string;
        userAgent: string;
        signedBy: string;
        onTenantPage: boolean;
        by: string;
      },
    ) {
      await tx.execute(sql`
        insert into agreement_signatures (agreement_id, booking_id, signer, signer_name, image_type, image, signed_at, address,
                                          user_agent, signed_by, on_tenant_page, update_by)
        values (${values.agreementId}, (select booking_id from agreements where agreement_id = ${values.agreementId}), ${values.signer}, ${values.signerName}, ${values.imageType}, ${values.image},
                ${values.signedAt}, ${values.address}, ${values.userAgent}, ${values.signedBy}, ${values.onTenantPage},
                ${values.by})`);
    },

    async setStatus(tx: Tx, agreementId: number, status: number, by: string) {
      await tx.execute(sql`
        update agreements set agreement_status = ${status}, update_date = now(), update_by = ${by}
        where agreement_id = ${agreementId}`);
    },

    async fix(tx: Tx, agreementId: number, pdf: Buffer, sha256: string, fixedAt: Date, by: string) {
      await tx.execute(sql`
        update agreements set agreement_status = 4, pdf = ${pdf}, pdf_sha256 = ${sha256}, fixed_at = ${fixedAt},
               update_date = now(), update_by = ${by}
        where agreement_id = ${agreementId}`);
    },

    async storedPdf(executor: Executor, agreementId: number): Promise<Buffer | undefined> {
      const result = await executor.execute<{ pdf: Buffer | null }>(
        sql`select pdf from agreements where agreement_id = ${agreementId}`,
      );
      return result.rows[0]?.pdf ?? undefined;
    },
  };
}

export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
