import { PassThrough } from 'node:stream';
import {
  type AuditValue,
  apiDateTimeText,
  type ExportDef,
  namesOneTenant,
  permissionOf,
  readsAllMoney,
  ZErrorEnvelope,
} from '@kamar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { type Actor, actorSettingsText, inPropertyScopeOf } from '../../db/actor-scope.js';
import { businessDate } from '../../lib/business-time.js';
import { tooManyRequests } from '../../lib/errors.js';
import { labelsFor } from '../../lib/labels.js';
import { requestLanguage } from '../../lib/language.js';
import { actorOf } from '../calls.js';
import { csvSeparatorOf, csvWriter } from './csv-writer.js';
import type { ExportBinding } from './export-columns.js';
import { openCursor, writeRows } from './export-stream.js';
import { FILE_NAME_MAX, fileNameWords, namesOfIds } from './filter-words.js';
import type { InfoLine } from './sheet-writer.js';
import { xlsxWriter } from './xlsx-writer.js';

/** An export's audit entry: who exported which list, with which filters (written before the file). */
export type RecordExport = (
  actor: Actor,
  entry: { entity: ExportBinding<never>['entity']; changes: [string, AuditValue, AuditValue][] },
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves a list's export: the list's filters and `format` in, the whole filtered set out as a file. */
    registerExport<D extends ExportDef>(def: D, binding: ExportBinding<Omit<z.output<D['request']>, 'format'>>): void;
  }
}

/** Exports one server makes at once; each holds a database connection while it streams. */
const MAX_RUNNING = 2;
/** Request fields that are not filters. */
const NOT_FILTERS = new Set(['format', 'csvSeparator', 'pageSize', 'pageIndex', 'pageType', 'sortBy', 'sortOrder']);

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface ExportsPluginOptions {
  recordExport: RecordExport;
}

export const exportsPlugin = fp(async (app: FastifyInstance, options: ExportsPluginOptions) => {
  let running = 0;

  async function serve(
    def: ExportDef,
    binding: ExportBinding<Record<string, unknown>>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const { format, csvSeparator, ...filter } = request.body as {
      format: 'xlsx' | 'csv';
      csvSeparator?: 'comma' | 'semicolon';
    } & Record<string, unknown>;
    const language = requestLanguage(request);
    const labels = labelsFor(language);
    const user = request.currentUser;
    if (running >= MAX_RUNNING) throw tooManyRequests(undefined, 5);
    running++;
    const client = await app.db.$client.connect().catch((error: Error) => {
      running--;
      throw error;
    });
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      running--;
      client.query('rollback').then(
        () => client.release(),
        () => client.release(error ?? true),
      );
    };
    try {
      const actor = actorOf(request, def.path);
      // Built as the caller sees: the business's kept counts count for an owner only.
      const rows = inPropertyScopeOf(actor, () => binding.rows(filter));
      const cursor = await openCursor(client, rows, actorSettingsText(actor));
      // Every filter of the list, those left at All too.
      const keys = Object.keys((def.request as z.ZodObject).shape).filter((key) => !NOT_FILTERS.has(key));
      const filters = keys.map((key) => [key, filter[key]] as const);
      const names = await namesOfIds(client, filter);
      // Filters in words: an enumeration's label, a record's name for its id, Yes / No for a flag.
      const shown = (key: string, value: unknown): AuditValue =>
        value === undefined || value === '' || value === null
          ? null
          : typeof value === 'boolean'
            ? labels.texts[value ? 'yes' : 'no']
            : (names[key] ??
              binding.filterText?.[key]?.(value as number, labels) ??
              (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00$/.test(value)
                ? value.slice(0, 10)
                : (value as AuditValue)));
      // The audit entry is written while the file starts: its commit (a WAL flush, 1-50 ms on a
      // busy disk) then does not delay the first byte, and writeRows sends no row before it.
      const audited = options.recordExport(actorOf(request, def.path), {
        entity: binding.entity,
        changes: [
          ['format', null, format],
          ...filters
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, null, v as AuditValue] as const),
          ['rows', null, cursor.rows],
        ] as [string, AuditValue, AuditValue][],
      });
      const recorded = audited.then(
        () => null,
        (error: Error) => error,
      );
      const now = app.clock.now();
      const info: InfoLine[] = [
        [labels.texts.list, labels.entities[binding.entity]],
        [labels.texts.exportedAt, new Date(`${apiDateTimeText(now, app.businessTimezone)}Z`), 'dateTime'],
        [labels.texts.exportedBy, user?.username ?? ''],
        ...filters.map(
          ([key, value]): InfoLine => [
            labels.fields[key as keyof typeof labels.fields] ?? key,
            String(shown(key, value) ?? labels.texts.all),
          ],
        ),
        [labels.texts.rows, cursor.rows, 'number'],
      ];
      const out = new PassThrough();
      // Every wait for the reader ends when the reader has gone (a closed tab, a cancelled download).
      const gone = new Promise<void>((resolve) => out.once('close', resolve));
      const writer =
        format === 'xlsx' ? xlsxWriter(out, gone) : csvWriter(out, gone, csvSeparatorOf(csvSeparator, language));
      // The filters set go in the file's name (a CSV file has no room for them: its header is its
      // first line): bills-2026-11-24-hanya-yang-terlambat-ya.csv.
      const named = filters
        .filter(([key, value]) => shown(key, value) !== null && value !== false)
        .map(([key, value]) =>
          fileNameWords(`${labels.fields[key as keyof typeof labels.fields] ?? key} ${shown(key, value)}`),
        )
        .join('-');
      const stem = `${def.fileName}-${businessDate(now, app.businessTimezone)}${named ? `-${named}` : ''}`;
      const fileName = `${stem.slice(0, FILE_NAME_MAX).replace(/-+$/, '')}.${format}`;
      reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .header('Content-Language', language)
        .header('X-Export-Rows', String(cursor.rows));
      // The connection goes back only when no more FETCH can be sent on it.
      const title = labels.entities[binding.entity];
      // A list's money total over many tenants needs money.readAll (contract staff-money.ts).
      const columns =
        user && !readsAllMoney(user.role) && !namesOneTenant(filter)
          ? binding.columns.map((column) => ({ ...column, total: false }))
          : binding.columns;
      writeRows({ cursor, columns, labels, writer, out, title, info, recorded })
        .then(() => release())
        .catch((error: Error) => {
          request.log.error({ err: error, path: def.path }, 'export failed while streaming');
          out.destroy(error);
          release(error);
        });
      return reply.send(out);
    } catch (error) {
      release(error as Error);
      throw error;
    }
  }

  /** An export's permission (contract permissions.ts); every export needs a sign-in. */
  const exportPermission = (path: string) => {
    const permission = permissionOf(path);
    if (permission === undefined || permission === 'public')
      throw new Error(`${path} needs a permission in permissions.ts`);
    return permission;
  };

  app.decorate('registerExport', function registerExport(this: FastifyInstance, def, binding) {
    this.route({
      method: 'POST',
      url: def.path,
      config: { access: def.access },
      schema: {
        tags: [def.path.split('/')[2] ?? 'Api'],
        summary: def.summary,
        security: [{ bearerAuth: [] }],
        produces: [CONTENT_TYPES.xlsx, CONTENT_TYPES.csv],
        body: def.request,
        response: { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
      onRequest: [this.authenticate(exportPermission(def.path))],
      handler: (request, reply) =>
        serve(def, binding as unknown as ExportBinding<Record<string, unknown>>, request, reply),
    });
  });
});
