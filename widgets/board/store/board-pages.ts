import { ORDER_PAGE } from '../../../sdk/contract/constants';

/** Cards in a column's first GET /order page: a screen or two of a column, so it paints early. */
export const BOARD_PAGE_SIZE = 30;
/**
 * The largest follow-up page: a fast scroll passes about 180 cards a second, so a page this size
 * per request keeps up where 30 did not (docs/performance.md "Order board"); under the API's 200.
 */
export const BOARD_MAX_PAGE_SIZE = Math.min(180, ORDER_PAGE.maxLimit);

/** A GET /order page: the API pages by number and size, so the offset is (page − 1) × limit. */
export interface BoardPage {
  page: number;
  limit: number;
}

export const FIRST_BOARD_PAGE: BoardPage = { page: 1, limit: BOARD_PAGE_SIZE };

/**
 * The page that starts where `loaded` cards end: the largest size (a multiple of the first page's,
 * at most BOARD_MAX_PAGE_SIZE) that divides `loaded`, so the API's page numbers line up with what
 * is loaded. Sizes grow 30, 30, 60, 120, 120, 180, 180… (offsets 30, 60, 120, 240, 360, 540…).
 */
export function boardPageAfter(loaded: number): BoardPage {
  let limit = BOARD_PAGE_SIZE;
  for (
    let size = BOARD_MAX_PAGE_SIZE - (BOARD_MAX_PAGE_SIZE % BOARD_PAGE_SIZE);
    size > limit;
    size -= BOARD_PAGE_SIZE
  ) {
    if (loaded % size === 0) {
      limit = size;
      break;
    }
  }
  return { page: loaded / limit + 1, limit };
}
