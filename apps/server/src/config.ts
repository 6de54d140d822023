import net from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isValidTimeZone } from './lib/business-time.js';
import { WHATSAPP_API_DEFAULT } from './modules/messaging/whatsapp-cloud.js';

/** DESIGN.md section 2: the environment the server reads. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the server runs its own PostgreSQL in DATA_DIR/postgres. */
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  businessTimezone: string;
  logLevel: string;
  /** How long a sign-in lasts. */
  tokenTtlHours: number;
  /** The built web app, served at `/`; null: the one beside the server, if built. */
  webDistDir: string | null;
  /** Pretty logs for people at a terminal; JSON otherwise. */
  prettyLogs: boolean;
  /** Fastify's `trustProxy`: which X-Forwarded-* headers to believe (TRUST_PROXY): none, the n nearest hops, or these proxies'. */
  trustProxy: false | number | string[];
  /** The web app's source maps are served in development only. */
  serveSourceMaps: boolean;
  backup: BackupConfig;
  /** Server processes sharing the port (WEB_CONCURRENCY, default 1; see workers.ts). */
  webConcurrency: number;
  /** Database connections each server process may hold (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /** The hour (0-23, business time) of the daily bill run (BILL_HOUR, default 1); it also runs at start-up. */
  billHour: number;
  /**
   * Threads that draw every PDF off the event loop (lib/pdf-render-pool.ts; PDF_THREADS, 0-16; default one less than the cores,
   * at least 1, at most 4); 0 draws them on the event loop, as before (kept to measure the two).
   */
  pdfThreads: number;
  /** The payment gateway (XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN); null: none, and online payment does not show. */
  gateway: GatewayConfig | null;
  /** WHATSAPP_API_URL: Meta's Graph API (default https://graph.facebook.com/v21.0); a local fake in tests. */
  whatsappApiUrl: string;
}

export interface GatewayConfig {
  provider: 'xendit';
  secretKey: string;
  /** The token Xendit sends with each webhook (x-callback-token), from its dashboard. */
  callbackToken: string;
  /** XENDIT_API_URL, default https://api.xendit.co (a local fake in tests). */
  apiUrl: string;
}

/** Xendit's keys: both or neither (one alone is a mistake worth stopping for). */
export function readGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig | null {
  const secretKey = (env.XENDIT_SECRET_KEY ?? '').trim();
  const callbackToken = (env.XENDIT_CALLBACK_TOKEN ?? '').trim();
  if (!secretKey && !callbackToken) return null;
  if (!secretKey || !callbackToken) {
    throw new Error('Online payment needs both XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN (or neither).');
  }
  const apiUrl = (env.XENDIT_API_URL ?? '').trim() || 'https://api.xendit.co';
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw new Error(`XENDIT_API_URL must be an http(s) address, not "${apiUrl}".`);
  return { provider: 'xendit', secretKey, callbackToken, apiUrl: apiUrl.replace(/\/+$/, '') };
}

export interface BackupConfig {
  /** Where automatic and `npm run backup` files go: BACKUP_DIR, else DATA_DIR/backups. */
  dir: string;
  /** The hour (0-23, business time) of the daily backup; null: no automatic backups. */
  hour: number | null;
  keepDaily: number;
  keepWeekly: number;
}

/**
 * TRUST_PROXY: a hop count, or the proxies' addresses (comma-separated, CIDR allowed). `true` is
 * refused: it believes every X-Forwarded-For entry, which the client writes itself, so anyone
 * could pick a fresh address for every password guess, hold the administrator's address in the
 * sign-in throttle, or write a forged address into the audit trail.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For. ' +
        'Set the number of proxies in front of the server (TRUST_PROXY=1 behind one reverse proxy) ' +
        'or their addresses (TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(text)) return Number(text) || false;
  const addresses = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of addresses) {
    const [ip, bits, ...rest] = address.split('/');
    const family = net.isIP(ip ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (!family || rest.length || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new Error(`TRUST_PROXY must be a number of proxies or their addresses (CIDR allowed), not "${address}".`);
    }
  }
  return addresses;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

export function readBackupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const hour = (env.BACKUP_HOUR ?? '').trim().toLowerCase();
  return {
    dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    hour: hour === 'off' ? null : wholeNumber('BACKUP_HOUR (or off)', hour, 2, 0, 23),
    keepDaily: wholeNumber('BACKUP_KEEP_DAILY', env.BACKUP_KEEP_DAILY, 14, 1, 3650),
    keepWeekly: wholeNumber('BACKUP_KEEP_WEEKLY', env.BACKUP_KEEP_WEEKLY, 8, 0, 520),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  const timeZone = env.BUSINESS_TIMEZONE || 'Asia/Jakarta';
  if (!isValidTimeZone(timeZone)) throw new Error(`BUSINESS_TIMEZONE "${timeZone}" is not a time zone.`);
  const ttl = Number(env.TOKEN_TTL_HOURS ?? 12);
  if (!(ttl > 0 && ttl <= 24 * 30)) throw new Error('TOKEN_TTL_HOURS must be between 0 and 720.');
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length > 0 && env.JWT_SECRET.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters.');
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const webConcurrency = Number(env.WEB_CONCURRENCY || 1);
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1 || webConcurrency > 64)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${env.WEB_CONCURRENCY}".`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    businessTimezone: timeZone,
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtlHours: ttl,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null,
    prettyLogs: env.NODE_ENV !== 'production' && process.stdout.isTTY === true,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    serveSourceMaps: env.NODE_ENV !== 'production',
    backup: readBackupConfig(env, dataDir),
    webConcurrency,
    databasePoolSize: wholeNumber('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1, 100),
    billHour: wholeNumber('BILL_HOUR', env.BILL_HOUR, 1, 0, 23),
    pdfThreads: wholeNumber(
      'PDF_THREADS',
      env.PDF_THREADS,
      Math.max(1, Math.min(4, availableParallelism() - 1)),
      0,
      16,
    ),
    gateway: readGatewayConfig(env),
    whatsappApiUrl: readWhatsappApiUrl(env),
  };
}

export function readWhatsappApiUrl(env: NodeJS.ProcessEnv): string {
  const url = (env.WHATSAPP_API_URL ?? '').trim() || WHATSAPP_API_DEFAULT;
  if (!/^https?:\/\/[^/]+/.test(url)) throw new Error(`WHATSAPP_API_URL must be an http(s) address, not "${url}".`);
  return url.replace(/\/+$/, '');
}
