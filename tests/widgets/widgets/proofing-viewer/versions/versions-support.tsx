// Shared set-up of the versions panel and review decision tests: the whole viewer against their
// own real server (tests/widgets/proofing-viewer/versions-server.ts), on an order made per test.
import type { NavigateIntent } from 'proofdesk';
import { createViewerState, ProofingViewer, type ProofingViewerProps } from 'proofdesk/proofing-viewer';
import { within } from 'shadow-dom-testing-library';
import { inject } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../../support/render';
import { signedInInstance } from '../../../support/sessions';
import type { VersionsOrder, VersionsOrderRequest } from './versions-server';

const base = () => inject('versionsApiBaseUrl');

/** A fresh order with one attachment and its versions (POST /api/__test/versions/order). */
export async function makeOrder(request: VersionsOrderRequest): Promise<VersionsOrder> {
  const response = await fetch(`${base()}/__test/versions/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`making the order: ${response.status} ${await response.text()}`);
  return (await response.json()) as VersionsOrder;
}

export interface ServerOrder {
  status: string;
  holdReason: string | null;
  versions: { id: string; approved: number; deletedAt: string | null; reason: string | null }[];
  history: { versionId: string; content: string }[];
}

/** What the server holds for the order now (read past the widget). */
export async function serverOrder(orderId: string): Promise<ServerOrder> {
  return (await (await fetch(`${base()}/__test/versions/order/${orderId}`)).json()) as ServerOrder;
}

/** The viewer signed in as `username` on `order`; intents are recorded (and kept from navigating). */
export async function openOn(
  username: string,
  order: VersionsOrder,
  props: Partial<ProofingViewerProps> = {},
) {
  const instance = await signedInInstance(username, { baseUrl: base() });
  // Tests read which calls were made; the browser keeps only 250 entries.
  performance.clearResourceTimings();
  const state = createViewerState(order.orderId, order.attachmentId);
  const intents: NavigateIntent[] = [];
  const rendered = render(
    <div style={{ height: '700px', width: '1100px', display: 'grid' }}>
      <ProofingViewer
        orderId={order.orderId}
        attachmentId={order.attachmentId}
        {...props}
        viewerState={state}
        onIntent={(intent, event) => {
          event.preventDefault();
          intents.push(intent);
        }}
      />
    </div>,
    instance,
  );
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the viewer did not render into a shadow root');
  const view = within(host);
  // The viewer has opened its version once the header names it.
  await view.findByShadowRole('heading', { name: /Poster\.png \(v\d+\)/ });
  return { instance, host, shadowRoot: host.shadowRoot, view, state, intents };
}

export type OpenedOn = Awaited<ReturnType<typeof openOn>>;

/** Opens the versions strip and returns its radio group. */
export async function openPanel(opened: OpenedOn) {
  await userEvent.click(await opened.view.findByShadowRole('button', { name: /^Versions/ }));
  return opened.view.findByShadowRole('radiogroup', { name: /versions$/ });
}

/** Sets the order's status in the database only (the viewer hears nothing). */
export async function setStatusQuietly(orderId: string, status: string): Promise<void> {
  await fetch(`${base()}/__test/versions/order/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
}
