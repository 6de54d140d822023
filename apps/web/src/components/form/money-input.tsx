import { groupDigits, parseTypedMoney } from '@kamar/contract';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** Whole rupiah, "" for nothing typed; NaN while the text typed is not an amount (the form refuses it). */
  value: number | '';
  onChange(value: number | ''): void;
};

const shown = (value: number | '') => (value === '' || !Number.isFinite(value) ? '' : groupDigits(value));

/** What the text holds: an amount, "" for nothing, NaN for text that is not one. */
function amountOf(text: string): number | '' {
  const read = parseTypedMoney(text);
  return read.ok ? read.amount : read.reason === 'empty' ? '' : Number.NaN;
}

/**
 * Plain digits, or digits grouped by dots in groups of three or more, are regrouped as they are
 * typed (1500000 -> 1.500.000); "1.5" or "1,5jt" on their way to "1.5 juta" are left alone.
 */
const regroupable = (text: string) =>
  /^\d[\d.]*$/.test(text) && !text.endsWith('.') && text.split('.').every((part, i) => i === 0 || part.length >= 3);

/**
 * Whole rupiah typed the way people write them ("1.500.000", "1,5jt", "750rb", "Rp 2 juta":
 * packages/contract money-typed.ts), grouped as typed, prefixed Rp and right-aligned; sends the
 * amount. Text that is not an amount (a minus, cents, "1,500jt", words) is never changed or
 * dropped: it stays as typed, says why under the field once the person leaves it, and reaches the
 * form as NaN, which the form refuses on Save. Leaving the field writes an amount as it is
 * understood (1,5jt -> 1.500.000).
 */
export function MoneyInput({ value, onChange, error, onBlur, ...props }: MoneyInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(value));
  const [left, setLeft] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** Where the caret goes after a regroup: after this many digits. */
  const caretDigits = useRef<number | null>(null);

  // A value set from outside (a record loaded, a bill's amount prefilled) is shown grouped,
  // unless it is what the text already says (or the text is not an amount yet).
  useEffect(() => {
    const held = amountOf(text);
    if (value === held || (Number.isNaN(value) && Number.isNaN(held))) return;
    setText(shown(value));
  }, [value]);

  useLayoutEffect(() => {
    const box = input.current;
    if (caretDigits.current === null || !box || document.activeElement !== box) return;
    let seen = 0;
    let at = 0;
    while (at < text.length && seen < caretDigits.current) if (/\d/.test(text[at++] ?? '')) seen++;
    box.setSelectionRange(at, at);
    caretDigits.current = null;
  }, [text]);

  const read = parseTypedMoney(text);
  const wrong = left && !read.ok && read.reason !== 'empty' ? t(`form.money.${read.reason}`) : undefined;

  return (
    <TextInput
      {...props}
      ref={input}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const digits = typed.replace(/\D/g, '');
        let next = typed;
        if (regroupable(typed) && digits.length <= 15) {
          next = groupDigits(Number(digits));
          const caret = event.currentTarget.selectionStart ?? typed.length;
          caretDigits.current = typed.slice(0, caret).replace(/\D/g, '').length;
        }
        setLeft(false);
        setText(next);
        onChange(amountOf(next));
      }}
      onBlur={(event) => {
        setLeft(true);
        if (read.ok) setText(groupDigits(read.amount));
        onBlur?.(event);
      }}
      error={wrong ?? error}
      autoComplete="off"
      leftSection="Rp"
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}
