import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels:
 * compressing once at build time lets the server send them as they are (@fastify/static
 * `preCompressed`), so a phone on mobile data gets brotli without the server spending CPU per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kamar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<unknown>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = await fs.readFile(file);
        if (content.length < MIN_BYTES) continue;
        jobs.push(
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }).then((out) => fs.writeFile(`${file}.br`, out)),
          gz(content, { level: 9 }).then((out) => fs.writeFile(`${file}.gz`, out)),
        );
      }
      await Promise.all(jobs);
    },
  };
}
