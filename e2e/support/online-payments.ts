import { type APIRequestContext, expect } from '@playwright/test';
import { firstOwedBill, tenantLinkOf } from './claims';
import { businessDay, unique } from './helpers';
import { createStay, type Stay } from './money-fixtures';
import { workerServer } from './worker-server';

/**
 * Online payments made as a tenant makes them (test set-up, not the thing under test): a running
 * stay's link, a checkout for its first owed bill made as the stay's page makes it (signed out),
 * then paid at the worker's fake of Xendit, which sends its webhook to the server.
 */

export interface PaidOnline extends Stay {
  billId: number;
  /** The bill's amount: what the checkout asked. */
  asked: number;
  /** The provider's invoice id: the checkout's reference. */
  invoiceId: string;
}

/** POST /api/TenantPage/CreateCheckout (no account): the provider's invoice id and the amount asked. */
export async function createCheckoutViaApi(request: APIRequestContext, checkout: { token: string; billId: number }) {
  const res = await request.post('/api/TenantPage/CreateCheckout', { data: checkout });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { checkoutUrl, amount } = (await res.json()).data as { checkoutUrl: string; amount: number };
  // The fake's hosted page is /pay/<invoice id>, as Xendit's invoice_url ends in its id.
  const invoiceId = new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';
  expect(workerServer().xendit.invoices.has(invoiceId)).toBe(true);
  return { invoiceId, amount };
}

/**
 * A stay that checked in today, its first bill paid online: at the amount asked, or at `paid`
 * (another amount: the server keeps it to check and records no payment); through `channel` (QRIS unless said).
 */
export async function payOnline(
  request: APIRequestContext,
  name: string,
  payment: { paid?: (asked: number) => number; channel?: string } = {},
) {
  const stay = await createStay(request, unique(name), { checkInDate: businessDay(0), checkOutDate: null });
  const bill = await firstOwedBill(request, stay.bookingId);
  const { token } = await tenantLinkOf(request, stay.bookingId);
  const { invoiceId, amount } = await createCheckoutViaApi(request, { token, billId: bill.billId });
  await workerServer().xendit.pay(invoiceId, {
    ...(payment.paid ? { amount: payment.paid(amount) } : {}),
    ...(payment.channel ? { channel: payment.channel } : {}),
  });
  return { ...stay, billId: bill.billId, asked: amount, invoiceId } satisfies PaidOnline;
}
