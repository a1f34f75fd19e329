import { atom } from 'nanostores';
import type { GuestData, User } from '../../../sdk/contract';
import { createProofdesk, type ProofdeskInstance } from '../../../sdk/core/instance';
import type { Session } from '../../../sdk/core/session';
import { createGuestTransport, type GuestSignals } from './guest-transport';

/** proofing §9: "Guest time zone fixed to Asia/Brunei (UTC+08:00)." */
export const GUEST_TIME_ZONE = 'Asia/Brunei';

/** A Storage in memory: the guest instance keeps nothing in the browser's storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * An instance of the guest page's own on the host's API base: memory storage under its own prefix
 * and a session that never signs in, so its socket never opens and the signed-in user's session in
 * the same browser (its storage keys, its tab sync, its token) is never read or written.
 */
export const guestBase = (host: ProofdeskInstance) =>
  createProofdesk({
    baseUrl: host.options.baseUrl,
    clientType: 'customer',
    storage: memoryStorage(),
    storagePrefix: 'proofdesk-guest:',
    ...(host.options.theme && { theme: host.options.theme }),
  });

/** The guest as the viewer's parts read a profile: role 'guest', the invitation id as user id. */
function guestProfile(data: GuestData): User {
  const [firstname = '', ...rest] = data.guestName.split(' ');
  return {
    id: data.guestId,
    firstname,
    lastname: rest.join(' '),
    email: data.guestEmail,
    avatar: data.guestAvatar,
    role: 'guest',
    timeZone: { value: GUEST_TIME_ZONE, label: '(UTC+08:00) Brunei' },
  } as unknown as User;
}

/** A session that only holds the guest's token; sign-in calls are refused (a guest signs in by link). */
function guestSession(accessToken: string, data: GuestData, storage: Session['storage']): Session {
  const $auth = atom({
    token: accessToken,
    userId: data.guestId,
    clientId: null,
    role: 'guest' as const,
    error: null,
    loading: false,
    redirectPath: null,
  });
  const $profile = atom<User | null>(guestProfile(data));
  const refused = async () =>
    ({ ok: false, error: { kind: 'http', status: 403, title: '', message: 'Guest session' } }) as const;
  return {
    $auth,
    $profile,
    $status: atom('signed-in' as const),
    $token: atom<string | null>(accessToken),
    $notice: atom(null),
    storage,
    getToken: () => accessToken,
    clientType: () => 'customer',
    signIn: refused,
    forgotPassword: refused,
    signInWithImpersonationToken: refused,
    signInWithToken: refused,
    loadProfile: async () => ({ ok: true, data: $profile.get() as User }),
    signOut: async () => {},
    setRedirectPath: () => {},
    handleReauth: () => {},
    dismissNotice: () => {},
    destroy: () => {},
  };
}

/**
 * The guest's instance: the bare instance's stores, event bus and idle socket, with the guest
 * transport (the guest token, guest endpoints only) and the guest session in place of its own.
 */
export function createGuestInstance(
  base: ProofdeskInstance,
  accessToken: string,
  data: GuestData,
  signals: GuestSignals,
): ProofdeskInstance {
  const http = createGuestTransport(base.http, accessToken, data, signals);
  return { ...base, http, session: guestSession(accessToken, data, base.session.storage) };
}
