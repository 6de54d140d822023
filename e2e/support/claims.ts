import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { adminApi } from './master-data';

/**
 * A tenant's "I have paid", made as the stay's page makes it (test set-up, not the thing under
 * test): the stay's link got as the booking screen gets it, then the claim sent with a photo of the
 * transfer, signed out, as the tenant's phone sends it.
 */

/** A photo of a transfer receipt: a real PNG, as a phone's camera hands one over. */
export async function transferPhoto(color = '#1971c2') {
  const buffer = await sharp({ create: { width: 240, height: 360, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: 'transfer.png', mimeType: 'image/png', buffer };
}

/** The stay's page: its address and the token in it (Booking/GetTenantLink as the administrator). */
export async function tenantLinkOf(request: APIRequestContext, bookingId: number) {
  const link = (await adminApi(request, '/api/Booking/GetTenantLink', { bookingId })) as { url: string };
  return { url: link.url, token: link.url.split('/t/')[1] as string };
}

/** The stay's first bill still owed, as the page offers it to pay. */
export async function firstOwedBill(request: APIRequestContext, bookingId: number) {
  const bills = await adminApi(request, '/api/Bill/GetByBookingId', { bookingId });
  const owed = (bills.listData as { billId: number; outstanding: number }[]).find((b) => b.outstanding > 0);
  if (!owed) throw new Error(`booking ${bookingId} owes no bill`);
  return owed;
}

/** POST /api/TenantPage/SubmitClaim (multipart, no account): answers the claim's id. */
export async function submitClaimViaApi(
  request: APIRequestContext,
  claim: { token: string; billId: number; amount: number; paidDate: string; note?: string },
) {
  const res = await request.post('/api/TenantPage/SubmitClaim', {
    multipart: {
      token: claim.token,
      billId: String(claim.billId),
      amount: String(claim.amount),
      paidDate: claim.paidDate,
      note: claim.note ?? '',
      photo: await transferPhoto(),
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.paymentClaimId as number;
}
