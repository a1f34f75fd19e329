import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { example } from './examples-helpers';
import { signInAsAdmin } from './helpers';

// Issue 13 "Guest reviewers" end to end: an operator invites a guest from the viewer, a fresh
// browser opens the printed link without signing in, the guest comments, and the operator's open
// viewer shows it live. Then the guest page embedded on another origin (examples/guest-review.html,
// strict CSP), and the 'AdBlock Detected' modal when the guest chunk or the guest calls are blocked.

/** An in-review Northwind order whose seeded poster the operator reads, and the portal path to it. */
async function reviewPoster(request: Parameters<typeof apiSignIn>[0], baseURL: string) {
  const operator = await apiSignIn(request, baseURL, 'operator@demo.test');
  const { orders } = await operator.get<{ orders: { id: string }[] }>(
    '/order?orderProgress=in-review&limit=50',
  );
  for (const { id } of orders) {
    const attachmentId = `${id}-customerReview-poster-png`;
    const list = await operator.get<{ versions?: unknown[] } | undefined>(
      `/order/${id}/attachment/${attachmentId}/versions`,
    );
    if (list?.versions?.length) {
      return { operator, id, path: `/orders/detail/${id}/attachments/${attachmentId}?public=true` };
    }
  }
  throw new Error('the demo seed has no in-review order with a poster the operator reads');
}

/** A guest link made through the API (the invite call the viewer's dialog makes). */
async function inviteByApi(request: Parameters<typeof apiSignIn>[0], baseURL: string) {
  const { operator, id } = await reviewPoster(request, baseURL);
  const csrf = await request.get(`${baseURL}/api/g/csrf/admin:card`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  const { data } = (await csrf.json()) as { data: { token: string } };
  const response = await request.post(`${baseURL}/api/order/${id}/guest-invitations`, {
    headers: { authorization: `Bearer ${operator.token}`, 'x-csrf-token': data.token },
    data: { name: 'Eve Embed', email: 'eve@example.test', message: 'From the reseller site' },
  });
  expect(response.status()).toBe(200);
  const link = ((await response.json()) as { data: { link: string } }).data.link;
  return new URL(link).searchParams.get('token') ?? '';
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const threads = (page: Page) => comments(page).getByRole('list', { name: 'Comments' });

test('an invited guest opens the printed link in a fresh browser, comments, and the operator sees it live', async ({
  browser,
  request,
  baseURL,
}) => {
  const { path } = await reviewPoster(request, baseURL!);
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAsAdmin(operator, 'operator@demo.test');
  await expect(operator).toHaveURL(/\/$/);
  await operator.goto(path);
  await expect(operator.getByRole('img', { name: 'Poster.png' })).toBeVisible({ timeout: 15_000 });

  // The operator invites from the viewer and reads the link off the dialog.
  await operator.getByRole('button', { name: 'Invite guest' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Invite a guest reviewer' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Gail Guest');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('gail@example.test');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Could you check the poster?');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Guest link' }).inputValue();
  expect(link).toContain('/annotation/guestreviewer?token=');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A fresh browser: nobody signed in, no sign-in page.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest).toHaveURL(/\/annotation\/guestreviewer\?token=/);
  await expect(guest).toHaveTitle('Guest Reviewer');
  await expect(guest.getByRole('heading', { name: 'Guest Reviewer', level: 1 })).toBeVisible();
  const welcome = guest.getByRole('dialog');
  await expect(welcome).toContainText('Omar Ortiz');
  await expect(welcome).toContainText('Could you check the poster?');
  await welcome.getByRole('button', { name: 'Got it!' }).click();
  // The newest file first; step to the poster if another file is newer.
  const posterTitle = guest.getByRole('heading', { name: /^Poster\.png \(v\d+\)$/ });
  await expect(async () => {
    if (await posterTitle.isVisible()) return;
    await guest.getByRole('button', { name: 'Next file' }).click();
    await expect(posterTitle).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(posterTitle).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Poster.png' })).toBeVisible({ timeout: 15_000 });

  // The guest pins a dot and comments on it.
  const note = `Guest note ${Date.now() % 100000}`;
  await guest.getByRole('button', { name: 'Dot' }).click();
  const layer = guest.locator('.pd-viewer-page-box[data-page="1"] .pd-drawing-layer');
  const box = (await layer.boundingBox())!;
  await guest.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
  const field = guest.getByRole('textbox', { name: 'New comment' });
  await field.fill(note);
  await field.press('Control+Enter');
  await expect(threads(guest).getByText(note)).toBeVisible();

  // The operator's open viewer shows it without a reload, by the guest.
  const thread = threads(operator).locator('[data-topic-id]').filter({ hasText: note });
  await expect(thread).toBeVisible({ timeout: 10_000 });
  await expect(thread).toContainText('Gail Guest');

  await guestContext.close();
  await operatorContext.close();
});

test('the guest viewer works embedded on another origin under a strict CSP', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await inviteByApi(request, baseURL!);
  const response = await page.goto(example(`guest-review.html?token=${encodeURIComponent(token)}`));
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  await expect(page.getByRole('heading', { name: 'Guest Reviewer', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const welcome = page.getByRole('dialog');
  await expect(welcome).toContainText('From the reseller site');
  await welcome.getByRole('button', { name: 'Got it!' }).click();
  await expect(comments(page)).toBeVisible();
  await expect(page.locator('#csp-violations')).toHaveAttribute('data-count', '0');
  // A bad token on the same page: the broken-link page, after 'Access Denied'.
  await page.goto(example('guest-review.html?token=nobody.abcdefghijklmnopqrstuvwxyz'));
  await expect(page.getByRole('heading', { name: 'Something is wrong!' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
});

test("shows 'AdBlock Detected' when the guest chunk or the guest calls are blocked", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await inviteByApi(request, baseURL!);
  const url = example(`guest-review.html?token=${encodeURIComponent(token)}`);

  // The guest chunk never arrives (what an ad blocker's rule on the script does).
  await page.route('**/embed/chunks/viewer-guest-*.js', (route) => route.abort('blockedbyclient'));
  await page.goto(url);
  const modal = page.getByRole('alertdialog', { name: 'AdBlock Detected' });
  await expect(modal).toContainText('You must turn off your ad blocking software to view this annotation');
  await modal.getByRole('button', { name: 'Got it!' }).click();
  await expect(modal).toBeHidden();
  await page.unrouteAll();

  // The guest sign-in call is blocked; once unblocked, 'Got it!' tries again and the proof opens.
  await page.route('**/api/g/reviewAuth', (route) => route.abort('blockedbyclient'));
  await page.goto(url);
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await page.unrouteAll();
  await modal.getByRole('button', { name: 'Got it!' }).click();
  await expect(page.getByRole('heading', { name: 'Guest Reviewer', level: 1 })).toBeVisible();
});
