// The `<proofdesk-bell>` chunk: the notification bell; everything else comes from the shared chunk.

import { getNotificationCenter, mountNotificationBell } from '../../../widgets/notification-bell';
import type { ProofdeskInstance } from '../../core';
import { attachWidget } from './attach';

export const attach = (element: HTMLElement, instance: ProofdeskInstance) =>
  attachWidget(mountNotificationBell, element, instance);

/** `await Proofdesk.store('proofdesk-bell')`: the notification center every bell of the page shows. */
export const store = getNotificationCenter;
