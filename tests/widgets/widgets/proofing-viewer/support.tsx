import type { NavigateIntent, ThemeInput } from 'proofdesk';
import {
  createViewerState,
  ProofingViewer,
  type ProofingViewerProps,
  type ViewerState,
} from 'proofdesk/proofing-viewer';
import { within } from 'shadow-dom-testing-library';
import { expect, inject } from 'vitest';
import { render } from '../../support/render';
import { signedInInstance } from '../../support/sessions';

export const fixtures = () => inject('viewer');

/** The attachment ids the demo seed gives an order's files. */
export const demoAttachment = {
  poster: (orderId: string) => `${orderId}-customerReview-poster-png`,
  brochure: (orderId: string) => `${orderId}-customerReview-brochure-pdf`,
  draft: (orderId: string) => `${orderId}-internalReview-layout-draft-png`,
};

export interface OpenedViewer {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  view: ReturnType<typeof within>;
  state: ViewerState;
  intents: NavigateIntent[];
  rerender(props: Partial<ProofingViewerProps>): void;
}

/**
 * The viewer signed in as `username` against the viewer tests' server, with a state the test can
 * read; intents are recorded (and kept from navigating).
 */
export async function openViewer(
  username: string,
  props: Omit<ProofingViewerProps, 'viewerState'> & { theme?: ThemeInput },
  box: { width: number; height: number } = { width: 1000, height: 700 },
): Promise<OpenedViewer> {
  const instance = await signedInInstance(username, { baseUrl: fixtures().apiBaseUrl });
  // Tests read which URLs were fetched; the browser keeps only 250 entries.
  performance.clearResourceTimings();
  const state = createViewerState(props.orderId, props.attachmentId);
  const intents: NavigateIntent[] = [];
  const onIntent: ProofingViewerProps['onIntent'] = (intent, event) => {
    event.preventDefault();
    intents.push(intent);
  };
  // A grid cell, so the viewer fills the box as a host sizes it. In a flex row it would take its
  // content's width, narrow (and in its narrow layout) until the file arrives.
  const ui = (extra: Partial<ProofingViewerProps> = {}) => (
    <div style={{ height: `${box.height}px`, width: `${box.width}px`, display: 'grid' }}>
      <ProofingViewer
        {...props}
        {...extra}
        viewerState={state}
        onIntent={onIntent}
        className="viewer-under-test"
      />
    </div>
  );
  const rendered = render(ui(), instance);
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the viewer did not render into a shadow root');
  return {
    host,
    shadowRoot: host.shadowRoot,
    view: within(host),
    state,
    intents,
    rerender: (extra) => rendered.rerender(ui(extra)),
  };
}

/** Resolves once `check` passes (polling, like findBy*). */
export async function until(check: () => void, timeout = 10_000): Promise<void> {
  await expect
    .poll(
      () => {
        try {
          check();
          return true;
        } catch {
          return false;
        }
      },
      { timeout },
    )
    .toBe(true);
}

/** The painted canvases of the shown PDF. */
export const paintedPages = (root: ShadowRoot) =>
  [...root.querySelectorAll('canvas[data-painted]')].map((c) =>
    Number(c.closest('[data-page]')?.getAttribute('data-page')),
  );

export const liveCanvases = (root: ShadowRoot) => root.querySelectorAll('.pd-viewer-page-box canvas').length;
