import { billCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { billExport } from './bills.export.js';
import type { BillsService } from './bills.service.js';

export async function billsRoutes(app: FastifyInstance, options: { bills: BillsService }) {
  const service = options.bills;
  app.registerCall(billCalls.getList, ({ body }) => service.list(body));
  app.registerCall(billCalls.getById, ({ body }) => service.getById(body.billId));
  app.registerCall(billCalls.getByBookingId, ({ body }) => service.ofBooking(body));
  app.registerCall(billCalls.void, ({ user, body }) => service.voidBill(user, body));
  app.registerCall(billCalls.getArrears, ({ body }) => service.arrears(body));
  app.registerExport(exportCalls.bill, billExport(service));
}
