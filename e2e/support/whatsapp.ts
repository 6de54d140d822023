import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { databaseUrl } from './money-fixtures';

export const grouped = (n: number) => new Intl.NumberFormat('id-ID').format(n);

/** Gives the tenant of this name a phone number, straight in the database. */
export async function setPhone(tenantName: string, phone: string) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('update tenants set phone = $1 where tenant_name = $2', [phone, tenantName]);
  } finally {
    await client.end();
  }
}

/** The first day of the month before this one (YYYY-MM-DD): a stay that started then owes a bill already overdue. */
export function lastMonthStart() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
}

/** Checks a wa.me link's number and that its message says each phrase; answers the message. */
export async function expectWhatsapp(href: string | null, number: string, ...phrases: string[]) {
  expect(href).not.toBeNull();
  const url = new URL(href as string);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${number}`);
  const text = url.searchParams.get('text') ?? '';
  for (const phrase of phrases) expect(text).toContain(phrase);
  return text;
}

/**
 * Taps a WhatsApp button or link and answers the address WhatsApp was opened at: the window opens
 * at the tap and is sent to the message the server answers (with the bill's share link).
 */
export async function tapWhatsapp(page: Page, target: Locator) {
  const popup = page.waitForEvent('popup');
  await target.click();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  const url = whatsapp.url();
  await whatsapp.close();
  return url;
}

/** The share link a message carries (`.../s/<token>`). */
export function linkIn(text: string): string {
  const found = /(https?:\/\/\S+\/s\/[0-9]+\.[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(found, text).toBeTruthy();
  return found as string;
}
