import { messages } from '@kamar/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

export const i18n = i18next;

const keyByText = new Map<string, keyof typeof messages>(
  Object.entries(messages).map(([key, text]) => [text, key as keyof typeof messages]),
);

/**
 * A message from the server or a contract schema, in the reader's language: a catalogue
 * sentence is looked up by its key; any other text (it names a value, say) is shown as sent.
 */
export function translateMessage(text: string): string {
  const key = keyByText.get(text);
  return key ? i18next.t(`messages.${key}`) : text;
}
