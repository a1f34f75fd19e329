import type { User } from 'proofdesk';
import type { TourKey } from 'proofdesk/contract';
import { useFocusTrap, useProofdesk, useToast } from 'proofdesk/react';
import { can, isCustomerSideRole, Subject } from 'proofdesk/rules';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { tourMessages as m } from './messages';
import { stepsFor, TOURS, type TourDefinition, type TourStep } from './tour-definitions';

// Guided tours on the portal's own layer (docs/architecture.md decision "guided tours"): a 0.8
// overlay with a cut-out around the step's element, a modal step dialog (focus trapped, returned
// after), keys (arrows and Enter move, Escape skips) and a live region announcing each step.

/** Dashboard §9: "Tour overlay opacity 0.8". */
export const TOUR_OVERLAY_OPACITY = 0.8;
/** How long a screen may take to render a tour's first anchor (lazy screens, their first load). */
const ANCHOR_WAIT_MS = 8000;
const ANCHOR_POLL_MS = 250;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

const flagOf = (key: TourKey) => `${key}TourGuide` as const;

/** Tours run only when the profile and payment are complete, for users who may update the flags. */
export function toursAllowed(user: User): boolean {
  return user.isProfileComplete && user.isPaymentComplete && can(user, 'update', Subject.TOUR_GUIDE);
}

/** The tour for this path the user has not finished or skipped, in the spec's order. */
export function pendingTour(
  user: User,
  pathname: string,
  done: ReadonlySet<TourKey>,
): TourDefinition | undefined {
  const admin = !isCustomerSideRole(user.role);
  const tour = user.tour as Partial<Record<string, boolean>> | undefined;
  return TOURS.find(
    (candidate) =>
      tour?.[flagOf(candidate.key)] === true &&
      !done.has(candidate.key) &&
      stepsFor(candidate, admin).length > 0 &&
      candidate.paths.some((path) => matchPath(path, pathname)),
  );
}

interface Running {
  key: TourKey;
  steps: Array<TourStep & { element: Element }>;
}

export function TourRunner({ user }: { user: User }) {
  const proofdesk = useProofdesk();
  const toast = useToast();
  const { pathname } = useLocation();
  const [done, setDone] = useState<ReadonlySet<TourKey>>(new Set());
  const [running, setRunning] = useState<Running | null>(null);
  const sent = useRef(new Set<TourKey>());

  const candidate = toursAllowed(user) ? pendingTour(user, pathname, done) : undefined;
  const admin = !isCustomerSideRole(user.role);

  // Waits for the first anchor (the screen may still be loading), then takes the steps whose
  // anchors exist; a tour whose screen is not built never starts.
  useEffect(() => {
    if (!candidate || running) return;
    const steps = stepsFor(candidate, admin);
    const first = steps[0];
    if (!first) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (document.querySelector(first.anchor)) {
        window.clearInterval(timer);
        const present = steps.flatMap((step) => {
          const element = document.querySelector(step.anchor);
          return element ? [{ ...step, element }] : [];
        });
        setRunning({ key: candidate.key, steps: present });
      } else if (Date.now() - started > ANCHOR_WAIT_MS) window.clearInterval(timer);
    }, ANCHOR_POLL_MS);
    return () => window.clearInterval(timer);
  }, [candidate, running, admin]);

  // Leaving the tour's screen ends it without marking it (it shows again next time).
  const runningKey = running?.key;
  useEffect(() => {
    if (!runningKey) return;
    const tour = TOURS.find((t) => t.key === runningKey);
    if (tour && !tour.paths.some((path) => matchPath(path, pathname))) setRunning(null);
  }, [pathname, runningKey]);

  const close = useCallback(
    async (key: TourKey) => {
      setRunning(null);
      setDone((previous) => new Set(previous).add(key));
      // "Finishing or skipping a tour marks it false on the server": once per tour.
      if (sent.current.has(key)) return;
      sent.current.add(key);
      const result = await proofdesk.http.put(`/profile/tour/${key}`, {
        body: { data: false },
        csrf: 'profile',
      });
      if (!result.ok) {
        toast.error(result.error.message || m.genericError, { title: result.error.title || m.errorTitle });
        return;
      }
      if (result.message) toast.success(result.message);
    },
    [proofdesk, toast],
  );

  if (!running) return null;
  return <TourDialog key={running.key} steps={running.steps} onClose={() => void close(running.key)} />;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The overlay's four rectangles around `box` (the whole screen before the box is measured). */
