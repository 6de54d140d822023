import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  BackupFileError,
  type BackupHeader,
  type BackupTable,
  type BackupTrailer,
  countRows,
  END_OF_TABLE,
  MAGIC,
} from './backup-format.js';

/** Where one table's rows go while a backup is read (nowhere, when only checking it). */
export interface TableSink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
  /** The file turned out bad halfway through a table: give up what was started. */
  abort?(error: Error): Promise<void> | void;
}

export interface ReadHandlers {
  onHeader?(header: BackupHeader): Promise<void> | void;
  openTable?(table: BackupTable, index: number): Promise<TableSink> | TableSink;
  /** Called for every piece read (a backup's check reports its progress with it). */
  onRead?(): void;
  /** Ends the reading at once, with the signal's reason as the error. */
  signal?: AbortSignal;
}

export interface ReadBackup {
  header: BackupHeader;
  trailer: BackupTrailer;
}

const MAX_LINE = 16 * 1024 * 1024;
const TABLE_END_INSIDE = Buffer.from('\n\\.\n');

/**
 * Reads a backup file through, handing each table's rows to its sink, and checks it whole: the
 * layout, the sha256 of every byte before the trailer and each table's row count. A file that
 * fails any check throws BackupFileError (a restore reading it rolls back).
 */
export async function readBackup(file: string, handlers: ReadHandlers = {}): Promise<ReadBackup> {
  const fail = (reason: string): never => {
    throw new BackupFileError(file, reason);
  };
  const hash = createHash('sha256');
  let pending: Buffer = Buffer.alloc(0);
  let stage = 'magic' as 'magic' | 'header' | 'table' | 'trailer';
  let header: BackupHeader | undefined;
  let tableIndex = 0;
  let sink: TableSink | undefined;
  let atLineStart = true;
  const counted: Record<string, number> = {};

  const nextLine = (): string | null => {
    const end = pending.indexOf(10);
    if (end === -1) {
      if (pending.length > MAX_LINE) fail('a header line is too long');
      return null;
    }
    const line = pending.subarray(0, end + 1);
    hash.update(line);
    pending = pending.subarray(end + 1);
    return line.toString('utf8', 0, line.length - 1);
  };
  const openNextTable = async () => {
    const table = header?.tables[tableIndex];
    if (!table) {
      stage = 'trailer';
      return;
    }
    counted[table.name] = 0;
    sink = (await handlers.openTable?.(table, tableIndex)) ?? { write() {}, end() {} };
    stage = 'table';
    atLineStart = true;
  };
  const emit = async (data: Buffer) => {
    if (data.length === 0) return;
    hash.update(data);
    const table = header?.tables[tableIndex]?.name ?? '';
    counted[table] = (counted[table] ?? 0) + countRows(data);
    await sink?.write(data);
  };

  const consume = async () => {
    for (;;) {
      if (stage === 'magic') {
        const line = nextLine();
        if (line === null) return;
        if (line !== MAGIC) fail('it does not start with the Kamar backup mark');
        stage = 'header';
      } else if (stage === 'header') {
        const line = nextLine();
        if (line === null) return;
        try {
          header = JSON.parse(line) as BackupHeader;
        } catch {
          fail('its header is damaged');
        }
        if (header?.format !== 'kamar-backup' || header.version !== 1 || !Array.isArray(header.tables)) {
          fail('its header is not one this version of Kamar reads');
        }
        await handlers.onHeader?.(header as BackupHeader);
        await openNextTable();
      } else if (stage === 'table') {
        if (
          atLineStart &&
          pending.length < END_OF_TABLE.length &&
          END_OF_TABLE.subarray(0, pending.length).equals(pending)
        )
          return;
        if (atLineStart && pending.subarray(0, END_OF_TABLE.length).equals(END_OF_TABLE)) {
          hash.update(END_OF_TABLE);
          pending = pending.subarray(END_OF_TABLE.length);
          await sink?.end();
          tableIndex++;
          await openNextTable();
          continue;
        }
        const end = pending.indexOf(TABLE_END_INSIDE);
        if (end !== -1) {
          await emit(pending.subarray(0, end + 1));
          pending = pending.subarray(end + 1);
          atLineStart = true;
          continue;
        }
        // Hold back what could be the start of the end mark.
        const safe = pending.length - (TABLE_END_INSIDE.length - 1);
        if (safe > 0) {
          const data = pending.subarray(0, safe);
          await emit(data);
          pending = pending.subarray(safe);
          atLineStart = data[data.length - 1] === 10;
        }
        return;
      } else {
        return;
      }
    }
  };

  try {
    // pipeline (not pipe) hands a read error, a missing file say, on to the gunzip stream.
    const gunzip = createGunzip();
    const source = fs.createReadStream(file);
    pipeline(source, gunzip, () => {});
    const { signal } = handlers;
    const abort = () => gunzip.destroy(signal?.reason as Error);
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort);
    try {
      for await (const chunk of gunzip as AsyncIterable<Buffer>) {
        handlers.onRead?.();
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        await consume();
      }
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  } catch (error) {
    if (stage === 'table') await sink?.abort?.(error as Error);
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fail('there is no such file');
    if (code?.startsWith('Z_')) fail('it is not a whole gzip file (cut short or damaged)');
    throw error;
  }
  if (stage !== 'trailer' || !header) {
    await sink?.abort?.(new Error('cut short'));
    fail('it ends before its last table (cut short)');
  }
  let trailer: BackupTrailer | undefined;
  try {
    trailer = JSON.parse(pending.toString('utf8')) as BackupTrailer;
  } catch {
    fail('its closing line is damaged (cut short)');
  }
  if (trailer?.sha256 !== hash.digest('hex')) fail('its checksum does not match its contents');
  for (const table of (header as BackupHeader).tables) {
    if (trailer?.rows?.[table.name] !== counted[table.name])
      fail(`table ${table.name} does not hold the rows it should`);
  }
  return { header: header as BackupHeader, trailer: trailer as BackupTrailer };
}
