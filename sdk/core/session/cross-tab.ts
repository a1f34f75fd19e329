/** The parts of a `StorageEvent` the session reads (a plain object works in tests and on Node). */
export interface StorageEventLike {
  key: string | null;
  newValue: string | null;
  storageArea?: Storage | null;
}

export type CrossTabAction = 'sign-out' | 'adopt' | null;

/**
 * What another tab's storage change means here: the token key removed (or storage cleared) while
 * we hold a session → sign out locally; a different token written → adopt that session.
 */
export function crossTabAction(
  event: StorageEventLike,
  context: { tokenKey: string; storage: Storage; currentToken: string | null },
): CrossTabAction {
  if (event.storageArea && event.storageArea !== context.storage) return null;
  // key === null: the other tab called storage.clear().
  if (event.key === null) {
    return context.currentToken && !context.storage.getItem(context.tokenKey) ? 'sign-out' : null;
  }
  if (event.key !== context.tokenKey) return null;
  if (!event.newValue) return context.currentToken ? 'sign-out' : null;
  return event.newValue === context.currentToken ? null : 'adopt';
}
