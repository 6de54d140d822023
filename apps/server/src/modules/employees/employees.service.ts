import { type CallRequest, employeeCalls, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createMasterDataService, defineMasterData } from '../master-data/master-data.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { employees } from './employees.table.js';

/** Employees (DESIGN.md section 4): names need not be unique, and an expense naming one is history. */
const employeeData = defineMasterData({
  calls: employeeCalls,
  table: employees,
  id: 'employeeId',
  name: 'employeeName',
  notFound: refusal('employee.notFound'),
});

export function createEmployeesService({ db, properties }: { db: Database; properties: PropertiesService }) {
  const service = createMasterDataService(db, employeeData);
  return {
    ...service,
    /** In the property named (checked active), or the default one. */
    create: (actor: CurrentUser, input: CallRequest<typeof employeeCalls.create>) =>
      db.transaction(async (tx) => {
        await properties.chosen(tx, input.propertyId);
        return service.create(actor, input);
      }),
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
