import { INDONESIA, PHOTO_MAX_BYTES, phoneText, ReminderChannel, type Tenant } from '@kamar/contract';

/** The form holds every field as text, the way the multipart call sends it, and the chosen photo. */
const emptyText = {
  tenantName: '',
  gender: '',
  idNumber: '',
  placeOfBirth: '',
  dateOfBirth: '',
  address: '',
  city: '',
  province: '',
  country: 'INDONESIA',
  /** ISO 3166-1 alpha-2; a foreigner's passport is on the APOA list (resident register). */
  nationality: INDONESIA,
  passportNumber: '',
  phone: '',
  workPlace: '',
  vehicle: '',
  vehicleBrand: '',
  vehicleModel: '',
  licensePlate: '',
  contactName: '',
  contactPhone: '',
  contactRelation: '',
  /** Where reminders and receipts by email go, and how the server's own messages reach the tenant. */
  email: '',
  reminderChannel: String(ReminderChannel.WhatsApp),
  /** The property the tenant is registered in (a new tenant's only: fixed once saved). */
  propertyId: '',
};
export type TenantTextField = keyof typeof emptyText;
/** The tenant asked for no automatic messages: a yes or no, sent as "1" or "" (the multipart form's text). */
export const emptyTenantValues = { ...emptyText, reminderOptOut: false, photo: null as File | null };
export type TenantFormValues = typeof emptyTenantValues;

/** Spec section 5: these are forced to upper case as they are typed; these keep digits only. */
const upperFields: TenantTextField[] = [
  'tenantName',
  'placeOfBirth',
  'address',
  'city',
  'province',
  'country',
  'licensePlate',
  'contactName',
  'passportNumber',
];
const digitFields: TenantTextField[] = ['idNumber'];
/** Phones are typed as people write them (+62 812-3456-7890); the contract keeps one form of each. */
export const phoneFields: TenantTextField[] = ['phone', 'contactPhone'];

/** What an input's typing becomes in the field. */
export function transformOf(field: TenantTextField): 'upper' | 'digits' | undefined {
  if (digitFields.includes(field)) return 'digits';
  if (upperFields.includes(field)) return 'upper';
  return undefined;
}

export function valuesOf(tenant: Tenant): TenantFormValues {
  return {
    tenantName: tenant.tenantName,
    gender: tenant.gender === null ? '' : String(tenant.gender),
    idNumber: tenant.idNumber,
    placeOfBirth: tenant.placeOfBirth,
    dateOfBirth: tenant.dateOfBirth.slice(0, 10),
    address: tenant.address,
    city: tenant.city,
    province: tenant.province,
    country: tenant.country,
    nationality: tenant.nationality,
    passportNumber: tenant.passportNumber,
    phone: phoneText(tenant.phone),
    workPlace: tenant.workPlace,
    vehicle: tenant.vehicle === null ? '' : String(tenant.vehicle),
    vehicleBrand: tenant.vehicleBrand,
    vehicleModel: tenant.vehicleModel,
    licensePlate: tenant.licensePlate,
    contactName: tenant.contactName,
    contactPhone: phoneText(tenant.contactPhone),
    contactRelation: tenant.contactRelation,
    email: tenant.email,
    reminderChannel: String(tenant.reminderChannel),
    reminderOptOut: tenant.reminderOptOut,
    propertyId: String(tenant.propertyId),
    photo: null,
  };
}

/**
 * Spec: the name is trimmed before sending. The photo travels as its own part; the property only
 * with a new tenant (a saved one keeps theirs).
 */
export function fieldsToSend({ photo: _, ...values }: TenantFormValues, isNew = true): Record<string, string> {
  const { propertyId, reminderOptOut, ...rest } = values;
  return {
    ...rest,
    tenantName: values.tenantName.trim(),
    reminderOptOut: reminderOptOut ? '1' : '',
    ...(isNew ? { propertyId } : {}),
  };
}

/** Whether the form asks for a passport: a foreigner's is required (the APOA list), an Indonesian's kept if typed. */
export const asksPassport = (values: Pick<TenantFormValues, 'nationality' | 'passportNumber'>) =>
  values.nationality !== INDONESIA || values.passportNumber !== '';

/** The size check the server also makes, so a person learns it before uploading 5 MB. */
export function photoTooLarge(file: File | null): boolean {
  return file !== null && file.size > PHOTO_MAX_BYTES;
}
