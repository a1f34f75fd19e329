// Every intent a widget announces, with the portal path the spec gives it (dashboard §2 routes).
// Hosts route on `type`; `path` is the default a URL-template navigator can follow as is.

/** Intents a widget announces instead of owning the page's routing. */
export interface NavigateIntent {
  /** e.g. 'open-order', 'open-attachment', 'view-cart', 'checkout', 'create-order', 'signed-out' */
  type: string;
  /** The portal path the intent maps to by default, e.g. '/orders/detail/42'. */
  path: string;
  params?: Record<string, string>;
}

export const INTENT_TYPES = [
  'open-order',
  'open-attachment',
  'view-cart',
  'checkout',
  'create-order',
  'signed-out',
  'buy-storage',
] as const;
export type IntentType = (typeof INTENT_TYPES)[number];

/** "...goes to the order detail" → /orders/detail/:orderId. */
export function openOrderIntent(orderId: string): NavigateIntent {
  return {
    type: 'open-order',
    path: `/orders/detail/${encodeURIComponent(orderId)}`,
    params: { orderId },
  };
}

export interface AttachmentTarget {
  orderId: string;
  attachmentId: string;
  versionId: string;
  commentId: string;
  public: boolean;
}

/**
 * "...or to the attachment page with versionId, commentId and public query values for attachment
 * annotations" → /orders/detail/:orderId/attachments/:attachmentId?versionId=&commentId=&public=.
 */
export function openAttachmentIntent(target: AttachmentTarget): NavigateIntent {
  const query = new URLSearchParams({
    versionId: target.versionId,
    commentId: target.commentId,
    public: String(target.public),
  });
  const orderId = encodeURIComponent(target.orderId);
  const attachmentId = encodeURIComponent(target.attachmentId);
  return {
    type: 'open-attachment',
    path: `/orders/detail/${orderId}/attachments/${attachmentId}?${query}`,
    params: { ...target, public: String(target.public) },
  };
}

/** The cart popover's View Cart button (issue: "navigate intent to /cart/checkout"). */
export function viewCartIntent(): NavigateIntent {
  return { type: 'view-cart', path: '/cart/checkout' };
}

/** "Checkout creates an invoice and goes to /checkout/process/invoice/{invoiceId}." */
export function checkoutIntent(invoiceId: string): NavigateIntent {
  return {
    type: 'checkout',
    path: `/checkout/process/invoice/${encodeURIComponent(invoiceId)}`,
    params: { invoiceId },
  };
}

/** The event a widget's host element dispatches for an intent (bubbles, composed, cancelable). */
export type IntentEvent = CustomEvent<NavigateIntent>;

// Typed listeners for hosts: `element.addEventListener('proofdesk:checkout', (e) => e.detail.params)`.
declare global {
  interface HTMLElementEventMap {
    'proofdesk:open-order': IntentEvent;
    'proofdesk:open-attachment': IntentEvent;
    'proofdesk:view-cart': IntentEvent;
    'proofdesk:checkout': IntentEvent;
    'proofdesk:create-order': IntentEvent;
    'proofdesk:signed-out': IntentEvent;
    'proofdesk:buy-storage': IntentEvent;
  }
}
