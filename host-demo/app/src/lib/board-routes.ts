// The two pages of the order board (dashboard §2: "/" the board, "/order-list" its list view). The
// header's quick search and Board View / List View toggles show on these pages only.
export const BOARD_PATH = '/';
export const LIST_PATH = '/order-list';

export function isBoardPage(pathname: string): boolean {
  return pathname === BOARD_PATH || pathname === LIST_PATH;
}

// Dashboard §2 "Header": the create button hides on the create-order, create-customer and
// service-selection pages (service selection is the first step of /orders/new).
const CREATE_PAGES = ['/orders/new', '/customer/new'];

export function isCreatePage(pathname: string): boolean {
  return CREATE_PAGES.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
