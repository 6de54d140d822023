import { type Booking, BookingStatus, RecordStatus } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { tenantPageOpens } from './tenant-page-rules';

const booking = (facts: Partial<Booking>) =>
  ({
    status: RecordStatus.Active,
    bookingStatus: BookingStatus.Active,
    checkInDate: '2027-01-01T00:00:00',
    checkOutDate: '0001-01-01T00:00:00',
    checkedOutAt: '',
    updateDate: '2027-01-01T09:00:00',
    ...facts,
  }) as Booking;

describe("whether a stay's page still opens", () => {
  it('opens while the stay runs, whatever its dates', () => {
    expect(tenantPageOpens(booking({}), '2030-06-01')).toBe(true);
  });

  it('opens up to 30 days after the tenant checked out, not a day more', () => {
    const left = booking({ bookingStatus: BookingStatus.Complete, checkedOutAt: '2027-03-10T11:00:00' });
    expect(tenantPageOpens(left, '2027-04-09')).toBe(true);
    expect(tenantPageOpens(left, '2027-04-10')).toBe(false);
  });

  it('counts from the check-out date when no departure was recorded, else from the cancellation', () => {
    const ended = booking({ bookingStatus: BookingStatus.Complete, checkOutDate: '2027-03-31T00:00:00' });
    expect(tenantPageOpens(ended, '2027-04-30')).toBe(true);
    expect(tenantPageOpens(ended, '2027-05-01')).toBe(false);
    const cancelled = booking({ bookingStatus: BookingStatus.Cancelled, updateDate: '2027-02-01T08:00:00' });
    expect(tenantPageOpens(cancelled, '2027-03-03')).toBe(true);
    expect(tenantPageOpens(cancelled, '2027-03-04')).toBe(false);
  });

  it('never opens for a deleted booking', () => {
    expect(tenantPageOpens(booking({ status: RecordStatus.Deleted }), '2027-01-02')).toBe(false);
  });
});
