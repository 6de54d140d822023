import fs from 'node:fs';
import { backupCalls, paths } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { BackupsService } from './backups.service.js';

export async function backupsRoutes(app: FastifyInstance, { service }: { service: BackupsService }) {
  // A backup under way ends as the server begins to close, so closing never waits on it.
  app.addHook('preClose', async () => service.stop());

  app.registerCall(backupCalls.getLatest, () => service.overview());
  app.registerCall(backupCalls.create, async ({ request }) => {
    try {
      const { path: _, ...info } = await service.take('manual');
      return info;
    } catch (error) {
      // The refusal says what went wrong in words; the log keeps the error itself.
      const cause = (error as { cause?: unknown }).cause;
      if (cause) request.log.error({ err: cause }, 'backup failed');
      throw error;
    }
  });

  // The file itself: a GET (a browser saves it), the Owner only, like every backup call.
  app.get<{ Params: { fileName: string } }>(
    `${paths.backup.download}/:fileName`,
    { schema: { hide: true }, onRequest: [app.authenticate('backups.manage')] },
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
