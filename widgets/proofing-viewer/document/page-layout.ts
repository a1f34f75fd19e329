import type { PageGeometry } from '../state/viewer-state';

// Where each page sits in the scrolled column, which pages are in view, and which hold a canvas
// (issue 11: "Pages 30 px apart. Only visible pages and one ahead hold canvases (at most
// max(6, 2×visible+1)); a canvas leaving that window is released"). Pure, so the rules are tested
// without a browser and the same numbers drive images and PDFs.

/** Proofing §9: "Page gap 30 px." Also the margin above the first page and below the last. */
export const PAGE_GAP_PX = 30;

/** One page box at the current zoom, in CSS pixels from the top of the column. */
export interface PageBox {
  page: number;
  top: number;
  width: number;
  height: number;
}

export interface PageColumnLayout {
  boxes: PageBox[];
  /** The column's scroll height and width (the widest page), gaps included. */
  height: number;
  width: number;
}

export function layoutPages(pages: readonly PageGeometry[], zoom: number): PageColumnLayout {
  let top = PAGE_GAP_PX;
  let width = 0;
  const boxes = pages.map((page) => {
    const box = { page: page.page, top, width: page.width * zoom, height: page.height * zoom };
    top += box.height + PAGE_GAP_PX;
    width = Math.max(width, box.width);
    return box;
  });
  return { boxes, height: top, width: width + 2 * PAGE_GAP_PX };
}

/** The first and last page (1-based) any part of which is inside [top, top + height); null if none. */
export function visibleRange(
  boxes: readonly PageBox[],
  top: number,
  height: number,
): { first: number; last: number } | null {
  const bottom = top + height;
  // Binary search for the first box ending below `top`: 500 pages are scrolled many times a second.
  let low = 0;
  let high = boxes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const box = boxes[mid]!;
    if (box.top + box.height <= top) low = mid + 1;
    else high = mid;
  }
  let last = low;
  while (last < boxes.length && boxes[last]!.top < bottom) last += 1;
  if (last === low) return null;
  return { first: boxes[low]!.page, last: boxes[last - 1]!.page };
}

/** At most this many canvases at once for `visible` pages in view. */
export function maxCanvases(visible: number): number {
  return Math.max(6, 2 * visible + 1);
}

/**
 * The pages that hold a canvas: those in view and the one ahead (below the last one in view),
 * never more than max(6, 2×visible+1).
 */
export function canvasWindow(range: { first: number; last: number } | null, pageCount: number): number[] {
  if (!range) return [];
  const visible = range.last - range.first + 1;
  const last = Math.min(pageCount, range.last + 1, range.first + maxCanvases(visible) - 1);
  const pages: number[] = [];
  for (let page = range.first; page <= last; page += 1) pages.push(page);
  return pages;
}

/** Pages either side of the canvas window that still get their (empty) box in the column. */
export const BOX_MARGIN_PAGES = 8;

/**
 * The pages whose boxes are in the column: the canvas window and BOX_MARGIN_PAGES either side, so
 * a 500-page file costs a few dozen elements, not 500, and a scroll shows page frames at once.
 * Before the first measure (no window yet), the first pages.
 */
export function boxWindow(active: readonly number[], pageCount: number): { first: number; last: number } {
  if (pageCount === 0) return { first: 1, last: 0 };
  const first = active.length > 0 ? Math.min(...active) : 1;
  const last = active.length > 0 ? Math.max(...active) : 1;
  return {
    first: Math.max(1, first - BOX_MARGIN_PAGES),
    last: Math.min(pageCount, last + BOX_MARGIN_PAGES),
  };
}

/** The page most in view (the largest visible height; the earlier one on a tie), for 'Page x of y'. */
export function mostVisiblePage(boxes: readonly PageBox[], top: number, height: number): number | null {
  const range = visibleRange(boxes, top, height);
  if (!range) return null;
  let best = range.first;
  let bestShown = -1;
  for (let page = range.first; page <= range.last; page += 1) {
    const box = boxes[page - 1]!;
    const shown = Math.min(box.top + box.height, top + height) - Math.max(box.top, top);
    if (shown > bestShown) {
      best = page;
      bestShown = shown;
    }
  }
  return best;
}
