import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { postgresBinaries } from '../../src/db/embedded/binaries.js';
import { runServerToExit } from './support/servers.js';

/** Starts that cannot work stop at once and say why and what to do, in words. */
const folders: string[] = [];
const tempDir = (mode = 0o755) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-start-'));
  fs.chmodSync(dir, mode);
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
const major = postgresBinaries().major;

it('refuses a data directory of another PostgreSQL major version, naming both and the commands to move across', async () => {
  const dataDir = tempDir();
  fs.mkdirSync(path.join(dataDir, 'postgres-15'));
  fs.writeFileSync(path.join(dataDir, 'postgres-15', 'PG_VERSION'), '15\n');
  const { code, output } = await runServerToExit({ DATA_DIR: dataDir });
  expect(code).toBe(1);
  expect(output).toContain(
    `${path.join(dataDir, 'postgres-15')} is PostgreSQL 15 data; this Kamar runs PostgreSQL ${major}`,
  );
  expect(output).toContain(`DATA_DIR=${dataDir} npm run backup -- --output ${dataDir}/move-from-postgres-15.backup.gz`);
  expect(output).toContain(`DATA_DIR=${dataDir} npm run restore -- ${dataDir}/move-from-postgres-15.backup.gz`);
  expect(fs.existsSync(path.join(dataDir, `postgres-${major}`)), 'no empty database was made beside it').toBe(false);
});

it('gives an unversioned data directory (DATA_DIR/postgres, as earlier servers kept it) its versioned name first', async () => {
  const dataDir = tempDir();
  fs.mkdirSync(path.join(dataDir, 'postgres'));
  fs.writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '16\n');
  const { code, output } = await runServerToExit({ DATA_DIR: dataDir });
  expect(code).toBe(1);
  expect(fs.existsSync(path.join(dataDir, 'postgres-16', 'PG_VERSION'))).toBe(true);
  expect(output).toContain('is PostgreSQL 16 data');
});

it.skipIf(process.getuid?.() !== 0)(
  'as root, names a folder above DATA_DIR that the postgres account cannot enter, and the fix',
  async () => {
    const parent = tempDir(0o700);
    const dataDir = path.join(parent, 'data');
    const { code, output } = await runServerToExit({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(`cannot enter ${parent} (mode 700)`);
    expect(output).toContain(`chmod o+x ${parent}`);
    expect(output).not.toContain('initdb');
  },
);

it('refuses TRUST_PROXY=true before anything starts, saying what to set instead', async () => {
  const dataDir = tempDir();
  const { code, output } = await runServerToExit({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  expect(code).toBe(1);
  expect(output).toContain('Kamar could not start: TRUST_PROXY=true would believe any address');
  expect(output).toContain('TRUST_PROXY=1');
  expect(fs.readdirSync(dataDir)).toEqual([]);
});
