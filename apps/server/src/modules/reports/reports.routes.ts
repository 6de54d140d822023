import { type AuditValue, paths, permissionOf, reportCalls, ZReportFileQuery } from '@kamar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { runAs } from '../../db/actor-scope.js';
import { requestLanguage } from '../../lib/language.js';
import { actorOf } from '../../plugins/calls.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ReportFiles } from './report-files.js';
import type { ReportsService } from './reports.service.js';

type FileQuery = z.output<typeof ZReportFileQuery>;

export async function reportsRoutes(
  app: FastifyInstance,
  { service, files, audit }: { service: ReportsService; files: ReportFiles; audit: Pick<AuditService, 'record'> },
) {
  app.registerCall(reportCalls.getMonthly, ({ body }) => service.monthly(body));
  app.registerCall(reportCalls.getTrend, ({ body }) => service.trend(body));
  app.registerCall(reportCalls.getSettings, () => service.settings());
  app.registerCall(reportCalls.updateSettings, ({ user, body }) => service.updateSettings(user, body));

  /**
   * The files: GETs, so that a browser saves them. They read as the calls do (the caller's
   * properties only), and each download is audited first (money of many tenants; the journal
   * names them), as a list's export is.
   */
  const download = (path: string, kind: 'report' | 'journal') =>
    async function send(request: FastifyRequest<{ Querystring: FileQuery }>, reply: FastifyReply) {
      const { format: asked, lang, ...month } = request.query;
      const format = kind === 'journal' ? 'csv' : (asked ?? 'pdf');
      const language = lang ?? requestLanguage(request);
      const changes: [string, AuditValue, AuditValue][] = [
        ['year', null, month.year],
        ['month', null, month.month],
        ['format', null, kind === 'journal' ? 'journal' : format],
      ];
      if (month.propertyId) changes.push(['propertyId', null, month.propertyId]);
      await runAs(app.db, actorOf(request, path), () =>
        audit.record({ entity: 'report', recordId: null, action: 'export', changes }),
      );
      const file = await app.readAsCaller(request, () =>
        format === 'csv'
          ? files.journal(month)
          : format === 'xlsx'
            ? files.excel(month, language)
            : files.pdf(month, language),
      );
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    };
  const permission = permissionOf(reportCalls.getMonthly.path);
  if (permission === undefined || permission === 'public') throw new Error('Report/GetMonthly has no permission');
  const options = { schema: { hide: true, querystring: ZReportFileQuery }, onRequest: [app.authenticate(permission)] };
  app.get<{ Querystring: FileQuery }>(paths.report.monthlyFile, options, download(paths.report.monthlyFile, 'report'));
  app.get<{ Querystring: FileQuery }>(paths.report.journal, options, download(paths.report.journal, 'journal'));
}
