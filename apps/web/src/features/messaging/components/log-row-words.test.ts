import { DeliveryStatus, type ReminderLogRow } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenWords } from '../../../lib/i18n/screen-words.test-kit';
import { statusMoment } from './log-row-words';

let t: TFunction;
beforeAll(async () => {
  t = await screenWords('en');
});

const row = (change: Partial<ReminderLogRow>) =>
  ({
    createDate: '2026-12-06T21:15:00',
    sendAfter: '2026-12-06T21:15:00',
    sentAt: null,
    deliveredAt: null,
    readAt: null,
    failedAt: null,
    ...change,
  }) as ReminderLogRow;

describe('when a logged message got as far as it did', () => {
  it('a queued message held by quiet hours says when it may go; one queued just now, when it was queued', () => {
    expect(statusMoment(t, row({ deliveryStatus: DeliveryStatus.Queued, sendAfter: '2026-12-07T08:00:00' }))).toBe(
      'Waits until 07 Dec 2026 08:00',
    );
    expect(statusMoment(t, row({ deliveryStatus: DeliveryStatus.Queued }))).toBe('06 Dec 2026 21:15');
  });

  it('sent, delivered, read and failed each say their own moment', () => {
    const sent = { sentAt: '2026-12-07T08:00:05' };
    expect(statusMoment(t, row({ deliveryStatus: DeliveryStatus.Sent, ...sent }))).toBe('07 Dec 2026 08:00');
    expect(
      statusMoment(t, row({ deliveryStatus: DeliveryStatus.Delivered, ...sent, deliveredAt: '2026-12-07T08:01:00' })),
    ).toBe('07 Dec 2026 08:01');
    expect(
      statusMoment(
        t,
        row({
          deliveryStatus: DeliveryStatus.Read,
          ...sent,
          deliveredAt: '2026-12-07T08:01:00',
          readAt: '2026-12-07T09:30:00',
        }),
      ),
    ).toBe('07 Dec 2026 09:30');
    expect(statusMoment(t, row({ deliveryStatus: DeliveryStatus.Failed, failedAt: '2026-12-07T08:00:02' }))).toBe(
      '07 Dec 2026 08:00',
    );
  });
});
