import fs from 'node:fs';
import path from 'node:path';
import { readPid, runs } from './processes.js';

export const LOCK_FILE = 'kamar.pid';

/**
 * One data directory is never opened by two servers: `kamar.pid` is created exclusively and names
 * the live owner. A lock left by a killed owner (its pid gone, or reused by another program) is
 * taken over. Answers the release function (also run at process exit).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwner(dataDir);
      if (owner !== null && owner !== process.pid) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Kamar process (process ${owner}: a server, a backup or a restore).`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

/** The live Kamar process holding the data directory, or null. */
export function lockOwner(dataDir: string): number | null {
  const owner = readPid(path.join(dataDir, LOCK_FILE));
  return owner !== null && runs(owner, 'node') ? owner : null;
}
