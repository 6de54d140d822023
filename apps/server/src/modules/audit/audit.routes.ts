import { auditCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/language.js';
import { auditExport } from './audit.export.js';
import type { AuditService } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance, { service }: { service: AuditService }) {
  app.registerCall(auditCalls.getList, ({ body, request }) => service.list(body, requestLanguage(request)));
  app.registerExport(exportCalls.audit, auditExport(service));
}
