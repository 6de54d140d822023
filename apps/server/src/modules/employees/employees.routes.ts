import { employeeCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { masterDataExport } from '../master-data/master-data.service.js';
import type { EmployeesService } from './employees.service.js';

export async function employeesRoutes(app: FastifyInstance, { service }: { service: EmployeesService }) {
  app.registerCall(employeeCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(employeeCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(employeeCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(employeeCalls.getById, ({ body }) => service.getById(body.employeeId));
  app.registerCall(employeeCalls.getList, ({ body }) => service.list(body));
  app.registerExport(
    exportCalls.employee,
    masterDataExport('employee', service, [
      { key: 'employeeName' },
      { key: 'position' },
      { key: 'phone' },
      { key: 'joinDate', kind: 'date' },
      { key: 'salary', kind: 'money', total: true },
    ]),
  );
}
