import { describe, expect, it } from 'vitest';
import {
  BOARD_MAX_PAGE_SIZE,
  BOARD_PAGE_SIZE,
  boardPageAfter,
  FIRST_BOARD_PAGE,
} from '../../../../../widgets/board/store/board-pages';

// A board column's GET /order pages: a small first page, then bigger ones whose page numbers line up
// with what is loaded (the API pages by number and size).

describe('boardPageAfter', () => {
  it('grows the pages 30, 30, 60, 120, 120, then 180 a page', () => {
    const limits: number[] = [FIRST_BOARD_PAGE.limit];
    let loaded = FIRST_BOARD_PAGE.page * FIRST_BOARD_PAGE.limit;
    for (let page = 0; page < 8; page += 1) {
      const next = boardPageAfter(loaded);
      limits.push(next.limit);
      loaded = next.page * next.limit;
    }
    expect(limits).toEqual([30, 30, 60, 120, 120, 180, 180, 180, 180]);
  });

  it('starts each page where the loaded cards end, never past the API’s 200', () => {
    let loaded = BOARD_PAGE_SIZE;
    while (loaded < 6_000) {
      const { page, limit } = boardPageAfter(loaded);
      expect((page - 1) * limit).toBe(loaded);
      expect(limit % BOARD_PAGE_SIZE).toBe(0);
      expect(limit).toBeLessThanOrEqual(BOARD_MAX_PAGE_SIZE);
      expect(BOARD_MAX_PAGE_SIZE).toBeLessThanOrEqual(200);
      loaded += limit;
    }
  });
});
