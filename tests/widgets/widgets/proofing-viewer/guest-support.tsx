import { createMemoryStorage, createProofdesk, type ProofdeskInstance } from 'proofdesk';
import { ProofingViewer } from 'proofdesk/proofing-viewer';
import { within } from 'shadow-dom-testing-library';
import { inject } from 'vitest';
import { onCleanup, render } from '../../support/render';
import { fixtures } from './support';

export const guestFixtures = () => inject('guest');

/** The page's instance when nobody is signed in (a guest's own browser). */
export function anonymousInstance(): ProofdeskInstance {
  const instance = createProofdesk({ baseUrl: fixtures().apiBaseUrl, storage: createMemoryStorage() });
  onCleanup(() => instance.destroy());
  return instance;
}

/** `<ProofingViewer guestToken>` on `host` (default: nobody signed in), as a page embeds it. */
export function openGuest(guestToken: string, host: ProofdeskInstance = anonymousInstance()) {
  performance.clearResourceTimings();
  const rendered = render(
    <div style={{ height: '700px', width: '1000px', display: 'grid' }}>
      <ProofingViewer guestToken={guestToken} orderId="" attachmentId="" className="guest-under-test" />
    </div>,
    host,
  );
  const element = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!element?.shadowRoot) throw new Error('the viewer did not render into a shadow root');
  return { host: element, shadowRoot: element.shadowRoot, view: within(element) };
}

/** The API paths the page fetched since the viewer opened (resource timing), without the base. */
export const fetchedPaths = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.startsWith(fixtures().apiBaseUrl))
    .map((entry) => new URL(entry.name).pathname.replace(/^\/api/, ''));
