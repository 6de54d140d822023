import path from 'node:path';
import { isValidTimeZone } from './lib/business-time.js';

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
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    businessTimezone: timeZone,
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtlHours: ttl,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null,
    prettyLogs: env.NODE_ENV !== 'production' && process.stdout.isTTY === true,
  };
}
