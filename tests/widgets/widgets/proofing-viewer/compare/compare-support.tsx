import { createViewerState, ProofingViewer, type ProofingViewerProps } from 'proofdesk/proofing-viewer';
import { within } from 'shadow-dom-testing-library';
import { inject } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../../support/render';
import { signedInInstance } from '../../../support/sessions';
import { until } from '../support';

export const compareFixtures = () => inject('compare');

/** The viewer signed in as `username` against the compare tests' server. */
export async function openOnCompareServer(
  username: string,
  props: Omit<ProofingViewerProps, 'viewerState'>,
  box: { width: number; height: number } = { width: 1200, height: 800 },
) {
  const instance = await signedInInstance(username, { baseUrl: compareFixtures().apiBaseUrl });
  const state = createViewerState(props.orderId, props.attachmentId);
  const rendered = render(
    <div style={{ height: `${box.height}px`, width: `${box.width}px`, display: 'grid' }}>
      <ProofingViewer {...props} viewerState={state} onIntent={(_intent, event) => event.preventDefault()} />
    </div>,
    instance,
  );
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the viewer did not render into a shadow root');
  return { host, shadowRoot: host.shadowRoot, view: within(host), state, instance };
}

/** Opens the compare view from the header and waits for both sides' first page. */
export async function openCompare(opened: Awaited<ReturnType<typeof openOnCompareServer>>) {
  const { view, shadowRoot } = opened;
  // The header's actions come once the document has shown (or after 1 s): a PDF's first page.
  await userEvent.click(await view.findByShadowRole('button', { name: 'Compare' }, { timeout: 10_000 }));
  const dialog = await view.findByShadowRole('dialog', { name: 'Compare versions' }, { timeout: 10_000 });
  await until(() => {
    for (const side of sides(shadowRoot)) {
      if (!side.querySelector('.pd-viewer-page-box .pd-viewer-page-picture')) throw new Error('not yet');
    }
  });
  return dialog;
}

export const sides = (root: ShadowRoot) => [
  root.querySelector<HTMLElement>('.pd-compare-side[data-side="left"]')!,
  root.querySelector<HTMLElement>('.pd-compare-side[data-side="right"]')!,
];

export const scrollerOf = (side: HTMLElement) => side.querySelector<HTMLElement>('.pd-viewer-scroll')!;

export const zoomOf = (side: HTMLElement) => side.querySelector('.pd-viewer-zoom-value')?.textContent;
