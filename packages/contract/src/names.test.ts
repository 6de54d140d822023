import { describe, expect, it } from 'vitest';
import { firstNameOf, properCaseName } from './names.js';

describe('names in messages', () => {
  it.each([
    ['AGUS PRATAMA', 'Agus Pratama'],
    ['agus pratama', 'Agus Pratama'],
    ['  SITI   NURHALIZA ', 'Siti Nurhaliza'],
    ["MA'RUF AMIN", "Ma'ruf Amin"],
    ["NUR'AINI", "Nur'aini"],
    ["O'NEIL", "O'Neil"],
    ["D'ANGELO PUTRA", "D'Angelo Putra"],
    ['M. RIZKY', 'M. Rizky'],
    ['A.R. BASWEDAN', 'A.R. Baswedan'],
    ['AGUS P.', 'Agus P.'],
    ['SITI-AISYAH', 'Siti-Aisyah'],
    ['I GUSTI NGURAH RAI', 'I Gusti Ngurah Rai'],
    ['Budi Santoso', 'Budi Santoso'],
    ['Siti van der Berg', 'Siti van der Berg'],
    ['McDonald', 'McDonald'],
    ['dr. Andi', 'dr. Andi'],
    ['', ''],
  ])('%j -> %j', (raw, proper) => expect(properCaseName(raw)).toBe(proper));

  it.each([
    ['AGUS PRATAMA', 'Agus'],
    ['M. RIZKY', 'Rizky'],
    ['A.R. BASWEDAN', 'Baswedan'],
    ['I GUSTI NGURAH RAI', 'Gusti'],
    ["MA'RUF AMIN", "Ma'ruf"],
    ['SUKARNO', 'Sukarno'],
    ['A. B.', 'A. B.'],
    ['McDonald Smith', 'McDonald'],
  ])('%j is called %j', (raw, first) => expect(firstNameOf(raw)).toBe(first));
});
