import type { OrderForm } from 'proofdesk/contract';

// The form survives a failed call (it stays on screen) and a reload (this local copy): what a
// user typed is never lost before the server has it. One copy per user and per page (a new order,
// or the duplicate of one order); cleared once the order is created or in the cart.

export interface LocalDraft {
  form: OrderForm;
  /** The server draft these values belong to, once saved. */
  orderId: string | null;
  orderNumber: number | null;
  /** Supplied files of the original still to copy (duplicates), by attachment id. */
  copyFiles: string[];
}

const PREFIX = 'proofdesk-order-draft';

export const localDraftKey = (userId: string, page: string) => `${PREFIX}:${userId}:${page}`;

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalDraft> | null;
    if (!value || typeof value !== 'object' || !value.form || typeof value.form.serviceId !== 'string')
      return null;
    return {
      form: {
        serviceId: value.form.serviceId,
        name: String(value.form.name ?? ''),
        brief: String(value.form.brief ?? ''),
        dueDate: /^\d{4}-\d{2}-\d{2}$/.test(String(value.form.dueDate)) ? String(value.form.dueDate) : '',
        priority: value.form.priority === 'high' ? 'high' : 'normal',
        options:
          value.form.options && typeof value.form.options === 'object'
            ? Object.fromEntries(
                Object.entries(value.form.options).filter(
                  (entry): entry is [string, string] => typeof entry[1] === 'string',
                ),
              )
            : {},
      },
      orderId: typeof value.orderId === 'string' ? value.orderId : null,
      orderNumber: typeof value.orderNumber === 'number' ? value.orderNumber : null,
      copyFiles: Array.isArray(value.copyFiles) ? value.copyFiles.filter((id) => typeof id === 'string') : [],
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload copy; the form keeps its values.
  }
}

export function clearLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
