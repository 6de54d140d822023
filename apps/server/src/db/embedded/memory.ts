import os from 'node:os';

const MB = 1024 * 1024;

/**
 * The memory this process may use: the machine's, or its container's limit when lower (cgroup,
 * as Node reads it: 0, or 2^64 on Node 20, when there is none).
 */
export function availableMemory(total = os.totalmem(), limit = process.constrainedMemory?.() ?? 0): number {
  return limit > 0 && limit < total ? limit : total;
}

/**
 * The embedded PostgreSQL's memory settings for a machine of `memoryBytes`, by the usual rule for
 * a server PostgreSQL shares with its application: a quarter of the memory for its own page cache
 * (shared_buffers, 128 MB to 8 GB; PostgreSQL's default of 128 MB keeps a chain's 4 GB database
 * mostly in the system's cache, each page copied in again on every read), and the planner told
 * that about three quarters may be cached in all (effective_cache_size). Linux gives the shared
 * memory pages as they are first used, so a small database takes no more than before.
 */
export function memorySettings(memoryBytes: number): Record<string, string> {
  const memoryMb = Math.floor(memoryBytes / MB);
  const sharedMb = Math.min(8 * 1024, Math.max(128, Math.floor(memoryMb / 4)));
  const cacheMb = Math.max(sharedMb, Math.floor((memoryMb * 3) / 4));
  return { shared_buffers: `${sharedMb}MB`, effective_cache_size: `${cacheMb}MB` };
}
