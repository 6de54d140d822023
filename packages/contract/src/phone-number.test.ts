import { describe, expect, it } from 'vitest';
import { phoneHref, phoneSearchText, phoneText, storedPhone } from './phone-number.js';

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

describe('a stored phone as people read it', () => {
  it.each([
    ['6281234567890', '0812-3456-7890', 'tel:+6281234567890'],
    ['62812345678', '0812-3456-78', 'tel:+62812345678'],
    ['62274512345', '0274512345', 'tel:+62274512345'],
    ['6591234567', '+6591234567', 'tel:+6591234567'],
    ['111222', '111222', 'tel:111222'],
    ['', '', 'tel:'],
  ])('%s reads %s', (stored, text, href) => {
    expect(phoneText(stored)).toBe(text);
    expect(phoneHref(stored)).toBe(href);
    // Typed back as it reads, it is stored as it was.
    expect(storedPhone(text)).toBe(stored);
  });

  it('shows a number kept before the one form as it was typed', () => {
    expect(phoneText('0857-3333-4444')).toBe('0857-3333-4444');
    expect(phoneHref('0857-3333-4444')).toBe('tel:0857-3333-4444');
    expect(phoneText('085733334444')).toBe('085733334444');
    expect(phoneHref('085733334444')).toBe('tel:085733334444');
  });
});
