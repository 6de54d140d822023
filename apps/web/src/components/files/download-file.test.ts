import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('a file’s name, as its answer gives it', () => {
  it('reads the UTF-8 name first, then the plain one, quoted or not', () => {
    expect(fileNameOf(`attachment; filename="laporan-2026-11.pdf"; filename*=UTF-8''laporan%20nov-2026.pdf`)).toBe(
      'laporan nov-2026.pdf',
    );
    expect(fileNameOf('attachment; filename="journal-2026-11.csv"')).toBe('journal-2026-11.csv');
    expect(fileNameOf('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
