import { settingCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { BusinessSettingsService } from './business-settings.service.js';

export async function settingsRoutes(app: FastifyInstance, { service }: { service: BusinessSettingsService }) {
  app.registerCall(settingCalls.getBusinessSettings, () => service.get());
  app.registerCall(settingCalls.updateBusinessSettings, ({ body }) => service.update(body));
}
