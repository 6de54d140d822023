import {
  DeliveryStatus,
  type DocumentLanguage,
  type FieldKey,
  MessageChannel,
  type MessageChannels,
  messageText,
  normaliseWhatsappNumber,
  paths,
  type ReminderRules,
  refusal,
  type SendTestResult,
  TEST_TEMPLATE,
  type ZEmailChannelUpdate,
  type ZReminderRulesUpdate,
  type ZSendTestRequest,
  type ZWhatsappChannelUpdate,
} from '@kamar/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../db/sql-helpers.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { deliver } from './message-delivery.js';
import { createMessageLogRepository, type LogFilter } from './message-log.repository.js';
import { type ChannelsRow, createMessagingRepository, type RuleSetRow } from './messaging.repository.js';
import { clockFromMinutes, minutesFromClock } from './reminder-moments.js';
import type { WhatsappCloud } from './whatsapp-cloud.js';

type Out<T extends z.ZodType> = z.output<T>;

const incomplete = (code: 'messaging.whatsappIncomplete' | 'messaging.emailIncomplete', field: FieldKey) => {
  const reason = refusal(code, { field });
  return new AppError(400, reason, [{ field, ...reason }]);
};

const rulesAnswer = (row: RuleSetRow, propertyId: number | null): ReminderRules => ({
  propertyId,
  ownRules: propertyId !== null && row.propertyId === propertyId,
  beforeDueOn: row.beforeDueOn,
  beforeDueDays: row.beforeDueDays,
  onDueOn: row.onDueOn,
  afterDueOn: row.afterDueOn,
  afterDueDays: row.afterDueDays,
  afterDueAgainOn: row.afterDueAgainOn,
  afterDueAgainDays: row.afterDueAgainDays,
  receiptOn: row.receiptOn,
  quietHoursOn: row.quietHoursOn,
  quietStart: clockFromMinutes(row.quietStart),
  quietEnd: clockFromMinutes(row.quietEnd),
});

/**
 * The settings of the server's own messages (channels, rules), the test message, and the log
 * (README.md). Sending itself is message-dispatch.ts.
 */
