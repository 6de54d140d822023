import { enumLabelsId } from './enum-labels.id.js';
import { fieldLabelsId } from './field-labels.id.js';
import { messagesId } from './messages.id.js';
import type { LanguagePack } from './render.js';

export const packId: LanguagePack = {
  language: 'id',
  messages: messagesId,
  fields: fieldLabelsId,
  enums: enumLabelsId,
};
