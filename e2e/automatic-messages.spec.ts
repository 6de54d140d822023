import { DEFAULT_REMINDER_RULES } from '@kamar/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  businessDay,
  confirmAndSucceed,
  listRow,
  openDashboard,
  openMenuOnPhone,
  readValue,
  unique,
} from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { workerServer } from './support/worker-server';

/**
 * Reminders that send themselves: the owner sets up the WhatsApp Business Cloud API (the worker's
 * local fake of Meta's API, beside its server), tries it with a test message, lets reminders go at
 * any hour, and sends the reminders due now; the log shows how far each got, the bill its last
 * message and the dashboard the day's messages.
 */

/** The approved templates, per message and language, as the owner names them. */
const TEMPLATES = {
  'Template Before Due (Indonesian)': 'tagihan_sebelum',
  'Template Before Due (English)': 'bill_upcoming',
  'Template On Due Date (Indonesian)': 'tagihan_jatuh_tempo',
  'Template On Due Date (English)': 'bill_due',
  'Template Overdue (Indonesian)': 'tagihan_terlambat',
  'Template Overdue (English)': 'bill_overdue',
  'Template Receipt (Indonesian)': 'kuitansi',
  'Template Receipt (English)': 'receipt',
};
const REMINDERS_ID = ['tagihan_sebelum', 'tagihan_jatuh_tempo', 'tagihan_terlambat'];

/** Whether a number the Cloud API was sent (62...) is this 08... number. */
const isNumber = (to: string, phone: string) => to.replace(/\D/g, '').endsWith(phone.slice(1));

/** A box of a panel by its label (the access token's box has the eye beside it, also labelled). */
const box = (panel: Locator, label: string) => panel.getByLabel(label, { exact: true });

async function openMessageSettings(page: Page) {
  await page.goto('/setting');
  await page.getByRole('link', { name: 'Automatic Messages' }).click();
  await expect(page).toHaveURL(/\/setting\/messages$/);
  await expect(page.getByRole('heading', { name: 'Automatic Messages', level: 1 })).toBeVisible();
}

