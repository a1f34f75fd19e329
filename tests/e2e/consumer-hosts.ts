import type { APIRequestContext, Page } from '@playwright/test';
import { API_ORIGIN, badgeText, bellBadge, expect, unreadCount } from './examples-helpers';
import { DEMO_PASSWORD } from './helpers';

// What the consumer hosts' specs share (examples-next-host, examples-vite-react18): apps built from
// the packed package by scripts/build-consumer-hosts.mjs, each with the same sign-in form, header
// (greeting, bell, cart, an "add to cart" button) and a board, or the viewer when the page's query
// names a file (?order=…&attachment=…).

/** What a page reports that it must not: console errors and hydration warnings, uncaught errors, failed responses. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (answer) => {
    if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`);
  });
  return problems;
}

/**
 * Signs in through the host's form and returns the access token the SDK stored: the spec's one
 * sign-in, its API checks use the same token (the API allows 10 sign-ins a minute per user).
 */
export async function signInToHost(page: Page, username: string, greeting: string): Promise<string> {
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('greeting')).toHaveText(greeting);
  const token = await page.evaluate(() => localStorage.getItem('proofdesk:token'));
  expect(token, 'the SDK keeps the token under proofdesk:token').toBeTruthy();
  return token ?? '';
}

/** The signed-in header and board: the bell's count as the API gives it, the cart counting an add, the columns. */
export async function checkHostWidgets(page: Page, request: APIRequestContext, token: string): Promise<void> {
  const count = await unreadCount(request, { accessToken: token });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  if (count > 0)
    await expect(bellBadge(page.locator('[data-pd-host]').filter({ has: bell }))).toHaveText(
      badgeText(count),
    );

  await page.getByRole('button', { name: 'Add Social Media Kit to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await expect(page.getByRole('list', { name: 'In Review' })).toBeVisible({ timeout: 15_000 });
}

/** `?order=…&attachment=…` of a Northwind order's seeded PDF brochure, looked for in every column. */
export async function brochureQuery(request: APIRequestContext, token: string): Promise<string> {
  const get = async <T>(path: string): Promise<T | undefined> => {
    const response = await request.get(`${API_ORIGIN}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data?: T }).data;
  };
  // Earlier specs approve and move orders: the viewer opens a brochure in any column.
  for (const progress of ['in-review', 'approved', 'in-progress', 'gr-revision']) {
    const list = await get<{ orders?: { id: string }[] }>(`/order?orderProgress=${progress}&limit=50`);
    for (const { id } of list?.orders ?? []) {
      const attachment = `${id}-customerReview-brochure-pdf`;
      const versions = await get<{ versions?: unknown[] }>(`/order/${id}/attachment/${attachment}/versions`);
      if (versions?.versions?.length) return `?order=${id}&attachment=${attachment}`;
    }
  }
  throw new Error('no Northwind order with the seeded brochure');
}

/** The host's viewer at `url` (with a brochure's query) paints page 1 of the PDF. */
export async function checkHostViewer(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /^Brochure\.pdf/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('canvas[data-painted]').first()).toBeVisible({ timeout: 15_000 });
}
