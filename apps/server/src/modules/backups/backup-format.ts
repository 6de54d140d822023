import type { BackupKind } from '@kamar/contract';
import type { AppliedMigration } from '../../db/migration-level.js';

/**
 * A backup file, gzip-compressed, is text:
 *
 *   KAMAR BACKUP 1
 *   {header: when, PostgreSQL version, migration level, tables and columns in load order}
 *   <rows of the first table in COPY text format>
 *   \.
 *   ... one such section per table ...
 *   {trailer: rows per table, sha256 of every byte above}
 *
 * COPY's text format is the same in every PostgreSQL version, which is what lets a backup move
 * across major versions and into any PostgreSQL. A data row never is `\.` alone (COPY escapes
 * a backslash), so that line ends a table's rows, as in pg_dump's plain format.
 */
export const MAGIC = 'KAMAR BACKUP 1';
export const END_OF_TABLE = Buffer.from('\\.\n');

export interface BackupTable {
  name: string;
  columns: string[];
}

export interface BackupHeader {
  format: 'kamar-backup';
  version: 1;
  /** ISO 8601, UTC. */
  createdAt: string;
  kind: BackupKind;
  postgresVersion: string;
  /** The migrations the database had, in order: a restore replays exactly these before loading. */
  migrations: AppliedMigration[];
  tables: BackupTable[];
}

export interface BackupTrailer {
  rows: Record<string, number>;
  sha256: string;
}

/** A backup file that is not whole or not ours: refused before anything is changed. */
export class BackupFileError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a usable Kamar backup: ${reason}`);
    this.name = 'BackupFileError';
  }
}

/**
 * Session settings for writing and loading (as pg_dump sets them): values are written in one
 * spelling whatever the server's defaults, and read back in the same.
 */
export const COPY_SETTINGS = [
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 3',
  "set local timezone = 'UTC'",
  "set local client_encoding = 'UTF8'",
];

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const copyColumns = (table: BackupTable) =>
  `${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')})`;

/** Newline count: COPY text ends every row with one and escapes those inside values. */
export function countRows(chunk: Buffer): number {
  let rows = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
  return rows;
}
