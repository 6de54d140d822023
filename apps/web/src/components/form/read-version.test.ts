import { paymentCalls, tenantCalls } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import type { FormMode } from './form-mode';
import { versionOf, withReadVersion } from './read-version';

const edit: FormMode = { formType: 'Edit', id: 7, isAdd: false, isEdit: true, isView: false };
const add: FormMode = { formType: 'Add', id: null, isAdd: true, isEdit: false, isView: false };

describe('the form kit sends the version it read', () => {
  const record = { paymentId: 7, amount: 1_500_000, rowVersion: '1767225600123456' };
  const request = {
    paymentDate: '2026-05-03',
    paymentType: 2,
    bookingId: 3,
    paymentPeriodeMonth: 5,
    paymentPeriodeYear: 2026,
    amount: 1_750_000,
    remark: '',
    paymentId: 7,
  };

  it("adds the record's rowVersion to an Edit save, and the Update schema keeps it", () => {
    const sent = withReadVersion(request, edit, versionOf(record));
    expect(sent).toEqual({ ...request, rowVersion: '1767225600123456' });
    expect(paymentCalls.update.request.parse(sent)).toMatchObject({ rowVersion: '1767225600123456' });
  });

  it('sends none when adding, or when the record carries none', () => {
    expect(withReadVersion(request, add, versionOf(record))).toEqual(request);
    expect(withReadVersion(request, edit, versionOf({ paymentId: 7 }))).toEqual(request);
  });

  it('a multipart Update (tenant) keeps it too', () => {
    const parsed = tenantCalls.update.request.parse(
      withReadVersion({ tenantId: '4', tenantName: 'ANI' }, edit, '1767225600123456'),
    );
    expect(parsed).toMatchObject({ rowVersion: '1767225600123456' });
  });
});
