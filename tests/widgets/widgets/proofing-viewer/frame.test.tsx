import type { NavigateIntent } from 'proofdesk';
import { ProofingViewer } from 'proofdesk/proofing-viewer';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../support/render';

// Proofing §2.7 layout, §2.1 "The close action returns to /orders/detail/{orderId}."

function viewerIn(container: HTMLElement) {
  const host = container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the viewer did not render into a shadow root');
  return { host, view: within(host) };
}

describe('ProofingViewer frame', () => {
  it('names its region and announces close-viewer to the order detail route', async () => {
    const heard: NavigateIntent[] = [];
    const rendered = render(
      <ProofingViewer
        orderId="42"
        attachmentId="7"
        onIntent={(intent, event) => {
          event.preventDefault();
          heard.push(intent);
        }}
      />,
    );
    const { host, view } = viewerIn(rendered.container);
    await view.findByShadowRole('region', { name: 'Proofing viewer' });
    const events: string[] = [];
    host.addEventListener('proofdesk:close-viewer', (event) => events.push((event as CustomEvent).type));
    await userEvent.click(await view.findByShadowRole('button', { name: 'Close' }));
    expect(events).toEqual(['proofdesk:close-viewer']);
    expect(heard).toEqual([{ type: 'close-viewer', path: '/orders/detail/42', params: { orderId: '42' } }]);
  });

  it('takes overrides of its strings', async () => {
    const rendered = render(
      <ProofingViewer orderId="1" attachmentId="2" messages={{ viewerLabel: 'Proof', close: 'Back' }} />,
    );
    const { view } = viewerIn(rendered.container);
    await view.findByShadowRole('region', { name: 'Proof' });
    await view.findByShadowRole('button', { name: 'Back' });
  });
});
