import { type CallRequest, type employeeCalls, messages } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { toggleRecordStatus } from '../../db/record-status.js';
import { withRowNumbers } from '../../db/sql-helpers.js';
import { notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createEmployeesRepository } from './employees.repository.js';
import { employees } from './employees.table.js';

type Req<K extends keyof typeof employeeCalls> = CallRequest<(typeof employeeCalls)[K]>;

export function createEmployeesService({ db }: { db: Database }) {
  const repo = createEmployeesRepository(db);

  async function getById(employeeId: number) {
    const employee = await repo.findById(employeeId);
    if (!employee) throw notFound('employeeNotFound');
    return employee;
  }

  const values = (actor: CurrentUser, input: Req<'create'>) => ({
    employeeName: input.employeeName,
    gender: input.gender,
    idNumber: input.idNumber,
    phone: input.phone,
    address: input.address,
    position: input.position,
    joinDate: input.joinDate,
    salary: input.salary,
    updateBy: actor.username,
  });

  return {
    getById,

    async list(filter: Req<'getList'>) {
      const { rows, total } = await repo.list(filter);
      return { listData: withRowNumbers(rows, filter), totalData: total };
    },

    create(actor: CurrentUser, input: Req<'create'>) {
      return repo.insert(values(actor, input));
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      if (!(await repo.update(input.employeeId, values(actor, input)))) throw notFound('employeeNotFound');
      return { employeeId: input.employeeId };
    },

    /** Delete / Undelete with the stale check (DESIGN.md section 3). */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await toggleRecordStatus(db, {
        table: employees,
        idColumn: employees.employeeId,
        id: input.employeeId,
        seenStatus: input.status,
        updateBy: actor.username,
        notFoundMessage: messages.employeeNotFound,
      });
      return getById(input.employeeId);
    },
  };
}
