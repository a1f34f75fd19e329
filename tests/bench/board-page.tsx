// The page board.bench.ts opens: signs the bench account in, mounts the real board
// (?mode=board) or the naive one (?mode=naive), and keeps the browser's own clocks for the bench.
import { createProofdesk, setDefaultProofdesk } from 'proofdesk';
import { mountBoard } from 'proofdesk/board';
import { mountNaiveBoard } from './board-naive';
import { frameRecorder } from './frame-work';

declare global {
  interface Window {
    bench: {
      mode: string;
      /** Resolves when every column shows cards: times in ms on the page's performance clock. */
      painted: Promise<{ mountAt: number; dataAt: number; readyAt: number; paintedAt: number }>;
      startFrames(): void;
      /** rAF intervals and each frame's main-thread work, in ms. */
      stopFrames(): { intervals: number[]; work: number[] };
      layout(): { card: Point; through: Point[] };
      host: HTMLElement;
    };
  }
}

interface Point {
  x: number;
  y: number;
}

const COLUMN_LISTS = '[role="list"], ul[aria-label], ul[aria-labelledby]';

const mode = new URLSearchParams(window.location.search).get('mode') ?? 'board';
const host = document.getElementById('board')!;

/** Every column (a list) shows at least one card. */
function allColumnsShowCards(): boolean {
  const lists = host.shadowRoot?.querySelectorAll(COLUMN_LISTS) ?? [];
  if (lists.length < 6) return false;
  return [...lists].every((list) => list.querySelector('.pd-order-card'));
}

/** The end of the latest GET /order answer before `until` (resource timing: when the data arrived). */
function dataArrivedAt(until: number): number {
  const answers = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/order?'))
    .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
    .filter((end) => end <= until);
  return Math.max(...answers);
}

/** Centres of the first In Progress card and of the In Review, On Hold and Approved lists. */
function layout(): { card: Point; through: Point[] } {
  const root = host.shadowRoot!;
  const label = (list: Element) => {
    const by = list.getAttribute('aria-labelledby');
    return (by ? root.getElementById(by)?.textContent : list.getAttribute('aria-label'))?.trim() ?? '';
  };
  const lists = [...root.querySelectorAll(COLUMN_LISTS)];
  // The middle of what shows of an element (a long list is cut by its scroll box and the window).
  const centre = (element: Element): Point => {
    const rect = element.getBoundingClientRect();
    const bottom = Math.min(rect.bottom, window.innerHeight);
    return { x: rect.x + rect.width / 2, y: Math.min(rect.y + 80, (rect.y + bottom) / 2) };
  };
  const list = (title: string) => lists.find((item) => label(item).startsWith(title))!;
  return {
    card: centre(list('In Progress').querySelector('.pd-order-card')!),
    through: ['In Review', 'On Hold', 'Approved'].map((title) => centre(list(title))),
  };
}

// Each frame's main-thread work and its rAF interval (frame-work.ts says how they are read).
const frames = frameRecorder();

async function start() {
  const instance = createProofdesk({ baseUrl: `${window.location.origin}/api` });
  setDefaultProofdesk(instance);
  const signedIn = await instance.session.signIn({
    username: 'owner@demo.test',
    password: 'proofdesk-demo',
    clientType: 'customer',
  });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  await instance.session.loadProfile();

  const mountAt = performance.now();
  if (mode === 'naive') mountNaiveBoard(host, { instance });
  else mountBoard(host, { instance });
  // Checked at the start of every frame: the first frame whose DOM has every column's cards paints
  // them; the next frame's start is after that paint.
  return new Promise<{ mountAt: number; dataAt: number; readyAt: number; paintedAt: number }>((resolve) => {
    const check = (readyAt: number) => {
      if (!allColumnsShowCards()) return requestAnimationFrame(check);
      requestAnimationFrame((paintedAt) =>
        resolve({ mountAt, dataAt: dataArrivedAt(readyAt), readyAt, paintedAt }),
      );
    };
    requestAnimationFrame(check);
  });
}

window.bench = {
  mode,
  host,
  painted: start(),
  startFrames: () => frames.start(),
  stopFrames: () => frames.stop(),
  layout,
};
