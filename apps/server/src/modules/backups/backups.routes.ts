import fs from 'node:fs';
import { backupCalls, paths } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { BackupConfig } from '../../config.js';
import { createBackupsService } from './backups.service.js';

export interface BackupsRoutesOptions {
  backup: BackupConfig;
}

export async function backupsRoutes(app: FastifyInstance, options: BackupsRoutesOptions) {
  const service = createBackupsService({ db: app.db, backup: options.backup, timeZone: app.businessTimezone });

  app.registerCall(backupCalls.getLatest, () => service.overview());
  app.registerCall(backupCalls.create, async () => {
    const { path: _, ...info } = await service.take('manual');
    return info;
  });

  // The file itself: a GET (a browser saves it), administrators only, like every backup call.
  app.get<{ Params: { fileName: string } }>(
    `${paths.backup.download}/:fileName`,
    { schema: { hide: true }, onRequest: [app.authenticate('admin')] },
    async (request, reply) => {
      const file = service.find(request.params.fileName);
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Content-Length', String(file.sizeBytes))
        .send(fs.createReadStream(file.path));
    },
  );
}
