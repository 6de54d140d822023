import { TEMPLATE_KINDS, type WhatsappChannel, type WhatsappTemplateKind } from '@kamar/contract';

type TemplateField = `${WhatsappTemplateKind}Template${'Id' | 'En'}`;

/** Each kind of message with its two template names, Indonesian then English (the tenant's language picks one). */
export const TEMPLATE_FIELDS = TEMPLATE_KINDS.map((kind) => ({
  kind,
  fields: [`${kind}TemplateId`, `${kind}TemplateEn`] as [TemplateField, TemplateField],
}));

export type WhatsappValues = Omit<WhatsappChannel, 'accessTokenSet' | 'appSecretSet' | 'verifyTokenSet'> & {
  accessToken: string;
  appSecret: string;
  verifyToken: string;
};

/** The secrets are never answered: their boxes start empty (empty keeps the stored one). */
export function whatsappValuesOf({ accessTokenSet: _, appSecretSet: __, verifyTokenSet: ___, ...w }: WhatsappChannel) {
  return { ...w, accessToken: '', appSecret: '', verifyToken: '' } satisfies WhatsappValues;
}

/** Once saved, a secret typed is stored: its box is empty again. */
export const withoutSecrets = (values: WhatsappValues): WhatsappValues => ({
  ...values,
  accessToken: '',
  appSecret: '',
  verifyToken: '',
});

/** What fills an approved template's {{1}}, {{2}}...: written as the owner sets the template up in Meta's manager. */
export const parameterList = (parameters: readonly string[]) =>
  parameters.map((name, index) => `{{${index + 1}}} ${name}`).join(' · ');
