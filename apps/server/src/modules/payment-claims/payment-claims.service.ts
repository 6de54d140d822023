import {
  type CallRequest,
  CLAIM_PHOTO_FIELD,
  ClaimStatus,
  type PaymentClaim,
  type PaymentClaimApproved,
  PaymentMethod,
  PaymentType,
  PHOTO_MAX_PIXELS,
  paths,
  type paymentClaimCalls,
  refusal,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../db/sql-helpers.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/image.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { createPaymentClaimsRepository } from './payment-claims.repository.js';

type Req<K extends keyof typeof paymentClaimCalls> = CallRequest<(typeof paymentClaimCalls)[K]>;

const withPhoto = (claim: Omit<PaymentClaim, 'photoURL'>): PaymentClaim => ({
  ...claim,
  photoURL: `${paths.paymentClaim.photo}/${claim.paymentClaimId}`,
});

/** What a stay's page knows when a claim is sent through it (tenant-page resolves the link first). */
export interface ClaimFromPage {
  bookingId: number;
  tenantLinkId: number;
  billId: number;
  amount: number;
  paidDate: string;
  note: string;
  address: string;
}

/**
 * Tenants' "I have paid" (README.md): sent from the stay's page with a photo of the transfer,
 * decided once by the owner's side. Approving records the payment exactly as Payment/Create does
 * (the payments service), in the same transaction as the decision, and answers the receipt's
 * WhatsApp message (`receiptMessage`, handed in by the composition root: documents make it).
 */
export function createPaymentClaimsService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  payments: PaymentsService;
  /** The receipt's WhatsApp message carrying its share link (documents' shareLink). */
  receiptMessage: (actor: CurrentUser, paymentId: number, origin: string) => Promise<string | null>;
}) {
  const { db, clock, businessTimezone, payments, receiptMessage } = deps;
  const repo = createPaymentClaimsRepository(db);
  const today = () => businessDate(clock.now(), businessTimezone);

  async function find(paymentClaimId: number): Promise<PaymentClaim> {
    const [row] = (await repo.list({ paymentClaimId, pageIndex: 0, pageSize: 1 })).rows;
    if (!row) throw notFound(refusal('paymentClaim.notFound'));
    return withPhoto(row);
  }

  /** A claim leaves Waiting once: the second of two deciders is told who was first. */
  function refuseDecided(claim: { claimStatus: number; decidedBy: string }) {
    if (claim.claimStatus === ClaimStatus.Approved) {
      throw conflict(refusal('paymentClaim.alreadyApproved', { by: claim.decidedBy }));
    }
    if (claim.claimStatus === ClaimStatus.Rejected) {
      throw conflict(refusal('paymentClaim.alreadyRejected', { by: claim.decidedBy }));
    }
  }

  return {
    /**
     * A claim from the stay's page: the photo is checked and re-encoded first (as tenant photos
     * are), then the claim is kept, waiting. `claim` was checked against the stay by tenant-page.
     */
    async submit(claim: ClaimFromPage, upload: Upload | undefined) {
      if (!upload) throw badRequest(refusal('paymentClaim.photoRequired'), CLAIM_PHOTO_FIELD);
      if (claim.paidDate > today()) throw badRequest(refusal('tenantPage.paidDateInFuture'), 'paidDate');
      const photo = await reencodeImage(upload.content, {
        maxPixels: PHOTO_MAX_PIXELS,
        field: CLAIM_PHOTO_FIELD,
        wrongType: refusal('paymentClaim.photoType'),
        unreadable: refusal('paymentClaim.photoUnreadable'),
      });
      const paymentClaimId = await db.transaction((tx) =>
        repo.insert(tx, {
          bookingId: claim.bookingId,
          billId: claim.billId,
          tenantLinkId: claim.tenantLinkId,
          amount: claim.amount,
          paidDate: claim.paidDate,
          note: claim.note,
          photoType: photo.contentType,
          photo: photo.content,
          createAddress: claim.address,
        }),
      );
      return { paymentClaimId, claimStatus: ClaimStatus.Waiting };
    },

    ofStay: (bookingId: number) => repo.ofStay(bookingId),

    async list(filter: Req<'getList'>) {
      const found = await repo.list(filter);
      return pageOf({ rows: found.rows.map(withPhoto), total: found.total }, filter);
    },

    getById: (paymentClaimId: number) => find(paymentClaimId),

    /**
     * Records the claim's payment: rent, by bank transfer, for its bill while that bill is still
     * owed (else the stay's oldest owed bill, then credit, as Payment/Create places money), at the
     * amount and date the approver corrected or the tenant typed. The claim row is locked first,
     * so of two approvers one wins and the other is refused with who was first.
     */
    async approve(actor: CurrentUser, input: Req<'approve'>, origin: string): Promise<PaymentClaimApproved> {
      const { paymentId, receiptNumber } = await db.transaction(async (tx) => {
        const claim = await repo.lock(tx, input.paymentClaimId);
        if (!claim) throw notFound(refusal('paymentClaim.notFound'));
        refuseDecided(claim);
        const bill = await find(claim.paymentClaimId);
        const paymentDate = input.paymentDate ?? claim.paidDate;
        if (paymentDate > today()) throw badRequest(refusal('paymentClaim.paymentDateInFuture'), 'paymentDate');
        const [year, month] = paymentDate.split('-').map(Number) as [number, number];
        const created = await payments.create(actor, {
          paymentDate,
          paymentType: PaymentType.RentPayment,
          bookingId: claim.bookingId,
          paymentPeriodeMonth: month,
          paymentPeriodeYear: year,
          amount: input.amount ?? claim.amount,
          remark: claim.note,
          // A bill paid off meanwhile: the money is placed as any payment is (the oldest owed bill, else credit).
          billId: bill.billOutstanding > 0 ? claim.billId : undefined,
          paymentMethod: PaymentMethod.BankTransfer,
          paymentAccount: '',
        });
        await repo.approve(tx, claim.paymentClaimId, created.paymentId, actor.username);
        return created;
      });
      const whatsappUrl = await receiptMessage(actor, paymentId, origin);
      return { paymentClaimId: input.paymentClaimId, paymentId, receiptNumber, whatsappUrl };
    },

    async reject(actor: CurrentUser, input: Req<'reject'>) {
      await db.transaction(async (tx) => {
        const claim = await repo.lock(tx, input.paymentClaimId);
        if (!claim) throw notFound(refusal('paymentClaim.notFound'));
        refuseDecided(claim);
        await repo.reject(tx, claim.paymentClaimId, input.reason, actor.username);
      });
      return { paymentClaimId: input.paymentClaimId, claimStatus: ClaimStatus.Rejected };
    },

    /** The transfer photo, if the caller sees the claim's stay (the policies), else undefined. */
    findPhoto: (paymentClaimId: number) => repo.photo(db, paymentClaimId),

    waitingCount: (propertyId?: number | null) => repo.waitingCount(propertyId),
  };
}

export type PaymentClaimsService = ReturnType<typeof createPaymentClaimsService>;
