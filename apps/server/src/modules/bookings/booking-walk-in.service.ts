import {
  type CallRequest,
  PaymentType,
  type WalkInPayment,
  type walkInCall,
  ZTenantCreateRequest,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { RoomsService } from '../rooms/rooms.service.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import type { BookingLifecycleService } from './booking-lifecycle.service.js';
import type { BookingsService } from './bookings.service.js';

type WalkIn = CallRequest<typeof walkInCall>;

/**
 * A walk-in at the desk in one transaction: the tenant (chosen, or made from the name, phone, NIK
 * and KTP photo typed), the booking, the arrival, then the deposit and the first rent with their
 * receipts. Each step is the service that owns it, with its own rules; the call's one transaction
 * (db/actor-scope.ts) means a refusal at any step keeps nothing, so a half-made walk-in never
 * leaves a tenant without a room or a booking without its money.
 */
export function createWalkInService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  rooms: RoomsService;
  tenants: TenantsService;
  bookings: BookingsService;
  lifecycle: BookingLifecycleService;
  payments: PaymentsService;
}) {
  const { db, clock, businessTimezone } = deps;
  return {
    async walkIn(actor: CurrentUser, input: WalkIn, photo: Upload | undefined) {
      return db.transaction(async () => {
        const today = businessDate(clock.now(), businessTimezone);
        // A new tenant is registered in the property of the room they take.
        const newTenant = async () =>
          deps.tenants.create(
            actor,
            ZTenantCreateRequest.parse({
              tenantName: input.tenantName,
              phone: input.phone,
              idNumber: input.idNumber,
              propertyId: (await deps.rooms.getById(input.roomNumberId)).propertyId,
            }),
            photo,
          );
        const tenantId = input.tenantId ?? (await newTenant()).tenantId;
        const { bookingId } = await deps.bookings.create(actor, {
          tenantId,
          roomNumberId: input.roomNumberId,
          bookingDate: today,
          checkInDate: input.checkInDate,
          checkOutDate: input.checkOutDate,
          bookingType: input.bookingType,
          rentAmount: input.rentAmount ?? null,
          remark: '',
        });
        await deps.lifecycle.checkIn(actor, bookingId);
        // Both are for the stay's first period; the money came in today.
        const [year, month] = input.checkInDate.split('-').map(Number) as [number, number];
        const taken: WalkInPayment[] = [];
        const pay = async (paymentType: PaymentType, amount: number) => {
          if (amount <= 0) return;
          const saved = await deps.payments.create(actor, {
            bookingId,
            paymentDate: today,
            paymentType,
            paymentPeriodeMonth: month,
            paymentPeriodeYear: year,
            amount,
            remark: '',
            billId: undefined,
            paymentMethod: input.paymentMethod ?? null,
          });
          taken.push({ paymentId: saved.paymentId, paymentType, amount, receiptNumber: saved.receiptNumber });
        };
        await pay(PaymentType.Deposit, input.depositAmount);
        await pay(PaymentType.RentPayment, input.rentPaid);
        return { tenantId, bookingId, payments: taken };
      });
    },
  };
}

export type WalkInService = ReturnType<typeof createWalkInService>;
