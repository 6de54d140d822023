/**
 * RESERVED FOR ISSUE 6 (payments): the booking's payment history (Payment/GetPaymentByBookingId,
 * pageSize 10000) and the Add Payment button leading to
 * `/payment/form?paymentId=&formType=Add&bookingId={bookingId}` go here. The booking form already
 * renders this component under its fields for a saved booking; replace its body, keep its props.
 */
export function BookingPaymentsSlot(_props: { bookingId: number }) {
  return null;
}
