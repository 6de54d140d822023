import { describe, expect, it } from 'vitest';
import { isAdminOnly, mayOpen, screens } from './paths';

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

  it('builds list addresses, filtered or not', () => {
    expect(screens.payments.to()).toBe('/payment');
    expect(screens.payments.to({ tenantName: 'BUDI SANTOSO', status: 1 })).toBe(
      '/payment?tenantName=BUDI+SANTOSO&status=1',
    );
  });

  it('keeps the cash and staff screens for administrators (spec section 6)', () => {
    for (const screen of [
      screens.payments,
      screens.deposits,
      screens.expenses,
      screens.employees,
      screens.users,
      screens.audit,
    ]) {
      expect(mayOpen(screen, false)).toBe(false);
      expect(mayOpen(screen, true)).toBe(true);
    }
    for (const screen of [screens.dashboard, screens.bookings, screens.tenants, screens.settings, screens.rooms]) {
      expect(mayOpen(screen, false)).toBe(true);
    }
  });

  it('lets staff record and read a payment, but only administrators change one', () => {
    const form = screens.paymentForm;
    expect(isAdminOnly(form, query(form.to({ formType: 'Add', bookingId: 5 })))).toBe(false);
    expect(isAdminOnly(form, query(form.to({ formType: 'View', id: 3 })))).toBe(false);
    expect(isAdminOnly(form, query(form.to({ formType: 'Edit', id: 3 })))).toBe(true);
    // An Edit address without an id is an Add (spec section 2).
    expect(isAdminOnly(form, query('/payment/form?paymentId=&formType=Edit'))).toBe(false);
    expect(form.editableBy(false)).toBe(false);
    expect(form.editableBy(true)).toBe(true);
    expect(screens.bookingForm.editableBy(false)).toBe(true);
  });
});