function shades(box: Box | null, size: { width: number; height: number }) {
  if (!box) return [{ key: 'all', rect: { top: 0, left: 0, width: '100%', height: '100%' } }];
  const top = Math.max(0, box.top);
  const bottom = Math.min(size.height, box.top + box.height);
  const left = Math.max(0, box.left);
  const right = Math.min(size.width, box.left + box.width);
  return [
    { key: 'top', rect: { top: 0, left: 0, width: size.width, height: top } },
    {
      key: 'bottom',
      rect: { top: bottom, left: 0, width: size.width, height: Math.max(0, size.height - bottom) },
    },
    { key: 'left', rect: { top, left: 0, width: left, height: Math.max(0, bottom - top) } },
    {
      key: 'right',
      rect: { top, left: right, width: Math.max(0, size.width - right), height: Math.max(0, bottom - top) },
    },
  ];
}

const PAD = 6;
const EDGE = 8;
const GAP = 12;

function TourDialog({ steps, onClose }: { steps: Running['steps']; onClose(): void }) {
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const dialog = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const step = steps[index] as Running['steps'][number];
  const last = index === steps.length - 1;
  const trapKeys = useFocusTrap(dialog, true, next);

  // The spotlight follows the element (scrolling, resizing, the layout settling).
  useLayoutEffect(() => {
    const element = step.element;
    if (element instanceof HTMLElement) element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setBox({
        top: rect.top - PAD,
        left: rect.left - PAD,
        width: rect.width + 2 * PAD,
        height: rect.height + 2 * PAD,
      });
      setSize({ width: window.innerWidth, height: window.innerHeight });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  // Focus stays on the dialog's main button as the steps change.
  useEffect(() => {
    if (index >= 0) next.current?.focus({ preventScroll: true });
  }, [index]);

  const forward = () => (last ? onClose() : setIndex(index + 1));
  const backward = () => setIndex(Math.max(0, index - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    trapKeys(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      forward();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      backward();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      forward();
    }
  };

  // The dialog below the element when it fits, else above, else over the lower edge of the screen.
  const width = Math.min(360, Math.max(0, size.width - 2 * EDGE));
  const height = dialog.current?.offsetHeight ?? 180;
  let top = EDGE;
  let left = EDGE;
  if (box) {
    left = Math.min(Math.max(EDGE, box.left), Math.max(EDGE, size.width - width - EDGE));
    const below = box.top + box.height + GAP;
    const above = box.top - GAP - height;
    if (below + height <= size.height - EDGE) top = below;
    else if (above >= EDGE) top = above;
    else top = Math.max(EDGE, size.height - height - EDGE);
  }
  const text = { n: index + 1, total: steps.length };

  return (
    <div className="tour-layer" data-testid="tour">
      {/* The overlay at 0.8 around the element: four shades, the element's box left clear. Clicks
          outside the step do nothing (the shades and the blocker take them; the tour is modal). */}
      <div className="tour-blocker" />
      {shades(box, size).map((shade) => (
        <div
          key={shade.key}
          className="tour-shade"
          aria-hidden="true"
          style={{ ...shade.rect, backgroundColor: `rgba(0, 0, 0, ${TOUR_OVERLAY_OPACITY})` }}
        />
      ))}
      {box ? (
        <div
          className="tour-spotlight"
          aria-hidden="true"
          style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
        />
      ) : null}
      <div role="status" aria-live="polite" className="app-sr-only">
        {fill(m.announce, { ...text, title: step.text.title, body: step.text.body })}
      </div>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="tour-step"
        style={{ top, left, width }}
        onKeyDown={onKeyDown}
      >
        <p className="tour-count">{fill(m.step, text)}</p>
        <h2 id={titleId} className="tour-title">
          {step.text.title}
        </h2>
        <p id={bodyId} className="tour-body">
          {step.text.body}
        </p>
        <p className="app-sr-only">{m.keysHint}</p>
        <div className="tour-actions">
          <button type="button" className="pd-button pd-button--ghost pd-button--sm" onClick={onClose}>
            {m.skip}
          </button>
          <span className="tour-spacer" />
          {index > 0 ? (
            <button type="button" className="pd-button pd-button--secondary pd-button--sm" onClick={backward}>
              {m.back}
            </button>
          ) : null}
          <button
            ref={next}
            type="button"
            className="pd-button pd-button--primary pd-button--sm"
            onClick={forward}
          >
            {last ? m.finish : m.next}
          </button>
        </div>
      </div>
    </div>
  );
}
