import { useEffect, useState } from 'react';
import type { GuestData } from '../../../sdk/contract';
import type { ProofdeskInstance } from '../../../sdk/core/instance';
import {
  Button,
  ProofdeskContext,
  useProofdesk,
  useWidgetMessages,
  useWidgetStyles,
} from '../../../sdk/react';
import type { GuestChunkProps } from '../guest-entry';
import { defaultProofingViewerMessages, fill } from '../messages';
import { defaultGuestMessages } from './guest-messages';
import { BrokenLinkPage, WelcomeModal } from './guest-pages';
import { type GuestOutcome, signInGuest } from './guest-sign-in';
import { guestStyles } from './guest-styles';

const defaults = { ...defaultProofingViewerMessages, ...defaultGuestMessages };

/**
 * The guest reviewer (proofing §2.4–§2.6): signs the link in on an instance of its own, then shows
 * the newest attachment's latest version with previous/next over the order's attachments (only
 * with more than one, wrapping at both ends), no version panel and no close button, and the
 * welcome modal after 500 ms. A refused, unknown or empty link ends on the broken-link page; a
 * revoked one too, at its next call.
 */
export default function GuestReviewer(props: GuestChunkProps) {
  useWidgetStyles(guestStyles);
  const m = useWidgetMessages(defaults, props.messages);
  const host = useProofdesk();
  const [outcome, setOutcome] = useState<GuestOutcome | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const linkToken = props.guestToken ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` signs in again ('Got it!' after a blocked sign-in)
  useEffect(() => {
    let live = true;
    let made: ProofdeskInstance | undefined;
    setOutcome(null);
    const signals = {
      denied: () => live && setOutcome({ kind: 'broken', denied: true }),
      blocked: () => live && setBlocked(true),
    };
    void signInGuest(host, linkToken, signals).then((result) => {
      if (result.kind === 'ready') made = result.instance;
      if (!live) return made?.destroy();
      if (result.kind === 'blocked') setBlocked(true);
      setOutcome(result);
    });
    return () => {
      live = false;
      made?.destroy();
    };
  }, [host, linkToken, attempt]);

  // 'Got it!' after a sign-in that never reached the server tries again (the blocker may be off now).
  const gotIt = () => {
    setBlocked(false);
    if (outcome?.kind === 'blocked') setAttempt((n) => n + 1);
  };
  return (
    <div className="pd-guest">
      {outcome?.kind === 'broken' && <BrokenLinkPage messages={m} denied={outcome.denied} />}
      {outcome?.kind === 'ready' && (
        <GuestFrame {...props} data={outcome.data} instance={outcome.instance} messages={m} />
      )}
      {blocked && <props.adBlock messages={m} onClose={gotIt} />}
    </div>
  );
}

interface GuestFrameProps extends GuestChunkProps {
  data: GuestData;
  instance: ProofdeskInstance;
  messages: typeof defaults;
}

function GuestFrame({
  data,
  instance,
  messages: m,
  frame: Frame,
  adBlock: _adBlock,
  ...props
}: GuestFrameProps) {
  const [index, setIndex] = useState(0);
  const count = data.attachments.length;
  const current = data.attachments[index % count];
  if (!current) return null;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  return (
    <>
      <header className="pd-guest-bar">
        <h1 className="pd-guest-title">{m.guestTitle}</h1>
        {count > 1 && (
          <nav className="pd-guest-nav" aria-label={m.guestTitle}>
            <Button variant="ghost" size="sm" onClick={() => step(-1)}>
              {m.guestPrevious}
            </Button>
            <span aria-live="polite">{fill(m.guestFileOf, { file: index + 1, files: count })}</span>
            <Button variant="ghost" size="sm" onClick={() => step(1)}>
              {m.guestNext}
            </Button>
          </nav>
        )}
      </header>
      <div className="pd-guest-viewer">
        <ProofdeskContext.Provider value={instance}>
          <Frame
            key={current.id}
            {...props}
            messages={m}
            orderId={data.orderId}
            attachmentId={current.id}
            versionId={current.versions[0]?.id}
            public
            viewerState={undefined}
          />
        </ProofdeskContext.Provider>
      </div>
      <WelcomeModal messages={m} data={data} />
    </>
  );
}

// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../first-path';
