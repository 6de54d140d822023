import { billCalls, exportCalls, type LastMessage } from '@kamar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Asker, OwedRowReminders } from '../../lib/owed-reminders.js';
import { originOf } from '../../lib/request-origin.js';
import { actorOf } from '../../plugins/calls.js';
import { arrearsExport } from './arrears.export.js';
import { billLinesExport } from './bill-lines.export.js';
import { billExport } from './bills.export.js';
import type { BillsService } from './bills.service.js';

export async function billsRoutes(
  app: FastifyInstance,
  options: {
    bills: BillsService;
    reminders: OwedRowReminders;
    /** The last message about a bill (messaging): the server's or one sent by hand. */
    lastMessage: (billId: number) => Promise<LastMessage | null>;
  },
) {
  const { bills: service, reminders, lastMessage } = options;
  const asker = (request: FastifyRequest, path: string): Asker => ({
    actor: actorOf(request, path),
    origin: originOf(request),
  });
  app.registerCall(billCalls.getList, async ({ body, request }) => {
    const page = await service.list(body);
    const rows = await reminders.ofBills(asker(request, billCalls.getList.path), page.listData);
    return { ...page, listData: rows };
  });
  app.registerCall(billCalls.getById, async ({ body, request }) => {
    const bill = await service.getById(body.billId);
    const [reminded, last] = [
      await reminders.ofBill(asker(request, billCalls.getById.path), bill),
      await lastMessage(bill.billId),
    ];
    return { ...reminded, lastMessage: last };
  });
  app.registerCall(billCalls.getByBookingId, ({ body }) => service.ofBooking(body));
  app.registerCall(billCalls.void, async ({ user, body, request }) => {
    const bill = await reminders.ofBill(asker(request, billCalls.void.path), await service.voidBill(user, body));
    return { ...bill, lastMessage: await lastMessage(bill.billId) };
  });
  app.registerCall(billCalls.getArrears, async ({ body, request }) => {
    // The stays' oldest bills still owed come with the page (one statement), for the reminders.
    const { owed, ...page } = await service.arrears(body, undefined, true);
    const rows = await reminders.ofStays(asker(request, billCalls.getArrears.path), page.listData, owed);
    return { ...page, listData: rows };
  });
  app.registerExport(exportCalls.bill, billExport(service));
  app.registerExport(exportCalls.billLines, billLinesExport(service));
  app.registerExport(exportCalls.arrears, arrearsExport(service));
}
