import { describe, expect, it } from 'vitest';
import {
  compileTemplate,
  DEFAULT_TEMPLATES,
  fillTemplate,
  normaliseWhatsappNumber,
  OLD_DEFAULT_TEMPLATES,
  TEMPLATE_PLACEHOLDERS,
  whatsappUrl,
} from './whatsapp.js';

describe('WhatsApp numbers', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['0812.3456.7890', '6281234567890'],
    ['(0812) 3456-7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['+62 (0)812 3456 7890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['62 0812 3456 7890', '6281234567890'],
    ['0062 812 3456 7890', '6281234567890'],
    ['81234567890', '6281234567890'],
    [' 0857 1234 567 ', '628571234567'],
    ['08111234567', '628111234567'],
    ['0895-1234-56789', '62895123456789'],
    ['+60 12-345 6789', '60123456789'],
    ['+1 (415) 555-0123', '14155550123'],
  ])('%s -> %s', (raw, number) => expect(normaliseWhatsappNumber(raw)).toEqual({ ok: true, number }));

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['021 555 1234', 'invalid'],
    ['0812', 'invalid'],
    ['0812345', 'invalid'],
    ['08123456789012345', 'invalid'],
    ['0812 3456 789x', 'invalid'],
    ['phone: 0812', 'invalid'],
    ['+62 21 555 1234', 'invalid'],
    ['+12', 'invalid'],
    ['62', 'invalid'],
  ])('%j is refused (%s)', (raw, reason) => expect(normaliseWhatsappNumber(raw)).toEqual({ ok: false, reason }));

  it('builds a wa.me link with the message encoded, or none for a number that cannot be used', () => {
    expect(whatsappUrl('0812-3456-7890', 'Halo Budi & Ani, 100%?\nYa')).toBe(
      'https://wa.me/6281234567890?text=Halo%20Budi%20%26%20Ani%2C%20100%25%3F%0AYa',
    );
    expect(whatsappUrl('021 555 1234', 'x')).toBeNull();
    expect(whatsappUrl(null, 'x')).toBeNull();
  });
});

describe('message templates', () => {
  it('fills every placeholder it knows and leaves other braces as typed', () => {
    const text = fillTemplate('{nama} {kamar} {periode} {jumlah} {jatuh_tempo} {link} {other}', {
      nama: 'BUDI',
      kamar: '101',
      periode: 'Mei 2026',
      jumlah: 'Rp 1.500.000',
      jatuh_tempo: '01 Mei 2026',
      link: 'https://x/s/abc',
    });
    expect(text).toBe('BUDI 101 Mei 2026 Rp 1.500.000 01 Mei 2026 https://x/s/abc {other}');
    expect(fillTemplate('Halo {nama}', {})).toBe('Halo ');
  });

  it('fills a template read once as a replace of each placeholder would, whatever the braces', () => {
    // What fillTemplate did before templates were read once: a regular expression per fill.
    const known: readonly string[] = TEMPLATE_PLACEHOLDERS;
    const byReplace = (template: string, values: Record<string, string>) =>
      template.replace(/\{(\w+)\}/g, (whole, name: string) => (known.includes(name) ? (values[name] ?? '') : whole));
    const values = { nama: 'A $& B', kamar: '{kamar}', periode: 'Mei 2026', jumlah: 'Rp 1', link: 'https://x/s/1.a' };
    const templates = [
      ...[...Object.values(DEFAULT_TEMPLATES), ...Object.values(OLD_DEFAULT_TEMPLATES)].flatMap((t) => [t.id, t.en]),
      '',
      'no placeholders',
      '{nama}',
      '{{nama}}',
      '{nama}{kamar}{jatuh_tempo}',
      '{other} {nama} {} { nama } {nama-x} {jumlah',
      'x {periode}} {{link} {unknown}{nama}',
    ];
    for (const template of templates) {
      const fill = compileTemplate(template);
      expect(fill(values)).toBe(byReplace(template, values));
      expect(fill({})).toBe(byReplace(template, {}));
      expect(fillTemplate(template, values)).toBe(byReplace(template, values));
    }
  });
});
