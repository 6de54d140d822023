import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { TEST_ADMIN } from './test-constants.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a Node program and waits until `readyUrl` answers 200 (or the process dies). */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not become ready`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The server from source (TypeScript through tsx), as `npm start` would run it once built. */
export const SERVER_FROM_SOURCE = ['--import', 'tsx', new URL('../src/main.ts', import.meta.url).pathname];

/** `count` servers from source on one database, each on a port of its own, signed-in ready. */
export async function startServersOn(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }[]> {
  const servers: { child: ChildProcess; base: string }[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startProcess(
      SERVER_FROM_SOURCE,
      {
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        LOG_LEVEL: 'error',
        ADMIN_PASSWORD: TEST_ADMIN.password,
        ...env,
      },
      `${base}/readyz`,
    );
    servers.push({ child, base });
  }
  return servers;
}
