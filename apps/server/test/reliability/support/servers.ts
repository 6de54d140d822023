import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, SERVER_FROM_SOURCE } from '../../server-process.js';
import { TEST_ADMIN } from '../../test-constants.js';

export interface RunningServer {
  child: ChildProcess;
  base: string;
  token: string;
  /** What the process printed (stdout and stderr). */
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

/** A Node program with its output (stdout and stderr) kept for the test to read. */
function spawnNode(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** The real server from source (as `npm start` runs it), ready and signed in as the administrator. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, output } = spawnNode(SERVER_FROM_SOURCE, {
    PORT: String(port),
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: TEST_ADMIN.password,
    BACKUP_HOUR: 'off',
    ...env,
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive()) throw new Error(`the server exited while starting:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready:\n${output()}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return {
    child,
    base,
    token,
    output,
    alive,
    async stop() {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs the server until it exits by itself (a start that must fail); answers its code and output. */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const run = spawnNode(SERVER_FROM_SOURCE, {
    PORT: String(await freePort()),
    LOG_LEVEL: 'error',
    BACKUP_HOUR: 'off',
    ...env,
  });
  const timer = setTimeout(() => run.child.kill('SIGKILL'), 60_000);
  const code = await run.exited;
  clearTimeout(timer);
  return { code, output: run.output() };
}

/** The embedded PostgreSQL's postmaster pid of the server running on `dataDir`. */
export function postmasterPid(dataDir: string): number {
  const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-connection.json'), 'utf8')) as { major: number };
  const lines = fs.readFileSync(path.join(dataDir, `postgres-${info.major}`, 'postmaster.pid'), 'utf8').split('\n');
  return Number(lines[0]);
}

/**
 * `npm run backup` / `npm run restore` as a person runs them; answers the exit code, the output
 * and the peak memory of the process (its VmHWM, Linux). Killed after `limitMs` (code null).
 */
export async function runCli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  limitMs = 300_000,
): Promise<{ code: number | null; output: string; peakBytes: number; ms: number }> {
  const entry = new URL(`../../../src/cli/${script}.ts`, import.meta.url).pathname;
  const started = performance.now();
  const run = spawnNode(['--import', 'tsx', entry, ...args], env);
  let peakBytes = 0;
  const watch = setInterval(() => {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${run.child.pid}/status`, 'utf8'));
      if (hwm) peakBytes = Math.max(peakBytes, Number(hwm[1]) * 1024);
    } catch {
      // gone, or not Linux
    }
  }, 50);
  const limit = setTimeout(() => run.child.kill('SIGKILL'), limitMs);
  const code = await run.exited;
  clearInterval(watch);
  clearTimeout(limit);
  return { code, output: run.output(), peakBytes, ms: Math.round(performance.now() - started) };
}

/** The embedded PostgreSQL's processes: the postmaster and every process it started (backends, workers). */
export function postgresProcesses(dataDir: string): number[] {
  const postmaster = postmasterPid(dataDir);
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // pid (comm) state ppid ...: the command may hold spaces, so read after its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}
