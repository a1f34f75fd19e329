// The intents the viewer announces (the host routes them; `path` is the portal's default).
import type { NavigateIntent } from '../../sdk/core/domain';

/** Proofing §2.1: "The close action returns to /orders/detail/{orderId}." */
export function closeViewerIntent(orderId: string): NavigateIntent {
  return {
    type: 'close-viewer',
    path: `/orders/detail/${encodeURIComponent(orderId)}`,
    params: { orderId },
  };
}

/** Proofing §2.1: "On a permission error the warning 'Permission Denied!' is shown and the user is sent to /." */
export function leaveViewerIntent(): NavigateIntent {
  return { type: 'navigate', path: '/' };
}
