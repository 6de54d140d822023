/**
 * WhatsApp links (wa.me) built from a phone number as people type it in Indonesia and a
 * message template. Zod-free: the server builds `whatsappUrl`, the Setting screen previews.
 */

export type WhatsappNumber = { ok: true; number: string } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * `0812-3456-7890`, `+62 812 3456 7890`, `62812...`, `(0812) 3456 7890`, `812...` and
 * `+62 (0)812...` all become `6281234567890`. An Indonesian number must be a mobile one (8 then
 * 8 to 11 digits); a foreign one written with + or 00 is kept as E.164 (8 to 15 digits).
 */
export function normaliseWhatsappNumber(raw: string | null | undefined): WhatsappNumber {
  const text = (raw ?? '').trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (/[^\d\s+().\-/]/.test(text)) return { ok: false, reason: 'invalid' };
  const international = text.startsWith('+') || text.startsWith('00');
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('62')) digits = digits.slice(2).replace(/^0/, '');
  else if (international) {
    return /^[1-9]\d{7,14}$/.test(digits) ? { ok: true, number: digits } : { ok: false, reason: 'invalid' };
  } else if (digits.startsWith('0')) digits = digits.slice(1);
  if (!/^8\d{8,11}$/.test(digits)) return { ok: false, reason: 'invalid' };
  return { ok: true, number: `62${digits}` };
}

/**
 * The placeholders a template may use, each filled from the document it is about (the words of
 * each: `whatsapp-words.ts`). `nama` the tenant's name in proper case, `nama_depan` what the
 * message calls them ("Agus"); a reminder's `rincian` (its bills, one a line), `total` (= `jumlah`),
 * `hari_telat` and `denda` (days late and late fee), `cara_bayar` (the bank accounts); a deposit
 * return's `deposit` (paid) and `potongan` (what was kept back and why).
 */
export const TEMPLATE_PLACEHOLDERS = [
  'nama',
  'kamar',
  'periode',
  'jumlah',
  'jatuh_tempo',
  'link',
  'nama_depan',
  'total',
  'hari_telat',
  'denda',
  'rincian',
  'cara_bayar',
  'deposit',
  'potongan',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

/**
 * A template read once, to fill many times (a list's reminders share one): `{nama}` and the others
 * replaced by their values; an unknown `{word}` is left as typed.
 */
export function compileTemplate(template: string): (values: TemplateValues) => string {
  // split with the capture: text, name, text, name, ..., text (the matches `replace` would make).
  const pieces = template.split(/\{(\w+)\}/);
  const texts: string[] = [pieces[0] ?? ''];
  const names: TemplatePlaceholder[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i] ?? '';
    const after = pieces[i + 1] ?? '';
    if ((TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)) {
      names.push(name as TemplatePlaceholder);
      texts.push(after);
    } else texts[texts.length - 1] += `{${name}}${after}`;
  }
  return (values) => {
    let out = texts[0] ?? '';
    for (let i = 0; i < names.length; i++) out += (values[names[i] as TemplatePlaceholder] ?? '') + texts[i + 1];
    return out;
  };
}

/** `{nama}` and the others replaced by their values; an unknown `{word}` is left as typed. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return compileTemplate(template)(values);
}

/** `https://wa.me/<number>?text=<message>`, or null when the number cannot be used. */
export function whatsappUrl(phone: string | null | undefined, message: string): string | null {
  const number = normaliseWhatsappNumber(phone);
  if (!number.ok) return null;
  return `https://wa.me/${number.number}?text=${encodeURIComponent(message)}`;
}

/** The templates a new business starts with, in both languages the product speaks. */
export const DEFAULT_TEMPLATES = {
  reminder: {
    id: 'Halo Kak {nama_depan}, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar {kamar} sebesar {total} untuk:\n{rincian}\n\n{cara_bayar}\nRincian tagihan: {link}\n\nTerima kasih.',
    en: 'Hello {nama_depan}, we hope you are well. This is a friendly reminder that the rent for room {kamar} comes to {total}, for:\n{rincian}\n\n{cara_bayar}\nDetails: {link}\n\nThank you.',
  },
  receipt: {
    id: 'Halo Kak {nama_depan}, terima kasih. Pembayaran {jumlah} untuk kamar {kamar} ({periode}) sudah kami terima. Kuitansi: {link}',
    en: 'Hello {nama_depan}, thank you. We have received {jumlah} for room {kamar} ({periode}). Receipt: {link}',
  },
  depositReturn: {
    id: 'Halo Kak {nama_depan}, deposit kamar {kamar} sebesar {deposit} kami kembalikan {jumlah}{potongan}. Bukti pengembalian: {link}\nTerima kasih sudah tinggal bersama kami.',
    en: 'Hello {nama_depan}, we are returning {jumlah} of your {deposit} deposit for room {kamar}{potongan}. Return receipt: {link}\nThank you for staying with us.',
  },
} as const;

/**
 * The defaults businesses started with before; a business that never changed one is moved to
 * today's (migration 0039_whatsapp_templates changes only rows still equal to these).
 */
export const OLD_DEFAULT_TEMPLATES = {
  reminder: {
    id: 'Halo {nama}, tagihan sewa kamar {kamar} untuk {periode} sebesar {jumlah} jatuh tempo pada {jatuh_tempo}. Rinciannya: {link}\nTerima kasih.',
    en: 'Hello {nama}, the rent for room {kamar} for {periode}, {jumlah}, is due on {jatuh_tempo}. Details: {link}\nThank you.',
  },
  receipt: {
    id: 'Halo {nama}, terima kasih. Pembayaran {jumlah} untuk kamar {kamar} ({periode}) sudah kami terima. Kuitansi: {link}',
    en: 'Hello {nama}, thank you. We have received {jumlah} for room {kamar} ({periode}). Receipt: {link}',
  },
} as const;
