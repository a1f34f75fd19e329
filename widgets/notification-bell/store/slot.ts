import { defineStoreSlot, type ProofdeskInstance } from '../../../sdk/core/instance';
import { createNotificationCenter } from './notification-center';
import type { NotificationCenter } from './types';

/** The notification center's slot: one per instance, created by the first bell (or host) that asks. */
export const notificationCenterSlot = defineStoreSlot('notifications', (instance) =>
  createNotificationCenter({ http: instance.http, realtime: instance.realtime, session: instance.session }),
);

/**
 * The instance's notification center (unread count, lists, mutations), shared by every bell of the
 * page; created on first use, destroyed with the instance.
 */
export function getNotificationCenter(instance: ProofdeskInstance): NotificationCenter {
  return instance.stores.get(notificationCenterSlot);
}
