import type { NavigateIntent } from 'proofdesk';
import { ProofingViewer } from 'proofdesk/proofing-viewer';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createViewerState } from '../../../../../widgets/proofing-viewer/state/viewer-state';
import { render } from '../../../support/render';

// Issue 11: "An unsaved shape and its draft comment survive …; leaving with unsaved shapes asks first."

function openViewer() {
  const state = createViewerState('42', '7');
  const closes: NavigateIntent[] = [];
  const rendered = render(
    <ProofingViewer
      orderId="42"
      attachmentId="7"
      viewerState={state}
      onIntent={(intent, event) => {
        event.preventDefault();
        if (intent.type === 'close-viewer') closes.push(intent);
      }}
    />,
  );
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]')!;
  const view = within(host);
  // The viewer's own Close (a toast about the unreachable test server may bring another).
  const close = async () =>
    within(await view.findByShadowRole('region', { name: 'Proofing viewer' })).getByShadowRole('button', {
      name: 'Close',
    });
  return { state, closes, view, close };
}

const UNSAVED = {
  shape: { className: 'Rect', attrs: { id: 'shape-x', version: '0.2' }, page: 1, scale: 1, isUnsaved: true },
  comment: 'Bigger logo',
};

describe('leaving the viewer with an unsaved shape', () => {
  it('closes at once when nothing is unsaved', async () => {
    const { closes, view, close } = openViewer();
    await userEvent.click(await close());
    expect(closes).toHaveLength(1);
    expect(view.queryByShadowRole('alertdialog')).toBeNull();
  });

  it('asks first; No stays with the shape, Yes closes', async () => {
    const { state, closes, view, close } = openViewer();
    state.$draft.set(UNSAVED);
    await userEvent.click(await close());
    const prompt = await view.findByShadowRole('alertdialog', { name: 'Unsaved marker' });
    expect(prompt.textContent).toContain(
      'Your marker and its comment are not posted yet. Leave and lose them?',
    );
    await userEvent.click(within(prompt).getByShadowRole('button', { name: 'No' }));
    expect(closes).toHaveLength(0);
    expect(state.$draft.get()).toBe(UNSAVED);
    await userEvent.click(await close());
    await userEvent.click(
      within(await view.findByShadowRole('alertdialog')).getByShadowRole('button', { name: 'Yes' }),
    );
    expect(closes).toEqual([{ type: 'close-viewer', path: '/orders/detail/42', params: { orderId: '42' } }]);
  });
});
