/**
 * The words of the agreement panel on a stay's screen, its signing pad and the template screen
 * (/setting/agreement), loaded with them rather than with the first screen (index.ts, "screens
 * that bring their own"): `t('agreements.title')`. A new key goes here and in agreements.id.ts.
 */
export const agreementsEn = {
  title: 'Rental Agreement',
  help: 'Made from the business’s template with this stay’s facts; signed on a phone by the tenant and the owner. Once both have signed it is fixed: a later change makes a new version.',
  none: 'No agreement has been made for this stay yet.',
  create: 'Make agreement',
  createNew: 'Make new version',
  createConfirm: 'Make a new version from the template and this stay’s facts now? Earlier versions are kept.',
  languageTenant: 'The tenant’s language',
  version: 'Version {{version}}',
  superseded: 'Replaced by a newer version',
  madeOn: 'Made {{date}} by {{user}}',
  signedBy: '{{signer}}: {{name}}, {{date}} from {{address}}',
  takenBy: 'taken by {{user}}',
  onTenantPage: 'on the tenant’s page',
  hash: 'SHA-256 of the signed PDF',
  fixedOn: 'Fixed {{date}}',
  download: 'Download PDF',
  signAsOwner: 'Sign as owner',
  tenantSignsHere: 'Tenant signs on this phone',
  sendForSigning: 'Send to tenant for signing',
  sendForSigningHelp: 'The tenant opens their page, reads the agreement and signs it with a finger.',
  stampDuty:
    'This agreement states {{amount}} (rent for the period plus deposit), more than Rp 5.000.000: a Rp 10.000 stamp duty (e-meterai) applies. Buy and affix it through an official distributor (Peruri); Kamar does not.',
  padTitleOwner: 'Owner’s signature',
  padTitleTenant: 'Tenant’s signature',
  padHelp:
    'Sign inside the box with a finger or a stylus. By signing you agree to version {{version}} of the agreement.',
  padLabel: 'Signature box',
  clear: 'Clear',
  undo: 'Undo',
  confirm: 'Confirm signature',
  cancel: 'Cancel',
  padEmpty: 'Draw the signature first.',
  signed: 'Signature saved.',
  templateTitle: 'Rental Agreement Template',
  templateIntro:
    'The agreement every stay’s version is made from, in Indonesian and in English. Place the stay’s facts with the names below in double braces; an unknown name is refused. Agreements already made keep their text.',
  templateDefault: 'Kamar’s own template: saving makes it yours.',
  placeholders: 'Facts you may place',
  legal:
    'A signature drawn in Kamar is an uncertified electronic signature (PP 71/2019): valid when the signer can be identified and changes can be detected, with less evidentiary weight than a certified one (PSrE).',
};
