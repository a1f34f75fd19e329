// The page board.bench.ts opens. `?mode=signin` signs the bench account in (the session is kept in
// the page's storage, as in a host that was signed in before); `?mode=board` mounts the real board
// and `?mode=naive` the naive one (board-naive.tsx), each loading its own code with a dynamic import
// after the navigation, so both boards' code loads inside the clock, as the portal's route chunks do.
// The page keeps the browser's own clocks for the bench: times are on the page's performance clock,
// whose zero is the navigation's start.
import { createProofdesk, setDefaultProofdesk } from 'proofdesk';
import { frameRecorder } from './frame-work';

export interface PaintTimes {
  /** The board's code has loaded and it is being mounted. */
  mountAt: number;
  /** The end of the last GET /order answer before the ready frame (resource timing). */
  dataAt: number;
  /** The start of the first frame whose DOM shows every column's first screen of cards. */
  readyAt: number;
  /** The start of the frame after it: the ready frame has been painted. */
  paintedAt: number;
}

export interface ScrollState {
  /** The column's scroll box is at its bottom. */
  atBottom: boolean;
  /** Cards the column holds (its server count). */
  total: number;
  /** The furthest card position (1-based) seen at the scroll box's bottom since scrollStart. */
  reached: number;
}

declare global {
  interface Window {
    bench: {
      mode: string;
      painted: Promise<PaintTimes>;
      startFrames(): void;
      /** rAF intervals and each frame's main-thread work, in ms. */
      stopFrames(): { intervals: number[]; work: number[] };
      layout(): { card: Point; through: Point[] };
      /** Centre of the column holding the most cards, and its title. */
      fullestColumn(): { title: string; centre: Point; total: number };
      scrollStart(title: string): void;
      scrollState(): ScrollState;
      /** Ends the scroll: intervals ending in a frame in which the column had moved. */
      movingIntervals(): number[];
      host: HTMLElement;
    };
  }
}

interface Point {
  x: number;
  y: number;
}

const COLUMN_LISTS = '[role="list"], ul[aria-label], ul[aria-labelledby]';
const CARD = '.pd-order-card';

const query = new URLSearchParams(window.location.search);
const mode = query.get('mode') ?? 'board';
/** board-profile.ts: a CPU profile (console.profile) from the mount to the painted frame. */
const profiling = query.has('profile');
const host = document.getElementById('board')!;
const root = () => host.shadowRoot!;

const lists = () => [...(host.shadowRoot?.querySelectorAll<HTMLElement>(COLUMN_LISTS) ?? [])];
/** A column's scroll box: the board's `.pd-board-scroll`, the naive board's list itself. */
const scrollerOf = (list: HTMLElement) => list.closest<HTMLElement>('.pd-board-scroll') ?? list;
const titleOf = (list: Element) => {
  const by = list.getAttribute('aria-labelledby');
  return (by ? root().getElementById(by)?.textContent : list.getAttribute('aria-label'))?.trim() ?? '';
};
/** The column's count: the board's header figure, the naive board's rendered cards. */
const totalOf = (list: HTMLElement) => {
  const count = list.closest('section')?.querySelector('[data-testid="column-count"] [aria-hidden]');
  return count ? Number(count.textContent) : list.querySelectorAll(CARD).length;
};

/**
 * Every column (a list) shows its first screen of cards: its last card reaches down to the bottom
 * of its scroll box (every column of the bench's account holds more than a screen of cards).
 */
