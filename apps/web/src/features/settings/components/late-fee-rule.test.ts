import type { Language } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenWords } from '../../../lib/i18n/screen-words.test-kit';
import { lateFeeRuleText } from './late-fee-rule';

const words: Partial<Record<Language, TFunction>> = {};
beforeAll(async () => {
  words.en = await screenWords('en');
  words.id = await screenWords('id');
});
const tOf = (language: Language) => words[language] as TFunction;

const on = { LATE_FEE_MODE: 'perDay', LATE_FEE_SINCE: '2026-12-05' } as const;
const off = { LATE_FEE_MODE: 'none', LATE_FEE_SINCE: '' } as const;

describe('the settings screen says from when late fees count', () => {
  it('once on: from the day they were switched on, and nothing for bills due before', () => {
    expect(lateFeeRuleText(tOf('id'), 'id', on, 'perDay', '2027-01-10')).toBe(
      'Denda dihitung untuk tagihan yang jatuh tempo mulai 05 Desember 2026; tagihan yang jatuh tempo sebelumnya tidak dikenai denda, walau belum dibayar.',
    );
    expect(lateFeeRuleText(tOf('en'), 'en', on, 'fixed', '2027-01-10')).toBe(
      'Late fees count on bills due from 05 December 2026; bills due before then get none, even if still unpaid.',
    );
  });

  it('about to be switched on: from today, and tenants already late get none', () => {
    expect(lateFeeRuleText(tOf('id'), 'id', off, 'perDay', '2026-12-05')).toBe(
      'Setelah disimpan, denda dihitung untuk tagihan yang jatuh tempo mulai hari ini, 05 Desember 2026; tagihan yang jatuh tempo sebelumnya tidak dikenai denda, termasuk yang sudah terlambat.',
    );
    expect(lateFeeRuleText(tOf('en'), 'en', off, 'fixed', '2026-12-05')).toBe(
      'Once saved, late fees count on bills due from today, 05 December 2026; bills due before today get none, even those already late.',
    );
  });

  it('about to be switched off: no new fees, the ones on bills stay; nothing while off', () => {
    expect(lateFeeRuleText(tOf('id'), 'id', on, 'none', '2027-01-10')).toBe(
      'Setelah disimpan, tidak ada denda baru; denda yang sudah ada di tagihan tetap. Bila dinyalakan lagi, denda hanya dihitung untuk tagihan yang jatuh tempo mulai hari itu.',
    );
    expect(lateFeeRuleText(tOf('en'), 'en', on, 'none', '2027-01-10')).toBe(
      'Once saved, no new late fees are added; fees already on bills stay. Turned on again, fees count only on bills due from that day.',
    );
    expect(lateFeeRuleText(tOf('en'), 'en', off, 'none', '2027-01-10')).toBeNull();
  });
});
