import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button, CloseIcon, useWidgetStyles } from '../../../sdk/react';
import { useCommentStore } from '../comments/use-comment-store';
import { fill, type ProofingViewerMessages } from '../messages';
import { createViewerState, startAtZoom, useViewerState, ViewerStateContext } from '../state/viewer-state';
import { defaultCompareMessages } from './messages';
import { initialPair } from './pick-versions';
import { SideDocument } from './side-document';
import { compareStyles } from './styles';
import { ThreadList } from './thread-list';
import { useCompareSync } from './use-compare-sync';
import { useDifference } from './use-difference';
import { useVersionTopics } from './use-version-topics';

export type CompareMode = 'side' | 'overlay' | 'difference';
const MODES: readonly CompareMode[] = ['side', 'overlay', 'difference'];
const SIDES = [0, 1] as const;

interface CompareDialogProps {
  messages: ProofingViewerMessages;
  onClose(): void;
}

/**
 * Compare versions (issue 13): two versions of the attachment side by side, or stacked as an
 * overlay (the right one over the left, with an opacity slider) or as their difference, with zoom,
 * pan and page in step, and both versions' threads (their shapes on each side, and their lists).
 * Each side is a ViewerState of its own, read-only, shown by the viewer's own document code.
 */
export default function CompareDialog({ messages, onClose }: CompareDialogProps) {
  useWidgetStyles(compareStyles);
  const viewer = useViewerState();
  const versions = useStore(viewer.$versions);
  const m = useMemo(() => ({ ...defaultCompareMessages, ...messages }), [messages]);
  const states = useMemo(() => {
    const made = SIDES.map(() => {
      const state = createViewerState(viewer.orderId, viewer.attachmentId);
      state.$readOnly.set(true);
      startAtZoom(state, viewer.$zoom.get());
      return state;
    });
    return [made[0]!, made[1]!] as const;
  }, [viewer]);
  const left = useRef<HTMLDivElement>(null);
  const right = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [left, right] as const, []);
  const [pair, setPair] = useState(() => initialPair(versions, viewer.$version.get()?.id));
  const [mode, setMode] = useState<CompareMode>('side');
  const [opacity, setOpacity] = useState(50);
  const dialog = useRef<HTMLDivElement>(null);
  const chosen = SIDES.map((side) => versions.find((item) => item.id === pair?.[side]));

  useEffect(() => {
    SIDES.forEach((side) => {
      states[side].$version.set(chosen[side] ?? null);
    });
  });
  useCompareSync(states, refs);
  useDifference(mode === 'difference', refs[0], refs[1]);
  useEffect(() => dialog.current?.focus(), []);

  const comments = useCommentStore(viewer.orderId, viewer.attachmentId);
  const topics = [
    useVersionTopics(comments, states[0], chosen[0] ?? null),
    useVersionTopics(comments, states[1], chosen[1] ?? null),
  ];
  const stacked = mode !== 'side';
  const modeLabel = { side: m.compareSideBySide, overlay: m.compareOverlay, difference: m.compareDifference };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') keepFocusInside(event);
  };

  return (
    <div
      ref={dialog}
      className="pd-compare"
      role="dialog"
      aria-modal="true"
      aria-labelledby="pd-compare-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="pd-compare-bar">
        <h2 id="pd-compare-title" className="pd-compare-title">
          {m.compareTitle}
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not a form's fieldset */}
        <div className="pd-compare-modes" role="group" aria-label={m.compareModeLabel}>
          {MODES.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={mode === name ? 'primary' : 'ghost'}
              aria-pressed={mode === name}
              onClick={() => setMode(name)}
            >
              {modeLabel[name]}
            </Button>
          ))}
        </div>
        {mode === 'overlay' && (
          <label className="pd-compare-opacity">
            {m.compareOpacity}
            <input
              type="range"
              min={0}
              max={100}
              value={opacity}
              aria-valuetext={`${opacity}%`}
              onChange={(event) => setOpacity(Number(event.target.value))}
            />
          </label>
        )}
        {mode === 'difference' && <p className="pd-compare-hint">{m.compareDifferenceHint}</p>}
        <Button variant="ghost" size="icon" aria-label={m.close} onClick={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <div className="pd-compare-pickers">
        {SIDES.map((side) => (
          <label key={side} className="pd-compare-picker">
            {side === 0 ? m.compareLeft : m.compareRight}
            <select
              value={pair?.[side] ?? ''}
              onChange={(event) =>
                setPair((current) => {
                  const next: [string, string] = current ? [...current] : ['', ''];
                  next[side] = event.target.value;
                  return next;
                })
              }
            >
              {versions.map((item) => (
                <option key={item.id} value={item.id}>
                  {fill(m.compareVersionOption, {
                    version: item.version,
                    list: item.isInternal ? m.tabInternal : m.tabPublic,
                    fileName: item.fileName,
                  })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="pd-compare-stage" data-mode={mode}>
        {SIDES.map((side) => (
          <ViewerStateContext.Provider key={side} value={states[side]}>
            <div
              ref={refs[side]}
              className="pd-compare-side"
              data-side={side === 0 ? 'left' : 'right'}
              // Stacked, the left side lies under the right one and follows it: out of reach.
              inert={stacked && side === 0}
              style={mode === 'overlay' && side === 1 ? { opacity: opacity / 100 } : undefined}
            >
              <SideDocument version={chosen[side]} messages={m} root={refs[side]} />
            </div>
          </ViewerStateContext.Provider>
        ))}
      </div>
      <div className="pd-compare-lists">
        {SIDES.map((side) => (
          <ThreadList
            key={side}
            state={states[side]}
            version={chosen[side]?.version ?? 0}
            topics={topics[side] ?? null}
            messages={m}
          />
        ))}
      </div>
    </div>
  );
}

/** Tab and Shift+Tab go round the dialog's own controls (aria-modal: the viewer behind is out of reach). */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'button, select, input, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => !element.closest('[inert]') && !element.hasAttribute('disabled'));
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
  if (!first || !last) return;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../first-path';