test.describe('automatic messages', () => {
  test('the owner sets up WhatsApp, sees a test go out, sends the due reminders now and reads how far each got', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // The worker's local fake of Meta's Cloud API (support/worker-server.ts), which its server sends to.
    const whatsapp = workerServer().whatsapp;
    // A tenant three days into a monthly stay: its first bill is due, and a reminder with it.
    const phone = `0812${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const stay = await createStay(
      request,
      unique('PESAN OTOMATIS '),
      { checkInDate: businessDay(-3), checkOutDate: null },
      { phone },
    );
    try {
      await openMessageSettings(page);
      await expect(page.getByText('Nothing is sent automatically until a channel below is on')).toBeVisible();

      // The WhatsApp Business account's number, secrets and approved templates, turned on.
      const panel = page.getByTestId('whatsapp-panel');
      await box(panel, 'Phone Number ID').fill(whatsapp.phoneNumberId);
      await box(panel, 'Access Token').fill(whatsapp.accessToken);
      await box(panel, 'App Secret').fill(whatsapp.appSecret);
      await box(panel, 'Verify Token').fill(whatsapp.verifyToken);
      for (const [label, name] of Object.entries(TEMPLATES)) await box(panel, label).fill(name);
      await expect(
        panel.getByText('Its variables, in this order: {{1}} nama_depan · {{2}} kamar').first(),
      ).toBeVisible();
      // Where Meta is to report deliveries, to copy into its dashboard with the verify token.
      await expect(panel.getByTestId('webhook-url')).toHaveText(/^https?:\/\/.+\/api\/WhatsApp\/Webhook$/);
      await panel.getByRole('checkbox', { name: 'On' }).check();
      await panel.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);
      // The secrets are stored and never shown back: their boxes are empty again and say so.
      await expect(box(panel, 'Access Token')).toHaveValue('');
      await expect(panel.getByText('Stored: leave empty to keep it')).toHaveCount(3);
      await expect(panel.getByRole('checkbox', { name: 'On' })).toBeChecked();

      // A test message goes out through the fake, and what the provider answered is said in words.
      const trial = panel.getByRole('form', { name: 'Send a test message' });
      await trial.getByLabel('Send To').fill('081234567890');
      await trial.getByRole('button', { name: 'Send test' }).click();
      await expect(trial.getByTestId('test-outcome')).toHaveText('Sent');
      await expect(trial.getByTestId('test-answer')).toHaveText(/^The provider answered: \S+/);
      expect(whatsapp.sent.some((m) => isNumber(m.to, '081234567890') && m.template.name === 'hello_world')).toBe(true);

      // Reminders at any hour: quiet hours off in the business's rules.
      const rules = page.getByTestId('rules-panel');
      await rules.getByRole('checkbox', { name: 'Quiet Hours' }).uncheck();
      await expect(rules.getByLabel('Quiet From', { exact: true })).toBeDisabled();
      await rules.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);

      // The planner's look, now: the tenant's reminder is queued (unless its own look just did).
      await page.getByRole('button', { name: 'Send due reminders now' }).click();
      await expect(page.getByTestId('queued')).toHaveText(/^(\d+ messages? queued|Nothing new to send)\.$/);

      // The log: the day's reminder to the tenant, sent through the Cloud API and how far it got.
      await openMenuOnPhone(page);
      await page.getByRole('link', { name: 'Message Log' }).click();
      await expect(page).toHaveURL(/\/message-log$/);
      await expect(page.getByRole('heading', { name: 'Message Log' })).toBeVisible();
      const row = listRow(page, stay.tenantName).first();
      await expect(async () => {
        await page.reload();
        await expect(row.getByTestId('delivery-status')).toHaveText(/^(Sent|Delivered|Read)$/, { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expect(row).toContainText('WhatsApp (automatic)');
      await expect(row).toContainText(phone.slice(-8));
      await expect(row).toContainText(/TG\/\d{4}\/\d{6}/);
      await expect(row).toContainText(/Before the due date|On the due date|After the due date/);
      // The test message is in the log too.
      await expect(listRow(page, 'Test message').first().getByTestId('delivery-status')).toHaveText(
        /^(Sent|Delivered|Read)$/,
      );
      // Meta was sent the Indonesian template of the reminder, to the tenant's number.
      const reminder = whatsapp.sent.find((m) => isNumber(m.to, phone));
      expect(REMINDERS_ID).toContain(reminder?.template.name);
      expect(reminder?.template.language.code).toBe('id');
      // Meta's signed webhook says the tenant read it: the log says so, and a late "delivered" does not undo it.
      expect(await whatsapp.deliver(reminder?.id ?? '', 'read')).toBe(200);
      expect(await whatsapp.deliver(reminder?.id ?? '', 'delivered')).toBe(200);
      await page.reload();
      await expect(listRow(page, stay.tenantName).first().getByTestId('delivery-status')).toHaveText('Read');

      // The bill says its last message; the dashboard counts the day's and leads to the log.
      const [bill] = (await adminApi(request, '/api/Bill/GetByBookingId', { bookingId: stay.bookingId })).listData as {
        billId: number;
      }[];
      await page.goto(`/bill/form?billId=${bill?.billId}&formType=View`);
      await expect(readValue(page, 'Last Message')).toContainText(/WhatsApp \(automatic\) · (Sent|Delivered|Read) · /);
      await openDashboard(page);
      const messages = page.getByRole('link', { name: /Messages today/ });
      await expect(messages).toBeVisible();
      await expect(page.getByTestId('card-messages')).toHaveText(/^[1-9]\d*$/);
      await messages.click();
      await expect(page).toHaveURL(/\/message-log\?dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}$/);
      await expect(listRow(page, stay.tenantName).first()).toBeVisible();
    } finally {
      // Put back what the worker's other tests read: no channel on, quiet hours as they were.
      await adminApi(request, '/api/MessageChannel/UpdateWhatsapp', { ...withoutChannel, enabled: false }).catch(
        () => undefined,
      );
      await adminApi(request, '/api/Reminder/UpdateRules', { ...DEFAULT_REMINDER_RULES }).catch(() => undefined);
    }
  });
});

test.describe("a tenant's automatic messages", () => {
  test('an email address, the channel and no automatic messages are kept from Add and Edit and shown in the detail', async ({
    page,
  }, testInfo) => {
    const name = unique(`SURAT ${testInfo.project.name.toUpperCase()} `);
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    await page.goto('/tenant/form?tenantId=&formType=Add');
    await expect(page.getByRole('heading', { name: 'Tenant Detail' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Automatic Messages' })).toBeVisible();
    // A new tenant gets the server's messages on WhatsApp unless they choose otherwise.
    await expect(page.getByLabel('Send Messages By')).toHaveValue('1');
    await expect(page.getByRole('checkbox', { name: 'No Automatic Messages' })).not.toBeChecked();
    await page.getByLabel('Tenant Name').fill(name);
    await page.getByLabel('Email', { exact: true }).fill('not an address');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Email must be an email address')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Send Messages By').selectOption({ label: 'Email' });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/tenant$/);

    // Edit: what was chosen is there; the tenant now asks for no automatic messages.
    await page.getByRole('form', { name: 'Search' }).getByLabel('Tenant Name').fill(name);
    await page.getByRole('form', { name: 'Search' }).getByRole('button', { name: 'Search' }).click();
    await listRow(page, name).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/formType=Edit/);
    const tenantId = new URL(page.url()).searchParams.get('tenantId');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Send Messages By')).toHaveValue('2');
    await page.getByRole('checkbox', { name: 'No Automatic Messages' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);

    // The tenant's detail says all three.
    await page.goto(`/tenant/form?tenantId=${tenantId}&formType=View`);
    await expect(readValue(page, 'Email')).toHaveText(email);
    await expect(readValue(page, 'Send Messages By')).toHaveText('Email');
    await expect(readValue(page, 'No Automatic Messages')).toHaveText('Yes');
  });
});

/** The WhatsApp settings turned off again (the secrets left empty keep what was stored). */
const withoutChannel = {
  phoneNumberId: '',
  upcomingTemplateId: '',
  upcomingTemplateEn: '',
  dueTemplateId: '',
  dueTemplateEn: '',
  overdueTemplateId: '',
  overdueTemplateEn: '',
  receiptTemplateId: '',
  receiptTemplateEn: '',
};
