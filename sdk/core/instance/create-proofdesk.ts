import { computed } from 'nanostores';
import type { NavigateIntent } from '../domain';
import { createEventBus, type ProofdeskEvents } from '../events';
import { createHttpClient, realtimeUrl } from '../http';
import { createRealtime } from '../realtime';
import { createPrefixedStorage, createSession, type Session } from '../session';
import { mergeThemes, whitelabelToThemeInput } from '../theme';
import { resolveOptions } from './resolve-options';
import { createInstanceStores } from './store-slots';
import type { ProofdeskInstance, ProofdeskOptions } from './types';

/** Where a force-logout sends the user (spec §2: "A force-logout event sends the user to the logout route"). */
export const SIGNED_OUT_INTENT: NavigateIntent = { type: 'signed-out', path: '/signout' };

/**
 * One instance per page (or per embed): http client, session, realtime socket, theme and event bus.
 * Nothing starts until used: the socket opens with its first subscriber, session timers and
 * listeners with the first subscriber of `$auth` / `$profile` or a sign-in.
 */
export function createProofdesk(options: ProofdeskOptions): ProofdeskInstance {
  const resolved = resolveOptions(options);
  const events = createEventBus<ProofdeskEvents>();
  // http and session need each other (bearer token one way, reauth the other): closures late-bind.
  let session: Session | undefined;
  const http = createHttpClient({
    baseUrl: resolved.baseUrl,
    clientType: () => session?.clientType() ?? resolved.clientType,
    getToken: () => session?.getToken() ?? null,
    onReauth: (message) => session?.handleReauth(message),
    ...(options.fetch && { fetch: options.fetch }),
  });
  session = createSession({
    http,
    clientType: resolved.clientType,
    storage: createPrefixedStorage(resolved.storage, resolved.storagePrefix),
    bus: events,
    ...(options.environment && { environment: options.environment }),
    ...(options.document && { document: options.document }),
    ...(options.onReload && { onReload: options.onReload }),
    ...(options.messages && { messages: options.messages }),
  });
  const realtime = createRealtime({
    url: realtimeUrl(resolved.baseUrl),
    token: session.$token,
    ...(resolved.WebSocket && { WebSocket: resolved.WebSocket }),
    bus: events,
  });

  const signedIn = session;
  // Widgets' stores (cart, notifications, …) attach here on first use, from the widgets' own code.
  const stores = createInstanceStores(() => instance);
  function navigate(intent: NavigateIntent): void {
    events.emit('intent', intent);
    try {
      resolved.navigate?.(intent);
    } catch (error) {
      console.error(error);
    }
  }

  // The server revoked this session (e.g. logout elsewhere): it is already dead server-side.
  const onForceLogout = () => {
    void signedIn.signOut({ remote: false }).then(() => navigate(SIGNED_OUT_INTENT));
  };
  events.on('force-logout', onForceLogout);

  const $theme = computed(signedIn.$profile, (profile) =>
    mergeThemes(whitelabelToThemeInput(profile?.whitelabelInfo), resolved.theme),
  );

  const instance: ProofdeskInstance = {
    options: resolved,
    http,
    session: signedIn,
    realtime,
    events,
    $theme,
    stores,
    navigate,
    destroy() {
      stores.destroy();
      realtime.destroy();
      signedIn.destroy();
      events.all.clear();
    },
  };
  return instance;
}
