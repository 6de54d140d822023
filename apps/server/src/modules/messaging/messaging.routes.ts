import { messagingCalls, paths } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/language.js';
import { originOf } from '../../lib/request-origin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { MessageDispatch } from './message-dispatch.js';
import type { MessagingService } from './messaging.service.js';

export async function messagingRoutes(
  app: FastifyInstance,
  options: {
    service: MessagingService;
    dispatch: MessageDispatch;
    properties: PropertiesService;
    audit: Pick<AuditService, 'record'>;
  },
) {
  const { service, dispatch, properties, audit } = options;
  app.registerCall(messagingCalls.getLog, ({ body }) => service.log(body));
  // A property's rules only for those who see it (another's answers 404, as one that does not exist).
  app.registerCall(messagingCalls.getRules, async ({ body }) => {
    if (body.propertyId) await properties.getById(body.propertyId);
    return service.rules(body.propertyId ?? null);
  });
  app.registerCall(messagingCalls.updateRules, ({ user, body }) =>
    service.updateRules(user, body, async (propertyId) => {
      await properties.getById(propertyId);
    }),
  );
  // The look the planner makes every few minutes, now; in the call's transaction, with the jobs.
  app.registerCall(messagingCalls.sendDueNow, async () => {
    const queued = await dispatch.plan();
    await audit.record({
      entity: 'reminderRules',
      recordId: null,
      action: 'sendDueNow',
      changes: [['queued', null, queued]],
    });
    return { queued };
  });
  app.registerCall(messagingCalls.getChannels, ({ request }) => service.channels(originOf(request)));
  app.registerCall(messagingCalls.updateWhatsapp, ({ user, body, request }) =>
    service.updateWhatsapp(user, body, originOf(request)),
  );
  app.registerCall(messagingCalls.updateEmail, ({ user, body, request }) =>
    service.updateEmail(user, body, originOf(request)),
  );
  // Who sent a test to which number or address is kept (it reaches a person, and may cost the business).
  app.registerCall(messagingCalls.sendTest, async ({ user, body, request }) => {
    const result = await service.sendTest(user, body, requestLanguage(request));
    await audit.record({
      entity: 'messageChannels',
      recordId: result.messageId,
      action: 'sendTest',
      changes: [
        ['channel', null, body.channel],
        ['to', null, body.to],
        ['deliveryStatus', null, result.deliveryStatus],
      ],
    });
    return result;
  });

  // Meta's webhook: its own handshake and signed payload, not calls. The signature is over the
  // raw body, so this context keeps JSON as the text that came.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) =>
      done(null, body),
    );
    webhook.get<{ Querystring: Record<string, string | undefined> }>(
      paths.whatsapp.webhook,
      { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const challenge = await dispatch.verifyWebhook(request.query);
        if (challenge === null) return reply.code(403).type('text/plain').send('Forbidden');
        return reply.type('text/plain').send(challenge);
      },
    );
    webhook.post(paths.whatsapp.webhook, { schema: { hide: true } }, async (request) => {
      const signature = request.headers['x-hub-signature-256'];
      return dispatch.webhook(typeof signature === 'string' ? signature : undefined, String(request.body ?? ''));
    });
  });
}
