import { expenseCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { expenseExport } from './expenses.export.js';
import type { ExpensesService } from './expenses.service.js';

export async function expensesRoutes(app: FastifyInstance, { service }: { service: ExpensesService }) {
  app.registerCall(expenseCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(expenseCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(expenseCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(expenseCalls.getById, ({ body }) => service.getById(body.expenseId));
  app.registerCall(expenseCalls.getList, ({ body }) => service.list(body));
  app.registerCall(expenseCalls.stopRepeating, ({ user, body }) => service.stopRepeating(user, body));
  app.registerExport(exportCalls.expense, expenseExport(service));
}
