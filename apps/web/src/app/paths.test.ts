import { Role } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { mayOpen, permissionFor, screens } from './paths';

const query = (address: string) => new URLSearchParams(address.split('?')[1] ?? '');

describe('the paths table', () => {
  it('builds form addresses as the spec writes them, extra parameters last', () => {
    expect(screens.userForm.to({ formType: 'Add' })).toBe('/setting/user/form?userId=&formType=Add');
    expect(screens.bookingForm.to({ formType: 'View', id: 12 })).toBe('/booking/form?bookingId=12&formType=View');
    expect(screens.paymentForm.to({ formType: 'Add', bookingId: 5 })).toBe(
      '/payment/form?paymentId=&formType=Add&bookingId=5',
    );
    expect(screens.paymentForm.to({ formType: 'Edit', id: 3, bookingId: undefined })).toBe(
      '/payment/form?paymentId=3&formType=Edit',
    );
  });

  it('starts a booking from the timeline: its room, dates and the way back, written safely', () => {
    expect(
      screens.bookingForm.to({
        formType: 'Add',
        roomId: 3,
        checkInDate: '2026-12-05',
        checkOutDate: undefined,
        back: '/timeline?view=week&from=2026-12-01',
      }),
    ).toBe(
      '/booking/form?bookingId=&formType=Add&roomId=3&checkInDate=2026-12-05&back=%2Ftimeline%3Fview%3Dweek%26from%3D2026-12-01',
    );
    expect(screens.timeline.to({ view: 'month', from: '2026-12-01' })).toBe('/timeline?view=month&from=2026-12-01');
  });

  it('builds list addresses, filtered or not', () => {
    expect(screens.payments.to()).toBe('/payment');
    expect(screens.payments.to({ tenantName: 'BUDI SANTOSO', status: 1 })).toBe(
      '/payment?tenantName=BUDI+SANTOSO&status=1',
    );
  });

  it('keeps the cash and staff screens from Front desk, users and the audit for the Owner (spec section 6)', () => {
    for (const screen of [screens.payments, screens.deposits, screens.expenses, screens.employees, screens.bills]) {
      expect(mayOpen(screen, Role.FrontDesk)).toBe(false);
      expect(mayOpen(screen, Role.Manager)).toBe(true);
      expect(mayOpen(screen, Role.Owner)).toBe(true);
    }
    for (const screen of [screens.users, screens.audit, screens.businessProfile]) {
      expect(mayOpen(screen, Role.Manager)).toBe(false);
      expect(mayOpen(screen, Role.Owner)).toBe(true);
    }
    // Confirming a tenant's transfer is taking a payment: Front desk's work too.
    for (const screen of [screens.paymentClaims, screens.paymentClaimForm]) {
      for (const role of [Role.FrontDesk, Role.Manager, Role.Owner]) expect(mayOpen(screen, role)).toBe(true);
    }
    expect(screens.paymentClaims.to({ claimStatus: 1 })).toBe('/payment-claim?claimStatus=1');
    // Online payments are the business's money: its checkouts, fees and anomalies.
    expect(mayOpen(screens.onlinePayments, Role.FrontDesk)).toBe(false);
    expect(mayOpen(screens.onlinePayments, Role.Manager)).toBe(true);
    expect(mayOpen(screens.onlinePayments, Role.Owner)).toBe(true);
    expect(screens.onlinePayments.to({ view: 'toCheck' })).toBe('/online-payment?view=toCheck');
    expect(screens.paymentClaimForm.to({ formType: 'View', id: 4 })).toBe(
      '/payment-claim/form?paymentClaimId=4&formType=View',
    );
    for (const screen of [screens.dashboard, screens.bookings, screens.tenants, screens.settings, screens.rooms]) {
      expect(mayOpen(screen, Role.FrontDesk)).toBe(true);
    }
    // Room types are read by Front desk, changed by a Manager.
    expect(
      mayOpen(screens.roomTypeForm, Role.FrontDesk, query(screens.roomTypeForm.to({ formType: 'View', id: 1 }))),
    ).toBe(true);
    expect(screens.roomTypeForm.editableBy(Role.FrontDesk)).toBe(false);
    expect(screens.roomTypeForm.editableBy(Role.Manager)).toBe(true);
  });

  it('lets every role read the message log, as the reminders themselves; only the Owner sets up the automatic messages', () => {
    for (const role of [Role.FrontDesk, Role.Manager, Role.Owner]) expect(mayOpen(screens.messageLog, role)).toBe(true);
    expect(mayOpen(screens.messageSettings, Role.Manager)).toBe(false);
    expect(mayOpen(screens.messageSettings, Role.Owner)).toBe(true);
    expect(screens.messageLog.to({ dateFrom: '2026-12-06', dateTo: '2026-12-06' })).toBe(
      '/message-log?dateFrom=2026-12-06&dateTo=2026-12-06',
    );
  });

  it('shows the month’s numbers to those who read all the money; its tax and accounts settings are the Owner’s', () => {
    expect(mayOpen(screens.report, Role.FrontDesk)).toBe(false);
    expect(mayOpen(screens.report, Role.Manager)).toBe(true);
    expect(mayOpen(screens.report, Role.Owner)).toBe(true);
    expect(mayOpen(screens.reportSettings, Role.Manager)).toBe(false);
    expect(mayOpen(screens.reportSettings, Role.Owner)).toBe(true);
    expect(screens.report.to({ month: '2026-11' })).toBe('/report?month=2026-11');
  });

  it('lets Front desk record and read a payment, but only a Manager or the Owner change one', () => {
    const form = screens.paymentForm;
    expect(permissionFor(form, query(form.to({ formType: 'Add', bookingId: 5 })))).toBe('payments.take');
    expect(permissionFor(form, query(form.to({ formType: 'View', id: 3 })))).toBe('payments.take');
    expect(permissionFor(form, query(form.to({ formType: 'Edit', id: 3 })))).toBe('payments.change');
    // An Edit address without an id is an Add (spec section 2).
    expect(permissionFor(form, query('/payment/form?paymentId=&formType=Edit'))).toBe('payments.take');
    expect(form.editableBy(Role.FrontDesk)).toBe(false);
    expect(form.editableBy(Role.Manager)).toBe(true);
    expect(screens.bookingForm.editableBy(Role.FrontDesk)).toBe(true);
  });
});