export function createMessagingService(deps: {
  db: Database;
  whatsapp: WhatsappCloud;
  businessName: () => Promise<string>;
}) {
  const repo = createMessagingRepository(deps.db);
  const log = createMessageLogRepository(deps.db);

  function channelsAnswer(row: ChannelsRow, origin: string): MessageChannels {
    return {
      whatsapp: {
        enabled: row.whatsappEnabled,
        phoneNumberId: row.phoneNumberId,
        upcomingTemplateId: row.upcomingTemplateId,
        upcomingTemplateEn: row.upcomingTemplateEn,
        dueTemplateId: row.dueTemplateId,
        dueTemplateEn: row.dueTemplateEn,
        overdueTemplateId: row.overdueTemplateId,
        overdueTemplateEn: row.overdueTemplateEn,
        receiptTemplateId: row.receiptTemplateId,
        receiptTemplateEn: row.receiptTemplateEn,
        accessTokenSet: row.accessToken !== '',
        appSecretSet: row.appSecret !== '',
        verifyTokenSet: row.verifyToken !== '',
      },
      email: {
        enabled: row.emailEnabled,
        host: row.smtpHost,
        port: row.smtpPort,
        security: row.smtpSecurity as 1 | 2 | 3,
        user: row.smtpUser,
        passwordSet: row.smtpPassword !== '',
        fromAddress: row.fromAddress,
      },
      webhookUrl: `${row.linkOrigin || origin}${paths.whatsapp.webhook}`,
      linkOrigin: row.linkOrigin,
    };
  }

  return {
    async channels(origin: string) {
      return channelsAnswer(await repo.channels(), origin);
    },

    /** Saves the WhatsApp settings; a secret left empty keeps the stored one. Links start at `origin`. */
    async updateWhatsapp(user: CurrentUser, input: Out<typeof ZWhatsappChannelUpdate>, origin: string) {
      const stored = await repo.channels();
      const next = {
        whatsappEnabled: input.enabled,
        phoneNumberId: input.phoneNumberId,
        upcomingTemplateId: input.upcomingTemplateId,
        upcomingTemplateEn: input.upcomingTemplateEn,
        dueTemplateId: input.dueTemplateId,
        dueTemplateEn: input.dueTemplateEn,
        overdueTemplateId: input.overdueTemplateId,
        overdueTemplateEn: input.overdueTemplateEn,
        receiptTemplateId: input.receiptTemplateId,
        receiptTemplateEn: input.receiptTemplateEn,
        accessToken: input.accessToken || stored.accessToken,
        appSecret: input.appSecret || stored.appSecret,
        verifyToken: input.verifyToken || stored.verifyToken,
        linkOrigin: origin,
      };
      if (next.whatsappEnabled) {
        for (const field of ['phoneNumberId', 'accessToken', 'appSecret', 'verifyToken'] as const) {
          if (!next[field]) throw incomplete('messaging.whatsappIncomplete', field);
        }
        const reminders = [
          next.upcomingTemplateId,
          next.upcomingTemplateEn,
          next.dueTemplateId,
          next.dueTemplateEn,
          next.overdueTemplateId,
          next.overdueTemplateEn,
        ];
        if (!reminders.some(Boolean)) {
          const reason = refusal('messaging.noTemplate');
          throw new AppError(400, reason, [{ field: 'dueTemplateId', ...reason }]);
        }
      }
      await repo.updateChannels(next, user.username);
      return channelsAnswer(await repo.channels(), origin);
    },

    async updateEmail(user: CurrentUser, input: Out<typeof ZEmailChannelUpdate>, origin: string) {
      const stored = await repo.channels();
      const next = {
        emailEnabled: input.enabled,
        smtpHost: input.host,
        smtpPort: input.port,
        smtpSecurity: input.security,
        smtpUser: input.user,
        smtpPassword: input.password || stored.smtpPassword,
        fromAddress: input.fromAddress,
        linkOrigin: origin,
      };
      if (next.emailEnabled) {
        if (!next.smtpHost) throw incomplete('messaging.emailIncomplete', 'smtpHost');
        if (!next.fromAddress) throw incomplete('messaging.emailIncomplete', 'fromAddress');
      }
      await repo.updateChannels(next, user.username);
      return channelsAnswer(await repo.channels(), origin);
    },

    async rules(propertyId: number | null): Promise<ReminderRules> {
      const sets = await repo.ruleSets();
      const business = sets.find((r) => r.propertyId === null);
      const own = propertyId === null ? undefined : sets.find((r) => r.propertyId === propertyId);
      if (!business) throw new Error('reminder_rules has no business row (migration 0065)');
      return rulesAnswer(own ?? business, propertyId);
    },

    async updateRules(
      user: CurrentUser,
      input: Out<typeof ZReminderRulesUpdate>,
      propertyOk: (id: number) => Promise<void>,
    ) {
      const propertyId = input.propertyId ?? null;
      if (propertyId !== null) await propertyOk(propertyId);
      if (propertyId !== null && input.ownRules === false) {
        await repo.dropRules(propertyId);
        return this.rules(propertyId);
      }
      await repo.upsertRules(
        propertyId,
        {
          ...input,
          quietStart: minutesFromClock(input.quietStart),
          quietEnd: minutesFromClock(input.quietEnd),
        },
        user.username,
      );
      return this.rules(propertyId);
    },

    /**
     * Sends a test through a saved channel now, and answers the provider's word on it. An email
     * test is written in the language the owner reads the screen in; WhatsApp's is Meta's own
     * `hello_world` template.
     */
    async sendTest(
      user: CurrentUser,
      input: Out<typeof ZSendTestRequest>,
      language: DocumentLanguage,
    ): Promise<SendTestResult> {
      const channels = await repo.channels();
      const whatsapp = input.channel === MessageChannel.WhatsappApi;
      if (whatsapp ? !channels.whatsappEnabled : !channels.emailEnabled)
        throw conflict(refusal('messaging.channelOff'));
      // The contract checked the number or address against the channel.
      const number = normaliseWhatsappNumber(input.to);
      const recipient = whatsapp && number.ok ? number.number : input.to;
      const business = await deps.businessName();
      const messageId = await repo.insertTest(deps.db, {
        channel: input.channel,
        recipient,
        language: whatsapp ? 'en' : language,
        createBy: user.username,
      });
      const words = { business };
      const subject = whatsapp ? '' : messageText(language, 'testSubject', words);
      const body = whatsapp ? '[]' : messageText(language, 'testBody', words);
      const outcome = await deliver(deps.whatsapp, channels, {
        channel: input.channel,
        recipient,
        fromName: business,
        subject,
        body,
        ...(whatsapp ? { template: { name: TEST_TEMPLATE.name, code: TEST_TEMPLATE.language, parameters: [] } } : {}),
      });
      const deliveryStatus = outcome.ok ? DeliveryStatus.Sent : DeliveryStatus.Failed;
      await repo.recordOutcome(deps.db, messageId, {
        deliveryStatus,
        subject,
        body,
        templateName: whatsapp ? TEST_TEMPLATE.name : '',
        ...(outcome.ok
          ? { providerMessageId: outcome.providerMessageId }
          : { failureReason: outcome.reason, failureDetail: outcome.detail }),
      });
      return {
        messageId,
        deliveryStatus,
        failureReason: outcome.ok ? '' : outcome.reason,
        providerAnswer: outcome.ok ? outcome.answer : outcome.detail,
      };
    },

    async log(filter: LogFilter) {
      return pageOf(await log.list(filter), filter);
    },

    lastOfBill: (billId: number) => log.last(billId),

    /** The dashboard's: today's counts and the last message, of a property or all the caller sees. */
    async today(day: string, propertyId?: number | null) {
      const [messagesToday, lastMessage] = await Promise.all([
        log.countsOn(day, propertyId),
        log.last(null, propertyId),
      ]);
      return { messagesToday, lastMessage };
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
