import fs from 'node:fs';

/** Fills the file system `filler` is on to the last byte (a tmpfs of the test's own). */
export function fillTheDisk(filler: string) {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const fd = fs.openSync(filler, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  // The last partial megabyte too.
  try {
    fs.appendFileSync(filler, Buffer.alloc(4096));
    for (;;) fs.appendFileSync(filler, Buffer.alloc(512));
  } catch {
    // full
  }
}
