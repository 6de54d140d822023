import { z } from 'zod';
import { defineCall } from './call.js';
import {
  auditFields,
  pagedData,
  pageRequest,
  rowVersionField,
  statusToggle,
  ZRecordStatus,
  ZSeenRowVersion,
} from './common.js';
import { enumValues, Gender, RecordStatus } from './enums.js';
import { id, isoDate, oneOf, optionalText, phoneNumber, requiredUpperName, say } from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { digitsText, requiredMoney } from './master-data-fields.js';
import { paths } from './paths.js';
import { propertyChoice, propertyFilter, propertyOfRow } from './properties.js';

/** Column sizes of employees. */
export const EMPLOYEE_NAME_MAX = 100;
export const EMPLOYEE_ID_NUMBER_MAX = 30;
export const EMPLOYEE_PHONE_MAX = 20;
export const EMPLOYEE_ADDRESS_MAX = 200;
export const EMPLOYEE_POSITION_MAX = 50;

/** DESIGN.md section 4, "Employees": admin only; salary is monthly, whole rupiah. */
const employeeFields = {
  employeeName: requiredUpperName('employeeName', EMPLOYEE_NAME_MAX),
  gender: z
    .union([oneOf('gender', enumValues(Gender)), z.literal(0), z.null()], {
      error: say.invalidChoice('gender'),
    })
    .optional()
    .transform((v) => (v ? v : null)),
  idNumber: digitsText('idNumber', EMPLOYEE_ID_NUMBER_MAX),
  phone: phoneNumber('phone', EMPLOYEE_PHONE_MAX),
  address: optionalText('address', EMPLOYEE_ADDRESS_MAX),
  position: optionalText('position', EMPLOYEE_POSITION_MAX),
  /** YYYY-MM-DD, or empty when not known. */
  joinDate: z
    .union([z.literal(''), z.null(), isoDate('joinDate')], {
      error: say.invalidDate('joinDate'),
    })
    .optional()
    .transform((v) => (v ? v : null)),
  salary: requiredMoney('salary'),
};

/** An employee works in one property; they stay that property's. */
export const ZEmployeeCreateRequest = z.object({ ...employeeFields, propertyId: propertyChoice() });
export type EmployeeCreateRequest = z.input<typeof ZEmployeeCreateRequest>;

export const ZEmployeeUpdateRequest = z.object({
  employeeId: id('employee'),
  ...employeeFields,
  rowVersion: ZSeenRowVersion,
});
export type EmployeeUpdateRequest = z.input<typeof ZEmployeeUpdateRequest>;

export const ZEmployeeIdRequest = z.object({ employeeId: id('employee') });
export const ZEmployeeToggleRequest = statusToggle('employeeId', 'employee');

export const ZEmployeeListRequest = z.object({
  employeeName: filterText('employeeName', EMPLOYEE_NAME_MAX),
  propertyId: propertyFilter(),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  ...pageRequest(),
});
export type EmployeeListRequest = z.input<typeof ZEmployeeListRequest>;

export const ZEmployee = z.object({
  employeeId: z.number().int(),
  ...propertyOfRow,
  employeeName: z.string(),
  gender: oneOf('gender', enumValues(Gender)).nullable(),
  idNumber: z.string(),
  phone: z.string(),
  address: z.string(),
  position: z.string(),
  /** YYYY-MM-DDT00:00:00 like every returned date, or null when not known. */
  joinDate: z.string().nullable(),
  salary: z.number().int(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type Employee = z.infer<typeof ZEmployee>;

export const ZEmployeeRow = ZEmployee.extend({ rowNumber: z.number().int() });
export type EmployeeRow = z.infer<typeof ZEmployeeRow>;

export const employeeCalls = {
  create: defineCall({
    path: paths.employee.create,
    access: 'admin',
    summary: 'Creates an employee (administrators only).',
    request: ZEmployeeCreateRequest,
    response: z.object({ employeeId: z.number().int() }),
  }),
  update: defineCall({
    path: paths.employee.update,
    access: 'admin',
    summary: 'Updates an employee (administrators only).',
    request: ZEmployeeUpdateRequest,
    response: z.object({ employeeId: z.number().int() }),
  }),
  delete: defineCall({
    path: paths.employee.delete,
    access: 'admin',
    summary: 'Toggles an employee between Active and Deleted; status is the one the client saw (administrators only).',
    request: ZEmployeeToggleRequest,
    response: ZEmployee,
  }),
  getById: defineCall({
    path: paths.employee.getById,
    access: 'admin',
    summary: 'One employee (administrators only).',
    request: ZEmployeeIdRequest,
    response: ZEmployee,
  }),
  getList: defineCall({
    path: paths.employee.getList,
    access: 'admin',
    summary: 'Employees filtered by name and status, paged (administrators only).',
    request: ZEmployeeListRequest,
    response: pagedData(ZEmployeeRow),
  }),
};
