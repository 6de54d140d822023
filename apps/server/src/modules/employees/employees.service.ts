import { employeeCalls, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { createMasterDataService, defineMasterData } from '../master-data/master-data.service.js';
import { employees } from './employees.table.js';

/** Employees (DESIGN.md section 4): names need not be unique, and an expense naming one is history. */
const employeeData = defineMasterData({
  calls: employeeCalls,
  table: employees,
  id: 'employeeId',
  name: 'employeeName',
  notFound: refusal('employee.notFound'),
});

export function createEmployeesService({ db }: { db: Database }) {
  return createMasterDataService(db, employeeData);
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
