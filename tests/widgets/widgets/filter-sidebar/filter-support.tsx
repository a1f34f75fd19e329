// Shared set-up of the filter panels' browser tests, against their own API server (filter-server.ts).
// One password sign-in per user and file (the server allows 10 a minute per user); every instance of
// that user reuses the token, as a second tab would.
import {
  createMemoryStorage,
  createProofdesk,
  type ProofdeskInstance,
  type ProofdeskOptions,
} from 'proofdesk';
import type { PresetFilter } from 'proofdesk/contract';
import { ShadowWidget } from 'proofdesk/react';
import type { ReactNode } from 'react';
import { within } from 'shadow-dom-testing-library';
import { expect, inject } from 'vitest';
import { onCleanup, render } from '../../support/render';
import { tokenFor } from '../../support/sessions';

export const filterApi = () => inject('filterApiBaseUrl');

/** A real instance signed in to the filter server as `username`; `storage` stands for one browser. */
export async function signedIn(
  username: string,
  storage: Storage = createMemoryStorage(),
  options: Partial<ProofdeskOptions> = {},
) {
  const { accessToken, accessTokenExpiresAt, clientType } = await tokenFor(username, filterApi());
  const instance = createProofdesk({ baseUrl: filterApi(), storage, clientType, ...options });
  onCleanup(() => instance.destroy());
  const result = await instance.session.signInWithToken({ accessToken, accessTokenExpiresAt, clientType });
  expect(result.ok ? 'signed in' : result.error).toBe('signed in');
  // The fields and the Save box follow the profile's rights: wait for it.
  await expect.poll(() => instance.session.$profile.get()?.role ?? null).not.toBeNull();
  return instance;
}

/** Renders `ui` (a panel) in a widget's shadow root; returns queries scoped to that root. */
export function renderPanel(instance: ProofdeskInstance, ui: ReactNode) {
  const wrap = (node: ReactNode) => <ShadowWidget className="filter-host">{node}</ShadowWidget>;
  const rendered = render(wrap(ui), instance);
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the panel did not render into a shadow root');
  const unmount = () => {
    rendered.root.unmount();
    rendered.container.remove();
  };
  return {
    ...rendered,
    rerender: (node: ReactNode) => rendered.rerender(wrap(node)),
    unmount,
    host,
    root: host.shadowRoot,
    panel: within(host),
  };
}

/** Saves a preset as another tab would (straight to the server, not through the panel). */
export async function savePreset(
  instance: ProofdeskInstance,
  body: Record<string, string>,
  path = '/filters',
): Promise<string> {
  const result = await instance.http.request<PresetFilter>('POST', path, { csrf: 'filter', body });
  if (!result.ok) throw new Error(`saving ${body.name}: ${result.error.message}`);
  return result.id ?? result.data.id;
}

/** The user's presets on the server. */
export async function serverPresets(instance: ProofdeskInstance, path = '/filters') {
  const result = await instance.http.get<PresetFilter[]>(path);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** Removes every preset of the user (each test starts from its own list). */
export async function clearPresets(instance: ProofdeskInstance, path = '/filters') {
  for (const preset of await serverPresets(instance, path)) {
    await instance.http.request('DELETE', `${path}/${preset.id}`, { csrf: 'filter' });
  }
}
