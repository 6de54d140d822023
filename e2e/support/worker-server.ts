import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { type FakeWhatsapp, startFakeWhatsapp } from '../../apps/server/test/fakes/whatsapp-cloud';
import { type FakeXendit, startFakeXendit } from '../../apps/server/test/fakes/xendit';

/** One Playwright worker's own built server, on its own port and data directory. */
export interface WorkerServer {
  url: string;
  dataDir: string;
  /** The local fake of Xendit this server takes online payments through (nothing reaches the internet). */
  xendit: FakeXendit;
  /** The local fake of the WhatsApp Cloud API its automatic messages go to (statuses sent back to its webhook). */
  whatsapp: FakeWhatsapp;
  stop(): Promise<void>;
}

let current: WorkerServer | undefined;

/**
 * The server of the worker this test runs in (fixtures.ts starts it): set-up helpers that write
 * straight into its database find it here.
 */
export function workerServer(): WorkerServer {
  if (!current) throw new Error('no server for this worker: import test from e2e/support/fixtures');
  return current;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** The /readyz status of whatever listens at `url`; 0 when nothing does. */
async function readiness(url: string) {
  try {
    return (await fetch(`${url}/readyz`)).status;
  } catch {
    return 0;
  }
}

/** Starts `node e2e/support/start-server.mjs` on `port` and waits until it answers /readyz. */
export async function startWorkerServer(port: number): Promise<WorkerServer> {
  const dataDir = path.join(os.tmpdir(), `kamar-e2e-data-${port}`);
  const url = `http://127.0.0.1:${port}`;
  // A server left on this port (another checkout's, or a run that was killed) would answer for ours.
  if ((await readiness(url)) !== 0)
    throw new Error(`something already answers on port ${port}: set E2E_PORT to a free range`);
  const keys = { secretKey: `xnd_development_e2e_${port}`, callbackToken: `e2e-callback-token-${port}` };
  const xendit = await startFakeXendit({ ...keys, callbackUrl: `${url}/api/PaymentGateway/Callback/xendit` });
  const whatsapp = await startFakeWhatsapp({ webhookUrl: `${url}/api/WhatsApp/Webhook` });
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'start-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      XENDIT_SECRET_KEY: keys.secretKey,
      XENDIT_CALLBACK_TOKEN: keys.callbackToken,
      XENDIT_API_URL: xendit.url,
      WHATSAPP_API_URL: whatsapp.url,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    await xendit.close();
    await whatsapp.close();
    if (exited(child)) return;
    // The server stops its embedded PostgreSQL on SIGTERM; a stuck one is killed after 10 s.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited(child)) throw new Error(`the server on port ${port} exited while starting:\n${errors}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${port} did not answer /readyz within 120 s:\n${errors}`);
    }
    if ((await readiness(url)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  current = { url, dataDir, xendit, whatsapp, stop };
  return current;
}
