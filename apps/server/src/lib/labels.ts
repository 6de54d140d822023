import {
  auditActionLabels,
  auditEntityLabels,
  bookingStatusLabels,
  depositStatusLabels,
  expenseCategoryLabels,
  exportTexts,
  fieldLabels,
  genderLabels,
  monthLabels,
  paymentTypeLabels,
  recordStatusLabels,
  rentalPeriodLabels,
  roomStatusLabels,
  tenantStatusLabels,
  userStatusLabels,
  vehicleLabels,
} from '@kamar/contract';

/** The words a file the server writes is made of (an export's columns, enum values, its first lines). */
export interface Labels {
  fields: Record<keyof typeof fieldLabels, string>;
  texts: { [K in keyof typeof exportTexts]: string };
  entities: Record<keyof typeof auditEntityLabels, string>;
  actions: Record<keyof typeof auditActionLabels, string>;
  enums: {
    recordStatus: Record<number, string>;
    userStatus: Record<number, string>;
    tenantStatus: Record<number, string>;
    gender: Record<number, string>;
    bookingStatus: Record<number, string>;
    rentalPeriod: Record<number, string>;
    paymentType: Record<number, string>;
    expenseCategory: Record<number, string>;
    depositStatus: Record<number, string>;
    vehicle: Record<number, string>;
    roomStatus: Record<number, string>;
    month: Record<number, string>;
  };
}

const en: Labels = {
  fields: fieldLabels,
  texts: exportTexts,
  entities: auditEntityLabels,
  actions: auditActionLabels,
  enums: {
    recordStatus: recordStatusLabels,
    userStatus: userStatusLabels,
    tenantStatus: tenantStatusLabels,
    gender: genderLabels,
    bookingStatus: bookingStatusLabels,
    rentalPeriod: rentalPeriodLabels,
    paymentType: paymentTypeLabels,
    expenseCategory: expenseCategoryLabels,
    depositStatus: depositStatusLabels,
    vehicle: vehicleLabels,
    roomStatus: roomStatusLabels,
    month: monthLabels,
  },
};

/** Every language the server writes files in, by its code; each one's words come from one place. */
const catalogues: Record<string, Labels> = { en };

/** The caller's language from Accept-Language (first supported one, by quality), else English. */
export function labelsFor(acceptLanguage: string | undefined): Labels {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { code: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.code && l.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { code } of wanted) {
    const found = catalogues[code];
    if (found) return found;
  }
  return en;
}
