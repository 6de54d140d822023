import {
  type AuditValue,
  ZResidentRegisterFileQuery as FileQuerySchema,
  paths,
  permissionOf,
  residentRegisterCalls,
  type ZResidentRegisterFileQuery,
} from '@kamar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { runAs } from '../../db/actor-scope.js';
import { requestLanguage } from '../../lib/language.js';
import { actorOf } from '../../plugins/calls.js';
import type { AuditService } from '../audit/audit.service.js';
import type { RegisterFiles } from './register-files.js';
import type { ResidentRegisterService } from './resident-register.service.js';

type FileQuery = z.output<typeof ZResidentRegisterFileQuery>;

export async function residentRegisterRoutes(
  app: FastifyInstance,
  {
    service,
    files,
    audit,
  }: { service: ResidentRegisterService; files: RegisterFiles; audit: Pick<AuditService, 'record'> },
) {
  app.registerCall(residentRegisterCalls.getResidentRegister, ({ body }) => service.register(body));

  /**
   * The file: a GET, so that a browser saves it. It reads as the call does (the caller's
   * properties only) and each download is audited first: names, NIK, birth dates and passports
   * of a property's residents are personal data (UU PDP 27/2022).
   */
  const path = paths.report.residentRegisterFile;
  async function send(request: FastifyRequest<{ Querystring: FileQuery }>, reply: FastifyReply) {
    const { format: asked, lang, ...query } = request.query;
    const format = asked ?? 'pdf';
    const language = lang ?? requestLanguage(request);
    const { date, since } = service.daysOf(query);
    const changes: [string, AuditValue, AuditValue][] = [
      ['propertyId', null, query.propertyId],
      ['registerDate', null, date],
      ['registerSince', null, since],
      ['format', null, format],
      ['language', null, language],
    ];
    await runAs(app.db, actorOf(request, path), () =>
      audit.record({ entity: 'residentRegister', recordId: null, action: 'export', changes }),
    );
    const request_ = { ...query, date, since };
    const file = await app.readAsCaller(request, () =>
      format === 'xlsx' ? files.excel(request_, language) : files.pdf(request_, language),
    );
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  }
  const permission = permissionOf(residentRegisterCalls.getResidentRegister.path);
  if (permission === undefined || permission === 'public')
    throw new Error('Report/GetResidentRegister has no permission');
  app.get<{ Querystring: FileQuery }>(
    path,
    { schema: { hide: true, querystring: FileQuerySchema }, onRequest: [app.authenticate(permission)] },
    send,
  );
}
