import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE } from './data-dir-lock.js';
import { letAccountReach, postgresAccount } from './os-account.js';
import { isAlive, runs } from './processes.js';

const dirs: string[] = [];
const tempDir = (mode: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-embedded-'));
  fs.chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a pid read from a file', () => {
  it('counts as a PostgreSQL or a Kamar server only when the live process really is one', () => {
    expect(runs(process.pid, 'node')).toBe(true);
    expect(runs(process.pid, 'postgres')).toBe(false);
    expect(isAlive(2 ** 22 + 12345)).toBe(false);
  });

  it('does not hold the data directory when the lock names a live process that is not Kamar (a reused pid)', async () => {
    const dataDir = tempDir(0o755);
    const stranger = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${stranger.pid}\n`);
      const release = acquireDataDirLock(dataDir);
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      release();
    } finally {
      stranger.kill();
    }
  });
});

describe.skipIf(process.getuid?.() !== 0)('reaching DATA_DIR as the postgres account', () => {
  const account = postgresAccount();

  it('lets the account pass through a DATA_DIR it could not enter (mktemp -d is 0700)', () => {
    const dataDir = tempDir(0o700);
    letAccountReach(dataDir, account, () => {});
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o701);
  });

  it('does not change a folder above DATA_DIR: it says which and how', () => {
    const parent = tempDir(0o700);
    expect(() => letAccountReach(path.join(parent, 'data'), account, () => {})).toThrow(`chmod o+x ${parent}`);
    expect(fs.statSync(parent).mode & 0o777).toBe(0o700);
  });
});
