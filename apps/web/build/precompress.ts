import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the headers it costs (index.html, ~900 bytes, is above). */
const MIN_BYTES = 512;
/** A copy is kept only when it saves at least this share of the file. */
const MIN_SAVING = 0.2;

/** Writes the compressed copy when it saves enough to be worth a file. */
async function keep(file: string, plain: Buffer, packed: Buffer) {
  if (packed.length <= plain.length * (1 - MIN_SAVING)) await fs.writeFile(file, packed);
}

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
          }).then((out) => keep(`${file}.br`, content, out)),
          gz(content, { level: 9 }).then((out) => keep(`${file}.gz`, content, out)),
        );
      }
      await Promise.all(jobs);
    },
  };
}
