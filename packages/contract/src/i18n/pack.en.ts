import { enumLabelsEn } from './enum-labels.en.js';
import { fieldLabelsEn } from './field-labels.en.js';
import { messagesEn } from './messages.en.js';
import type { LanguagePack } from './render.js';

export const packEn: LanguagePack = {
  language: 'en',
  messages: messagesEn,
  fields: fieldLabelsEn,
  enums: enumLabelsEn,
};
