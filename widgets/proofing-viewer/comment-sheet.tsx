import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, CloseIcon, Icon, useWidgetStyles } from '../../sdk/react';
import type { ProofingViewerMessages } from './messages';
import { sheetStyles } from './sheet-styles';
import { useViewerState } from './state/viewer-state';

interface CommentSheetProps {
  messages: ProofingViewerMessages;
  /** The frame's narrow layout (use-narrow.ts): the comments are a sheet over the viewer's foot. */
  narrow: boolean;
  /** The comment panel: the same element in both layouts, so a resize keeps what is typed in it. */
  children: ReactNode;
}

/**
 * Where the comment panel sits. Wide, beside the document as it always was. Narrow (a phone, a host's
 * narrow column), in a sheet the user opens with a button that shows the thread count, so the
 * document keeps the viewer's height: opening it moves focus to its close button, closing it (that
 * button, or Escape inside it) hands focus back. It also opens by itself when the panel has
 * something to show: a shape just drawn (its comment box), a thread selected on the document or by a
 * deep link.
 */
export function CommentSheet({ messages: m, narrow, children }: CommentSheetProps) {
  useWidgetStyles(sheetStyles);
  const state = useViewerState();
  const threads = useStore(state.$topics).length;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const shows = useRef({ narrow, open });
  shows.current = { narrow, open };

  useEffect(() => {
    // Synchronously: the deep link focuses the thread right after selecting it, and a hidden
    // sheet's thread cannot take focus (these atoms are set from events and timers, not renders).
    const reveal = (value: unknown) => {
      if (value && shows.current.narrow && !shows.current.open) flushSync(() => setOpen(true));
    };
    const stops = [state.$draft.listen(reveal), state.$selectedTopicId.listen(reveal)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [state]);

  const show = () => {
    flushSync(() => setOpen(true));
    closer.current?.focus();
  };
  const hide = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // Escape that nothing inside handled (a reply box cancelling, a menu or a prompt closing).
  const onKeyDown = (event: KeyboardEvent) => {
    if (!narrow || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    hide();
  };

  return (
    <>
      {narrow && (
        <Button
          ref={opener}
          size="sm"
          variant="secondary"
          className="pd-viewer-sheet-toggle"
          aria-expanded={open}
          aria-controls={sheetId}
          title={m.commentsSheet}
          onClick={open ? hide : show}
        >
          <Icon size={18}>
            <path d="M4 5h16v11H9l-5 4z" />
          </Icon>
          <span className="pd-viewer-sheet-label">{m.commentsSheet}</span>{' '}
          <span className="pd-viewer-sheet-count">{threads}</span>
        </Button>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the focused control inside */}
      <div id={sheetId} className="pd-viewer-sheet" hidden={narrow && !open} onKeyDown={onKeyDown}>
        {narrow && (
          <div className="pd-viewer-sheet-head">
            <Button ref={closer} size="icon" variant="ghost" aria-label={m.commentsSheetClose} onClick={hide}>
              <CloseIcon />
            </Button>
          </div>
        )}
        {children}
      </div>
    </>
  );
}
