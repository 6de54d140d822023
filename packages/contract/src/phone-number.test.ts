import { describe, expect, it } from 'vitest';
import { phoneSearchText, storedPhone } from './phone-number.js';

describe('a phone number as stored', () => {
  it.each([
    ['+62 812-3456-7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['081234567890', '6281234567890'],
    ['(0812) 3456.7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['+62 (0)812 3456 7890', '6281234567890'],
    ['0062 812 3456 7890', '6281234567890'],
    ['812 3456 7890', '6281234567890'],
    ['(0274) 512345', '62274512345'],
    ['+65 9123 4567', '6591234567'],
    ['0065 9123 4567', '6591234567'],
    ['111222', '111222'],
    ['', ''],
    ['   ', ''],
  ])('%s is kept as %s', (typed, stored) => expect(storedPhone(typed)).toBe(stored));

  it.each(['0812abc', 'none', '08+12', '++62812', '+', '()'])('%s is not a phone number', (typed) =>
    expect(storedPhone(typed)).toBeNull(),
  );

  it('is the same whichever way it is typed again', () => {
    for (const typed of ['+62 812-3456-7890', '0812 3456 7890', '812-3456-7890', '+65 9123 4567']) {
      const stored = storedPhone(typed) as string;
      expect(storedPhone(stored)).toBe(stored);
    }
  });
});

describe('a phone search', () => {
  const stored = '6281234567890';
  it.each(['0812 3456 7890', '+62 812-3456-7890', '62812', '0812', '812-3456', '3456 7890', '(0812)', '0062812'])(
    '%s finds 6281234567890',
    (typed) => expect(stored).toContain(phoneSearchText(typed)),
  );

  it.each(['0813', '+62 813', '0811 2222'])('%s does not', (typed) =>
    expect(stored).not.toContain(phoneSearchText(typed)),
  );
});
