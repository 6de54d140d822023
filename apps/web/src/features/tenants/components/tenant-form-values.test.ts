import { ReminderChannel, ZTenantCreateRequest } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { asksPassport, emptyTenantValues, fieldsToSend } from './tenant-form-values';

describe("the tenant form's fields as the multipart call sends them", () => {
  it('sends the automatic messages’ fields as text: the email, the channel, and no automatic messages as "1" or ""', () => {
    const values = { ...emptyTenantValues, tenantName: ' BUDI ', email: 'budi@example.com', reminderOptOut: true };
    const sent = fieldsToSend({ ...values, reminderChannel: String(ReminderChannel.Email) });
    expect(sent).toMatchObject({
      tenantName: 'BUDI',
      email: 'budi@example.com',
      reminderChannel: '2',
      reminderOptOut: '1',
    });
    expect(fieldsToSend(emptyTenantValues)).toMatchObject({ email: '', reminderChannel: '1', reminderOptOut: '' });
  });

  it('the contract reads them back as the tenant asked', () => {
    const parsed = ZTenantCreateRequest.parse(
      fieldsToSend({ ...emptyTenantValues, tenantName: 'BUDI', reminderOptOut: true }),
    );
    expect(parsed).toMatchObject({ reminderChannel: ReminderChannel.WhatsApp, reminderOptOut: true, email: '' });
  });

  it('sends the nationality (Indonesian unless chosen) and a passport, and asks for one for a foreigner', () => {
    expect(fieldsToSend(emptyTenantValues)).toMatchObject({ nationality: 'ID', passportNumber: '' });
    expect(asksPassport(emptyTenantValues)).toBe(false);
    const foreigner = { ...emptyTenantValues, tenantName: 'ANNA', nationality: 'DE', passportNumber: 'C01X00T47' };
    expect(asksPassport({ ...foreigner, passportNumber: '' })).toBe(true);
    // An Indonesian's passport typed is kept and shown.
    expect(asksPassport({ ...emptyTenantValues, passportNumber: 'X1' })).toBe(true);
    expect(ZTenantCreateRequest.parse(fieldsToSend(foreigner))).toMatchObject({
      nationality: 'DE',
      passportNumber: 'C01X00T47',
    });
  });
});
