// The two pages of the order board (dashboard §2: "/" the board, "/order-list" its list view). The
// header's quick search and Board View / List View toggles show on these pages only.
export const BOARD_PATH = '/';
export const LIST_PATH = '/order-list';
/** Dashboard §2 "/archived-order": the archived orders with the Archive Order Filter. */
export const ARCHIVED_PATH = '/archived-order';

export function isBoardPage(pathname: string): boolean {
  return pathname === BOARD_PATH || pathname === LIST_PATH;
}

/** The pages that link to each other in the header's "Order views" navigation. */
export function isOrdersPage(pathname: string): boolean {
  return isBoardPage(pathname) || pathname === ARCHIVED_PATH;
}

// Dashboard §2 "Header": the create button hides on the create-order, create-customer and
// service-selection pages (service selection is the first step of /orders/new); a duplicate
// (/orders/clone/:orderId) is the create-order form too.
const CREATE_PAGES = ['/orders/new', '/orders/clone', '/customer/new'];

export function isCreatePage(pathname: string): boolean {
  return CREATE_PAGES.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
