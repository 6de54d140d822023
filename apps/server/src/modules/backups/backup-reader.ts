import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  BackupFileError,
  type BackupHeader,
  type BackupTable,
  type BackupTrailer,
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

/** The header's longest line (its table list); far more than any Kamar schema needs. */
const MAX_LINE = 16 * 1024 * 1024;
/** The closing line: a row count per table and a checksum, a few kilobytes. */
const MAX_TRAILER = 1024 * 1024;
/**
 * The longest row a Kamar backup can hold, as COPY text: the largest is a photo or a logo (at most
 * 5 MB, twice that written as hex). A longer one is not a Kamar row, and PostgreSQL would hold
 * the whole of it in memory to refuse it.
 */
export const MAX_ROW = 64 * 1024 * 1024;
const TABLE_END_INSIDE = Buffer.from('\n\\.\n');

/** Each table a name and its columns' names, as the writer puts them. */
const wellFormedTables = (tables: unknown): tables is BackupTable[] =>
  Array.isArray(tables) &&
  tables.every(
    (t: Partial<BackupTable> | null) =>
      typeof t?.name === 'string' && Array.isArray(t.columns) && t.columns.every((c) => typeof c === 'string'),
  );

/**
 * Reads a backup file through, handing each table's rows to its sink, and checks it whole: the
 * layout, the sha256 of every byte before the trailer and each table's row count. A file that
 * fails any check throws BackupFileError (a restore reading it rolls back).
 *
 * In time and memory bounded by the file, whatever it holds: every byte is looked at once, rows
 * go on to their sink as they come, and what must be read whole (a header line, the closing
 * line, a row) is refused past its bound rather than gathered without end.
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
  /** Input kept aside while a header line or the closing line is not complete, joined once. */
  let held: Buffer[] = [];
  let heldLength = 0;
  let rowLength = 0;
  const hold = (chunk: Buffer, max: number, reason: string) => {
    held.push(chunk);
    heldLength += chunk.length;
    if (pending.length + heldLength > max) fail(reason);
  };
  const joinHeld = (chunk?: Buffer) => {
    const parts = [pending, ...held, ...(chunk ? [chunk] : [])].filter((b) => b.length > 0);
    pending = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    held = [];
    heldLength = 0;
  };
  /** Counts the rows in `data` and refuses a row longer than any Kamar row. */
  const rowsIn = (data: Buffer): number => {
    let rows = 0;
    let start = 0;
    const tooLong = () => fail(`it holds a row longer than ${MAX_ROW / 1024 / 1024} MB`);
    for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, end + 1)) {
      if (rowLength + end - start > MAX_ROW) tooLong();
      rows++;
      rowLength = 0;
      start = end + 1;
    }
    rowLength += data.length - start;
    if (rowLength > MAX_ROW) tooLong();
    return rows;
  };

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
    rowLength = 0;
  };
  const emit = async (data: Buffer) => {
    if (data.length === 0) return;
    hash.update(data);
    const table = header?.tables[tableIndex]?.name ?? '';
    counted[table] = (counted[table] ?? 0) + rowsIn(data);
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
        if (header?.format !== 'kamar-backup' || header.version !== 1 || !wellFormedTables(header.tables)) {
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
        if (stage === 'trailer') {
          hold(chunk, MAX_TRAILER, 'its closing line is too long');
        } else if (stage !== 'table' && chunk.indexOf(10) === -1) {
          hold(chunk, MAX_LINE, 'a header line is too long');
        } else {
          joinHeld(chunk);
          await consume();
          // consume() moves the stage on (TypeScript cannot see it from here).
          if ((stage as string) === 'trailer' && pending.length > MAX_TRAILER) fail('its closing line is too long');
        }
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
  joinHeld();
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
