import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../../lib/format';
import { ReadValue } from './read-value';
import type { FieldBinding, FieldLabel } from './use-record-form';

/** Spec section 5: some text is forced to upper case as it is typed, some keeps digits only. */
type Transform = 'upper' | 'digits';
const clean = (text: string, transform?: Transform) =>
  transform === 'upper' ? text.toUpperCase() : transform === 'digits' ? digitsOnly(text) : text;

type TextFieldProps = FieldLabel &
  FieldBinding<string> &
  Pick<TextInputProps, 'maxLength' | 'inputMode' | 'autoComplete' | 'autoCapitalize'> & { transform?: Transform };

/** A line of text; its value as text in View. */
export function TextField({ label, required, value, onChange, readOnly, transform, ...props }: TextFieldProps) {
  if (readOnly) return <ReadValue label={label} value={value} />;
  return (
    <TextInput
      {...props}
      label={label}
      withAsterisk={required}
      value={value}
      onChange={(e) => onChange(clean(e.currentTarget.value, transform))}
    />
  );
}

type TextAreaFieldProps = FieldLabel &
  FieldBinding<string> &
  Pick<TextareaProps, 'maxLength'> & { transform?: Transform };

/**
 * A few lines of text (a remark, an address), growing as they are typed. With a `maxLength`, a
 * counter says how much room is left and, past it, how much is too much: the text is never cut
 * (a browser's own limit silently drops the end of a paste), and the form refuses it on Save.
 */
export function TextAreaField({
  label,
  required,
  value,
  onChange,
  readOnly,
  transform,
  maxLength,
  error,
  ...props
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  if (readOnly) return <ReadValue label={label} value={value} multiline />;
  // Counted as the schema counts (UTF-16 units), so the counter and the refusal agree.
  const count = value.length;
  const over = maxLength !== undefined && count > maxLength;
  const counter =
    maxLength === undefined
      ? undefined
      : over
        ? t('form.tooManyCharacters', { count, max: maxLength, over: count - maxLength })
        : t('form.charactersLeft', { count, max: maxLength });
  return (
    <Textarea
      {...props}
      label={label}
      withAsterisk={required}
      autosize
      minRows={2}
      value={value}
      onChange={(e) => onChange(clean(e.currentTarget.value, transform))}
      error={over ? counter : error}
      description={over ? undefined : counter}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      aria-invalid={over || Boolean(error)}
    />
  );
}
