import { auditCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { auditExport } from './audit.export.js';
import { createAuditService } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance) {
  const service = createAuditService({ db: app.db });
  app.registerCall(auditCalls.getList, ({ body }) => service.list(body));
  app.registerExport(exportCalls.audit, auditExport(service));
}
