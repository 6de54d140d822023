import { settingCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { BusinessSettingsService } from './business-settings.service.js';

export async function settingsRoutes(app: FastifyInstance, options: { settings: BusinessSettingsService }) {
  app.registerCall(settingCalls.getBusinessSettings, () => options.settings.get());
  app.registerCall(settingCalls.updateBusinessSettings, ({ body }) => options.settings.update(body));
}
