import { useEffect, useState } from 'react';
import { useProofdesk } from '../../../sdk/react';
import { type CommentStore, createCommentStore } from './comment-store';

/**
 * The viewer's comment store, created on mount and destroyed on unmount (in an effect, not a memo:
 * StrictMode's second mount must get a live store, not the one the first cleanup destroyed).
 */
export function useCommentStore(orderId: string, attachmentId: string): CommentStore | null {
  const instance = useProofdesk();
  const [store, setStore] = useState<CommentStore | null>(null);
  useEffect(() => {
    const created = createCommentStore({
      orderId,
      attachmentId,
      http: instance.http,
      realtime: instance.realtime,
      session: instance.session,
    });
    setStore(created);
    return () => created.destroy();
  }, [instance, orderId, attachmentId]);
  return store;
}
