import { layoutPages, PAGE_GAP_PX, type PageColumnLayout } from '../document/page-layout';
import type { PageGeometry } from '../state/viewer-state';

// Keeping two page columns in step (issue 13 "zoom, pan and page kept in sync"). Two versions may
// differ in page count and size, so the position is carried as "page n, this far down it" rather
// than in pixels: the other side shows the same page at the same place even when page 1 differs.

/** A place in a column: a page (1-based) and how far down it the view's top is (0..1). */
export interface ColumnPlace {
  page: number;
  fraction: number;
}

/** Where the view's top is, in page terms; page 1 at 0 for an empty column. */
export function placeAt(layout: PageColumnLayout, scrollTop: number): ColumnPlace {
  const { boxes } = layout;
  if (boxes.length === 0) return { page: 1, fraction: 0 };
  // The last page whose top is at or above the view's top (the gap above a page belongs to it).
  let found = boxes[0]!;
  for (const box of boxes) {
    if (box.top - PAGE_GAP_PX > scrollTop) break;
    found = box;
  }
  const fraction = (scrollTop - found.top) / Math.max(1, found.height);
  return { page: found.page, fraction: Math.min(1, fraction) };
}

/** The scrollTop showing `place` in another column (its last page when it has fewer). */
export function scrollTopOf(layout: PageColumnLayout, place: ColumnPlace): number {
  const { boxes } = layout;
  if (boxes.length === 0) return 0;
  const box = boxes[Math.min(place.page, boxes.length) - 1]!;
  return Math.max(0, box.top + place.fraction * box.height);
}

/** The follower's scroll for the leader's, both at their own pages and zoom. */
export function followScroll(
  leader: { pages: readonly PageGeometry[]; zoom: number; scrollTop: number; scrollLeft: number },
  follower: { pages: readonly PageGeometry[]; zoom: number },
): { top: number; left: number } {
  const place = placeAt(layoutPages(leader.pages, leader.zoom), leader.scrollTop);
  return { top: scrollTopOf(layoutPages(follower.pages, follower.zoom), place), left: leader.scrollLeft };
}
