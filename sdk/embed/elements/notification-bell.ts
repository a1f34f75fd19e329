// The `<proofdesk-bell>` chunk: the notification bell; everything else comes from the shared chunk.

import { mountNotificationBell } from '../../../widgets/notification-bell';
import type { ProofdeskInstance } from '../../core';
import { attachWidget } from './attach';

export const attach = (element: HTMLElement, instance: ProofdeskInstance) =>
  attachWidget(mountNotificationBell, element, instance);
