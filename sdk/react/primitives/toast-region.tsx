import { useStore } from '@nanostores/react';
import { createPortal } from 'react-dom';
import type { ToastStore } from '../../core/toasts';
import { useMessages } from '../messages-provider';
import { useLayer } from '../use-layer';
import { useProofdesk } from '../use-proofdesk';
import { Toast } from './toast';
import { getToastStore } from './use-toast';

export interface ToastRegionProps {
  /** Defaults to the instance's queue (the one useToast() writes to). */
  store?: ToastStore;
}

/** Where toasts appear: fixed at the corner, on the shadow root's layer. Render one per page. */
export function ToastRegion({ store }: ToastRegionProps) {
  const instance = useProofdesk();
  const queue = store ?? getToastStore(instance);
  const toasts = useStore(queue.$toasts);
  const layer = useLayer();
  const messages = useMessages();
  const region = (
    <section className="pd-toast-region" aria-label={messages.notifications}>
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} onDismiss={queue.dismiss} />
      ))}
    </section>
  );
  return layer ? createPortal(region, layer) : region;
}
