import { DeliveryStatus, type ReminderLogRow } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { messageMoment } from '../../../components/messages/message-words';

/**
 * When a message got as far as it did: read, delivered, failed or sent at; a queued one, when it
 * was queued or, held by quiet hours, the moment it may go.
 */
export function statusMoment(t: TFunction, row: ReminderLogRow): string {
  switch (row.deliveryStatus) {
    case DeliveryStatus.Read:
      return messageMoment(row.readAt ?? row.deliveredAt ?? row.sentAt);
    case DeliveryStatus.Delivered:
      return messageMoment(row.deliveredAt ?? row.sentAt);
    case DeliveryStatus.Failed:
      return messageMoment(row.failedAt ?? row.createDate);
    case DeliveryStatus.Sent:
      return messageMoment(row.sentAt ?? row.createDate);
    default:
      return row.sendAfter > row.createDate
        ? t('messaging.notBefore', { at: messageMoment(row.sendAfter) })
        : messageMoment(row.createDate);
  }
}
