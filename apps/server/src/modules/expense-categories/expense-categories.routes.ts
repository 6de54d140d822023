import { expenseCategoryCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { masterDataExport } from '../master-data/master-data.service.js';
import type { ExpenseCategoriesService } from './expense-categories.service.js';

export async function expenseCategoriesRoutes(
  app: FastifyInstance,
  { service }: { service: ExpenseCategoriesService },
) {
  app.registerCall(expenseCategoryCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(expenseCategoryCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(expenseCategoryCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(expenseCategoryCalls.remove, ({ user, body }) => service.remove(user, body));
  app.registerCall(expenseCategoryCalls.getById, ({ body }) => service.getById(body.expenseCategoryId));
  app.registerCall(expenseCategoryCalls.getList, ({ body }) => service.list(body));
  app.registerExport(
    exportCalls.expenseCategory,
    masterDataExport('expenseCategory', service, [{ key: 'expenseCategoryName' }]),
  );
}