function firstScreensShown(): boolean {
  const all = lists();
  if (all.length < 6) return false;
  return all.every((list) => {
    const cards = list.querySelectorAll(CARD);
    const last = cards[cards.length - 1];
    if (!last) return false;
    return (
      last.getBoundingClientRect().bottom >= scrollerOf(list).getBoundingClientRect().bottom ||
      cards.length >= totalOf(list)
    );
  });
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

/** The middle of what shows of an element (a long list is cut by its scroll box and the window). */
function centre(element: Element): Point {
  const rect = element.getBoundingClientRect();
  const bottom = Math.min(rect.bottom, window.innerHeight);
  return { x: rect.x + rect.width / 2, y: Math.min(rect.y + 80, (rect.y + bottom) / 2) };
}

const listTitled = (title: string) => lists().find((item) => titleOf(item).startsWith(title))!;

/** Centres of the first In Progress card and of the In Review, On Hold and Approved lists. */
function layout(): { card: Point; through: Point[] } {
  return {
    card: centre(listTitled('In Progress').querySelector(CARD)!),
    through: ['In Review', 'On Hold', 'Approved'].map((title) => centre(listTitled(title))),
  };
}

function fullestColumn() {
  const list = lists().reduce((most, item) => (totalOf(item) > totalOf(most) ? item : most));
  const box = scrollerOf(list).getBoundingClientRect();
  return {
    title: titleOf(list),
    centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    total: totalOf(list),
  };
}

// The scrolled column and the furthest card seen at the bottom of its scroll box. The scroll only
// goes down, so the furthest position read on each of the bench's polls is the furthest passed.
let scrolled: HTMLElement | null = null;
let reached = 0;
/**
 * Position (1-based) of the last row whose top shows above the scroll box's bottom. The rows are
 * the list's items in order (the board's rendered rows, the naive board's every card), so a
 * binary search reads a few of them, not 5,000. The board's rows carry their index.
 */
function bottomPosition(list: HTMLElement): number {
  const rows = list.children;
  const bottom = scrollerOf(list).getBoundingClientRect().bottom;
  let low = 0;
  let high = rows.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (rows[middle]!.getBoundingClientRect().top < bottom) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (found < 0) return 0;
  const index = (rows[found] as HTMLElement).dataset.index;
  return (index === undefined ? found : Number(index)) + 1;
}
// Each frame's rAF timestamp and the column's scrollTop then, to tell the frames in which the
// column moved from those in which it waited at the end of what was loaded.
let scrollFrames: Array<[number, number]> = [];
function scrollStart(title: string) {
  scrolled = listTitled(title);
  reached = 0;
  scrollFrames = [];
  const box = scrollerOf(scrolled);
  const follow = (at: number) => {
    if (!scrolled) return;
    scrollFrames.push([at, box.scrollTop]);
    requestAnimationFrame(follow);
  };
  requestAnimationFrame(follow);
}
/** Intervals between the rAF callbacks of frames in which the column's scrollTop had changed. */
function movingIntervals(): number[] {
  const frames = scrollFrames;
  scrolled = null;
  const intervals: number[] = [];
  for (let index = 1; index < frames.length; index += 1) {
    if (frames[index]![1] !== frames[index - 1]![1])
      intervals.push(frames[index]![0] - frames[index - 1]![0]);
  }
  return intervals;
}
function scrollState(): ScrollState {
  const list = scrolled!;
  const box = scrollerOf(list);
  reached = Math.max(reached, bottomPosition(list));
  return {
    atBottom: box.scrollTop + box.clientHeight >= box.scrollHeight - 1,
    total: totalOf(list),
    reached,
  };
}

// Each frame's main-thread work and its rAF interval (frame-work.ts says how they are read).
const frames = frameRecorder();

function instance() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  const created = createProofdesk({ baseUrl: `${window.location.origin}/api`, ...(nonce && { nonce }) });
  setDefaultProofdesk(created);
  return created;
}

async function signIn(): Promise<PaintTimes> {
  const signedIn = await instance().session.signIn({
    username: 'owner@demo.test',
    password: 'proofdesk-demo',
    clientType: 'customer',
  });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  return { mountAt: 0, dataAt: 0, readyAt: 0, paintedAt: 0 };
}

/**
 * Spins 50 ms from mountAt: its last sample in the profile ties the profile's clock to the page's
 * (board-profile.ts), which console.profile's own start time does not (the profiler takes a while
 * to start, tens of ms on a loaded machine, so the first samples may come after mountAt).
 */
function markProfileClock() {
  const until = performance.now() + 50;
  while (performance.now() < until) {
    // spin
  }
}

async function start(): Promise<PaintTimes> {
  if (mode === 'signin') return signIn();
  const proofdesk = instance();
  const mount =
    mode === 'naive'
      ? (await import('./board-naive')).mountNaiveBoard
      : (await import('proofdesk/board')).mountBoard;
  // biome-ignore lint/suspicious/noConsole: board-profile.ts reads this profile through CDP
  if (profiling) console.profile('board');
  const mountAt = performance.now();
  // board-trace.ts places a trace's timeline on the page clock by this mark.
  performance.mark('bench-mount');
  if (profiling) markProfileClock();
  mount(host, { instance: proofdesk });
  // Checked at the start of every frame: the first frame whose DOM shows every column's first
  // screen paints it; the next frame's start is after that paint.
  return new Promise<PaintTimes>((resolve) => {
    const check = (readyAt: number) => {
      if (!firstScreensShown()) return requestAnimationFrame(check);
      requestAnimationFrame((paintedAt) => {
        // biome-ignore lint/suspicious/noConsole: the end of board-profile.ts's profile
        if (profiling) console.profileEnd('board');
        resolve({ mountAt, dataAt: dataArrivedAt(readyAt), readyAt, paintedAt });
      });
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
  fullestColumn,
  scrollStart,
  scrollState,
  movingIntervals,
};
