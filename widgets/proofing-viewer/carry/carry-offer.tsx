import { useEffect, useMemo, useState } from 'react';
import type {
  AnnotationTopic,
  AttachmentVersion,
  CarryForwardResult,
  VersionWithAnnotations,
} from '../../../sdk/contract';
import { Button, useProofdesk } from '../../../sdk/react';
import { fill, fillPlural } from '../messages';
import { useViewerState } from '../state/viewer-state';
import { type CarryMessages, defaultCarryMessages } from './messages';

interface CarryOfferProps {
  messages: Partial<CarryMessages> | object;
  from: AttachmentVersion;
  to: AttachmentVersion;
  topics: readonly AnnotationTopic[];
  onCarried(): void;
}

/** The open threads of `from` not carried to `to` yet (the server skips the others too). */
export const carriableTopics = (topics: readonly AnnotationTopic[], toVersionId: string) =>
  topics.filter(
    (topic) => !topic.isResolve && !(topic.carriedTo ?? []).some((link) => link.versionId === toVersionId),
  );

/**
 * 'Carry N open threads from v{n}': reads the previous version's threads, and on the click asks the
 * server to copy the open ones not carried yet (`POST …/version/:to/carry-forward`). The panel's list
 * reloads on success (the server's reload-timeline tells the other viewers); a refusal says why and
 * keeps the offer.
 */
export default function CarryOffer({ messages, from, to, topics, onCarried }: CarryOfferProps) {
  const m: CarryMessages = useMemo(() => ({ ...defaultCarryMessages, ...messages }), [messages]);
  const { http } = useProofdesk();
  const state = useViewerState();
  const [count, setCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null);
  const base = `/order/${encodeURIComponent(state.orderId)}/attachment/${encodeURIComponent(state.attachmentId)}/version/`;

  // Counted again whenever the shown threads change: after a carry, or another user's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `topics` is the recount's trigger
  useEffect(() => {
    let current = true;
    void http.get<VersionWithAnnotations>(`${base}${encodeURIComponent(from.id)}`).then((result) => {
      if (current && result.ok) setCount(carriableTopics(result.data.topics, to.id).length);
    });
    return () => {
      current = false;
    };
  }, [http, base, from.id, to.id, topics]);

  const carry = async () => {
    setBusy(true);
    const result = await http.post<CarryForwardResult>(`${base}${encodeURIComponent(to.id)}/carry-forward`, {
      csrf: 'card-annotation',
      body: { fromVersionId: from.id },
    });
    setBusy(false);
    if (!result.ok) {
      setOutcome({ failed: true, text: fill(m.carryFailed, { message: result.error.message }) });
      return;
    }
    const carried = result.data.carried.length;
    setOutcome({
      failed: false,
      text: fillPlural(m.carryDone, carried, { version: from.version }, m.locale),
    });
    setCount(0);
    onCarried();
  };

  return (
    <div className="pd-carry">
      {count > 0 && (
        <>
          <Button size="sm" variant="secondary" loading={busy} onClick={() => void carry()}>
            {fillPlural(m.carryOffer, count, { version: from.version }, m.locale)}
          </Button>
          <p className="pd-comments-note">{fill(m.carryHint, { version: from.version })}</p>
        </>
      )}
      <p
        className={outcome?.failed ? 'pd-comment-error' : 'pd-visually-hidden'}
        role={outcome?.failed ? 'alert' : 'status'}
      >
        {outcome?.text}
      </p>
    </div>
  );
}
// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../first-path';
