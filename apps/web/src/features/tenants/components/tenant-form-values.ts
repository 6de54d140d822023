import type { Tenant } from '@kamar/contract';
import { digitsOnly } from '../../../lib/format';

/** The form holds every field as text, the way the multipart call sends it. */
export const emptyTenantValues = {
  tenantName: '',
  gender: '',
  idNumber: '',
  placeOfBirth: '',
  dateOfBirth: '',
  address: '',
  city: '',
  province: '',
  country: 'INDONESIA',
  phone: '',
  workPlace: '',
  vehicle: '',
  vehicleBrand: '',
  vehicleModel: '',
  licensePlate: '',
  contactName: '',
  contactPhone: '',
  contactRelation: '',
};
export type TenantFormValues = typeof emptyTenantValues;
export type TenantField = keyof TenantFormValues;

/** Spec section 5: these are forced to upper case as they are typed; these keep digits only. */
export const upperFields: TenantField[] = [
  'tenantName',
  'placeOfBirth',
  'address',
  'city',
  'province',
  'country',
  'licensePlate',
  'contactName',
];
export const digitFields: TenantField[] = ['idNumber', 'phone', 'contactPhone'];

/** What an input's typing becomes in the field. */
export function cleanInput(field: TenantField, text: string): string {
  if (digitFields.includes(field)) return digitsOnly(text);
  if (upperFields.includes(field)) return text.toUpperCase();
  return text;
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
    phone: tenant.phone,
    workPlace: tenant.workPlace,
    vehicle: tenant.vehicle === null ? '' : String(tenant.vehicle),
    vehicleBrand: tenant.vehicleBrand,
    vehicleModel: tenant.vehicleModel,
    licensePlate: tenant.licensePlate,
    contactName: tenant.contactName,
    contactPhone: tenant.contactPhone,
    contactRelation: tenant.contactRelation,
  };
}

/** Spec: the name is trimmed before sending. */
export function fieldsToSend(values: TenantFormValues): Record<string, string> {
  return { ...values, tenantName: values.tenantName.trim() };
}
