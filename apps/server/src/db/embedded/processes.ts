import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** The first line of a pid file as a process id, or null. */
export function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True while the process runs (a killed process not yet reaped, a zombie, counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== null && state !== 'Z';
}

/**
 * Whether a live process's command mentions `name`. A pid read from a file may since have been
 * reused by an unrelated process, which must never block a start: /proc on Linux, `ps` elsewhere.
 */
export function runs(pid: number, name: string): boolean {
  if (!isAlive(pid)) return false;
  if (os.platform() === 'linux') {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name);
    } catch {
      return false;
    }
  }
  return (ps(pid, 'command=') ?? '').includes(name);
}

/** One-letter process state (R, S, Z...), or null when there is no such process. */
function processState(pid: number): string | null {
  if (os.platform() === 'linux') {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    } catch {
      return null;
    }
  }
  return ps(pid, 'state=')?.slice(0, 1) ?? null;
}

function ps(pid: number, field: string): string | null {
  try {
    const out = execFileSync('ps', ['-p', String(pid), '-o', field], { stdio: ['ignore', 'pipe', 'ignore'] });
    return out.toString().trim() || null;
  } catch {
    return null; // ps exits 1 when the process is gone
  }
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
