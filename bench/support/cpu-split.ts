import fs from 'node:fs';
import path from 'node:path';

/**
 * CPU seconds a process tree has used, from /proc (Linux only): the process's own time plus its
 * reaped children's (a PostgreSQL backend that ended is counted in its postmaster's), plus every
 * living descendant's. Where the mixed load's two cores go: server, PostgreSQL, load generator.
 */
const TICKS_PER_SECOND = 100;

function stat(pid: number): { ppid: number; own: number; reaped: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3 (state).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(fields[i - 3]);
    return { ppid: n(4), own: n(14) + n(15), reaped: n(16) + n(17) };
  } catch {
    return null;
  }
}

export function treeCpuSeconds(root: number): number {
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), stat: stat(Number(name)) }));
  const rootStat = stat(root);
  if (!rootStat) return Number.NaN;
  let ticks = rootStat.own + rootStat.reaped;
  const inTree = new Set([root]);
  // Parents have lower pids than their children only until pids wrap: repeat until stable.
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, stat: s } of all) {
      if (s && !inTree.has(pid) && inTree.has(s.ppid)) {
        inTree.add(pid);
        ticks += s.own;
        grew = true;
      }
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The postmaster of an embedded cluster in `dataDir` (bench/.data), or null when it is elsewhere. */
export function postmasterPid(dataDir: string): number | null {
  if (!fs.existsSync(dataDir)) return null;
  for (const entry of fs.readdirSync(dataDir)) {
    const file = path.join(dataDir, entry, 'postmaster.pid');
    if (entry.startsWith('postgres') && fs.existsSync(file)) {
      return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    }
  }
  return null;
}
