import {
  daysBetween,
  REGISTER_SINCE_DEFAULT_DAYS,
  REGISTER_SINCE_MAX_DAYS,
  type RegisterForeigner,
  type RegisterPerson,
  type ResidentRegister,
  refusal,
  registerDayAfter,
  type ZResidentRegisterRequest,
} from '@kamar/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { badRequest } from '../../lib/errors.js';
import { createResidentRegisterRepository, isForeigner, type RegisterRow } from './resident-register.repository.js';

type Request = z.output<typeof ZResidentRegisterRequest>;

/** What the register needs of a property: its name and address, refused (404) when the caller does not see it. */
export type PropertyOf = (propertyId: number) => Promise<{ propertyName: string; address: string; city: string }>;

const personOf = (row: RegisterRow): RegisterPerson => ({
  bookingId: row.bookingId,
  tenantId: row.tenantId,
  tenantName: row.tenantName,
  idNumber: row.idNumber,
  placeOfBirth: row.placeOfBirth,
  dateOfBirth: row.dateOfBirth,
  gender: row.gender,
  originAddress: row.originAddress,
  phone: row.phone,
  nationality: row.nationality,
  roomNumber: row.roomNumber,
  arrivalDate: row.arrivalDate,
  plannedDepartureDate: row.plannedDepartureDate,
  departureDate: row.departureDate,
});

const byDay = (day: (p: RegisterPerson) => string) => (a: RegisterPerson, b: RegisterPerson) =>
  day(a).localeCompare(day(b));

export function createResidentRegisterService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  property: PropertyOf;
}) {
  const repository = createResidentRegisterRepository(deps.db);

  /** The day asked (today when none; never after it) and the day counted from (a week before when none). */
  function daysOf(request: Pick<Request, 'date' | 'since'>): { date: string; since: string } {
    const today = businessDate(deps.clock.now(), deps.businessTimezone);
    const date = request.date || today;
    if (date > today) throw badRequest(refusal('report.registerDateFuture'), 'date');
    const since = request.since || registerDayAfter(date, -REGISTER_SINCE_DEFAULT_DAYS);
    if (since > date) throw badRequest(refusal('report.registerSinceAfterDate'), 'since');
    if (daysBetween(since, date) > REGISTER_SINCE_MAX_DAYS)
      throw badRequest(refusal('report.registerTooLong', { max: REGISTER_SINCE_MAX_DAYS }), 'since');
    return { date, since };
  }

  return {
    daysOf,

    /**
     * The register of a property on a day (today when none is asked; never a day to come: the
     * register is of what happened), with arrivals and departures since a day (a week before when
     * none is asked). The property is read first: one the caller does not see answers as one that
     * does not exist, before anything of its stays is read.
     */
    async register(request: Pick<Request, 'propertyId' | 'date' | 'since'>): Promise<ResidentRegister> {
      const { date, since } = daysOf(request);
      const property = await deps.property(request.propertyId);
      const rows = await repository.stays(request.propertyId, date, since, deps.businessTimezone);
      const foreigners: RegisterForeigner[] = rows
        .filter((r) => (r.resident || r.arrived) && isForeigner(r))
        .map((r) => ({ ...personOf(r), passportNumber: r.passportNumber }));
      return {
        propertyId: request.propertyId,
        propertyName: property.propertyName,
        propertyAddress: [property.address, property.city].filter(Boolean).join(', '),
        date,
        since,
        residents: rows.filter((r) => r.resident).map(personOf),
        arrivals: rows
          .filter((r) => r.arrived)
          .map(personOf)
          .sort(byDay((p) => p.arrivalDate)),
        departures: rows
          .filter((r) => r.departed)
          .map(personOf)
          .sort(byDay((p) => p.departureDate)),
        foreigners,
      };
    },
  };
}

export type ResidentRegisterService = ReturnType<typeof createResidentRegisterService>;
