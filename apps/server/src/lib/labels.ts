import {
  type AuditAction,
  type AuditEntity,
  type exportTextsEn,
  exportTextsId,
  type FieldKey,
  type Language,
  languagePacks,
  exportTextsEn as textsEn,
} from '@kamar/contract';

/**
 * The words a file the server writes is made of (an export's columns, enumeration values, its
 * first lines), in one language: the contract's field and enumeration labels, the same ones the
 * screens and the refusals use.
 */
export interface Labels {
  language: Language;
  fields: Record<FieldKey, string>;
  texts: { [K in keyof typeof exportTextsEn]: string };
  entities: Record<AuditEntity, string>;
  actions: Record<AuditAction, string>;
  enums: {
    recordStatus: Record<number, string>;
    userStatus: Record<number, string>;
    role: Record<number, string>;
    tenantStatus: Record<number, string>;
    gender: Record<number, string>;
    bookingStatus: Record<number, string>;
    rentalPeriod: Record<number, string>;
    paymentType: Record<number, string>;
    paymentMethod: Record<number, string>;
    chargeKind: Record<number, string>;
    expenseCategory: Record<number, string>;
    depositStatus: Record<number, string>;
    vehicle: Record<number, string>;
    roomStatus: Record<number, string>;
    month: Record<number, string>;
    billStatus: Record<number, string>;
    agingBucket: Record<number, string>;
    billVoidCause: Record<number, string>;
    billLineKind: Record<number, string>;
    meterReadingKind: Record<number, string>;
    deductionKind: Record<number, string>;
    inspectionKind: Record<number, string>;
    itemCondition: Record<number, string>;
    floorCellKind: Record<string, string>;
    lateFeeMode: Record<string, string>;
    billProration: Record<string, string>;
    claimStatus: Record<number, string>;
    agreementStatus: Record<number, string>;
    agreementSigner: Record<number, string>;
    checkoutStatus: Record<number, string>;
    smtpSecurity: Record<number, string>;
    reminderChannel: Record<number, string>;
    taxpayerKind: Record<number, string>;
    maintenanceRequestStatus: Record<number, string>;
    maintenancePriority: Record<number, string>;
    maintenanceReporter: Record<number, string>;
  };
}

const texts: Record<Language, Labels['texts']> = { en: textsEn, id: exportTextsId };

function labelsOf(language: Language): Labels {
  const { fields, enums } = languagePacks[language];
  const all = enums as unknown as Labels['enums'] & { auditEntity: Labels['entities']; auditAction: Labels['actions'] };
  return {
    language,
    fields: fields as Labels['fields'],
    texts: texts[language],
    entities: all.auditEntity,
    actions: all.auditAction,
    enums: all,
  };
}

const byLanguage: Record<Language, Labels> = { en: labelsOf('en'), id: labelsOf('id') };

/** The words of a file in the caller's language (`requestLanguage`). */
export function labelsFor(language: Language): Labels {
  return byLanguage[language];
}
