import {
  Button,
  createToastStore,
  TOAST_AUTO_CLOSE_MS,
  type ToastApi,
  ToastRegion,
  useToast,
} from 'proofdesk/react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInShadow } from '../../../support/render';

let api: ToastApi | undefined;
function Raise() {
  api = useToast();
  return <Button onClick={() => api?.success('Order saved.')}>Save</Button>;
}

function renderRegion() {
  return renderInShadow(
    <>
      <Raise />
      <ToastRegion />
    </>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a success toast with the spec title, in the shadow layer, politely announced', async () => {
    const { shadowRoot } = renderRegion();
    await userEvent.click(screen.getByShadowRole('button', { name: 'Save' }));
    const toast = await screen.findByShadowRole('status');
    expect(toast.getRootNode()).toBe(shadowRoot);
    expect(toast.closest('[data-pd-layer]')).not.toBeNull();
    expect(toast.textContent).toContain('Success');
    expect(toast.textContent).toContain('Order saved.');
    expect(toast.classList.contains('pd-toast--success')).toBe(true);
  });

  it("announces errors assertively as 'Ooops!' with the server's messages, and can be dismissed", async () => {
    renderRegion();
    api?.error('Error encountered while processing.', { messages: ['Name is required', 'Date is invalid'] });
    const alert = await screen.findByShadowRole('alert');
    expect(alert.textContent).toContain('Ooops!');
    expect(alert.querySelectorAll('li')).toHaveLength(2);
    await userEvent.click(screen.getByShadowRole('button', { name: 'Dismiss notification' }));
    await expect.poll(() => screen.queryByShadowRole('alert')).toBeNull();
  });

  it('auto-closes after exactly 6000 ms', async () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(6000);
    renderRegion();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api?.warning('Storage almost full.');
    await expect.poll(() => screen.queryByShadowRole('alert')).not.toBeNull();
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByShadowRole('alert')).not.toBeNull();
    vi.advanceTimersByTime(1);
    await expect.poll(() => screen.queryByShadowRole('alert')).toBeNull();
  });

  it('replaces a toast shown again with the same id and restarts its timer (store, no DOM)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = createToastStore();
    store.show({ id: 'upload', message: '10%' });
    vi.advanceTimersByTime(5000);
    store.show({ id: 'upload', message: '50%', variant: 'success' });
    vi.advanceTimersByTime(5000);
    expect(store.$toasts.get()).toEqual([{ id: 'upload', message: '50%', variant: 'success' }]);
    store.show({ message: 'sticky', autoCloseMs: false });
    vi.advanceTimersByTime(1000);
    expect(store.$toasts.get().map((t) => t.message)).toEqual(['sticky']);
  });
});
