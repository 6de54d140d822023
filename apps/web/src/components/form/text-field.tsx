import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
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

/** A few lines of text (a remark, an address), growing as they are typed. */
export function TextAreaField({ label, required, value, onChange, readOnly, transform, ...props }: TextAreaFieldProps) {
  if (readOnly) return <ReadValue label={label} value={value} multiline />;
  return (
    <Textarea
      {...props}
      label={label}
      withAsterisk={required}
      autosize
      minRows={2}
      value={value}
      onChange={(e) => onChange(clean(e.currentTarget.value, transform))}
    />
  );
}
