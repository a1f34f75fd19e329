import type { OrderAttachments, OrderDetail, OrderTimelineEntry } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useCallback, useEffect, useState } from 'react';

export type DetailLoad =
  | { status: 'loading' }
  /** Unknown and unreadable look the same (the server answers 404 for both). */
  | { status: 'missing' }
  | { status: 'failed'; title: string; message: string }
  | { status: 'ready'; order: OrderDetail; files: OrderAttachments };

const path = (orderId: string, tail = '') => `/order/${encodeURIComponent(orderId)}${tail}`;

/** Does a realtime payload concern this order (no order id means "everything")? */
const concerns = (payload: unknown, orderId: string) => {
  const id = (payload as { orderId?: unknown } | null)?.orderId;
  return id === undefined || id === null || String(id) === orderId;
};

/**
 * The order, its files and its timeline. `reload-order` reads the order and its files again,
 * `reload-timeline` the timeline, so another user's upload, delete or move shows without a
 * reload; a reload that fails keeps what is on screen.
 */
export function useOrderDetail(orderId: string) {
  const proofdesk = useProofdesk();
  const [load, setLoad] = useState<DetailLoad>({ status: 'loading' });
  const [timeline, setTimeline] = useState<OrderTimelineEntry[] | null>(null);

  const readOrder = useCallback(
    async (first: boolean) => {
      const [order, files] = await Promise.all([
        proofdesk.http.get<OrderDetail>(path(orderId)),
        proofdesk.http.get<OrderAttachments>(path(orderId, '/attachments')),
      ]);
      if (order.ok && files.ok) return { status: 'ready', order: order.data, files: files.data } as const;
      const error = !order.ok ? order.error : !files.ok ? files.error : null;
      if (error?.status === 404) return { status: 'missing' } as const;
      if (!first) return null;
      return { status: 'failed', title: error?.title ?? '', message: error?.message ?? '' } as const;
    },
    [proofdesk, orderId],
  );

  const readTimeline = useCallback(async () => {
    const result = await proofdesk.http.get<OrderTimelineEntry[]>(path(orderId, '/timeline'));
    return result.ok ? result.data : null;
  }, [proofdesk, orderId]);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    setTimeline(null);
    void readOrder(true).then((next) => live && next && setLoad(next));
    void readTimeline().then((next) => live && setTimeline(next ?? []));
    const offOrder = proofdesk.realtime.subscribe('reload-order', (payload) => {
      if (!concerns(payload, orderId)) return;
      void readOrder(false).then((next) => live && next && setLoad(next));
    });
    const offTimeline = proofdesk.realtime.subscribe('reload-timeline', (payload) => {
      if (!concerns(payload, orderId)) return;
      void readTimeline().then((next) => live && next && setTimeline(next));
    });
    return () => {
      live = false;
      offOrder();
      offTimeline();
    };
  }, [proofdesk, orderId, readOrder, readTimeline]);

  /** After this page's own change: read everything again (the socket may be slower, or closed). */
  const refresh = useCallback(() => {
    void readOrder(false).then((next) => next && setLoad(next));
    void readTimeline().then((next) => next && setTimeline(next));
  }, [readOrder, readTimeline]);

  return { load, timeline, refresh };
}
