import { expect, type Page, test } from '@playwright/test';
import { demoPdf } from '../../host-demo/server/seed/pdf';
import { demoPoster } from '../../host-demo/server/seed/png';
import { apiSignIn } from './api';
import { seriousViolations } from './axe';
import { baseURL, customerPage, orderIn, uploadThroughApi } from './order-detail-helpers';

// Issue 12 "Order detail page" (dashboard §2 /orders/detail/:orderId): the header, files by group,
// delete with confirmation, the board's moves with the reason prompt, the not-found state, live
// updates between two signed-in users, and axe. The owner acts; staff of the same account watches.

test.describe.configure({ mode: 'serial' });

let owner: Page;
let staff: Page;

test.beforeAll(async ({ browser }) => {
  owner = await customerPage(browser, 'owner@demo.test', 'Olivia');
  staff = await customerPage(browser, 'staff@demo.test', 'Sam');
});

test.afterAll(async () => {
  await owner?.context().close();
  await staff?.context().close();
});

const files = (page: Page, group: string) => page.locator(`[data-group="${group}"] .detail-file`);

test('an unknown order says so and offers the way back', async () => {
  await staff.goto('/orders/detail/no-such-order');
  await expect(staff.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(staff.getByText("This order does not exist or you don't have access to it.")).toBeVisible();
  await staff.getByRole('link', { name: 'Back to orders' }).click();
  await expect(staff).toHaveURL(/\/$/);
});

test('the header, the groups a customer may see, and a file sent elsewhere appearing live', async ({
  request,
}) => {
  const order = await orderIn(request, 'in-progress');
  await staff.goto(`/orders/detail/${order.id}`);
  await expect(staff.getByRole('heading', { level: 1, name: order.orderName })).toBeVisible();
  await expect(staff.getByText('In Progress', { exact: true }).first()).toBeVisible();
  for (const label of ['Service', 'Created', 'Due', 'Creator', 'Operator']) {
    await expect(staff.locator('.detail-fact dt', { hasText: label })).toBeVisible();
  }
  // A customer sees customer review and supplied files, never internal review.
  await expect(staff.getByRole('heading', { name: 'Customer Review' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Supplied Files' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Internal Review' })).toHaveCount(0);

  const before = await files(staff, 'suppliedFiles').count();
  const name = `live-${Date.now()}.png`;
  await uploadThroughApi(request, 'owner@demo.test', order.id, {
    name,
    mimeType: 'image/png',
    buffer: demoPoster(3, 320, 240),
  });
  // No reload: reload-order brought it.
  const card = staff.locator('.detail-file', { hasText: name });
  await expect(card).toBeVisible();
  await expect(files(staff, 'suppliedFiles')).toHaveCount(before + 1);
  await expect(card.getByText('1 version')).toBeVisible();
  // Sent without a thumbnail, a small image is its own picture: decoded, not a broken image.
  const picture = card.locator('img[data-thumbnail="image"]');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(card.getByText('Version 1')).toBeVisible();
  // reload-timeline brought the upload's entry.
  await expect(staff.locator('.detail-timeline-entry', { hasText: `Uploaded ${name}` })).toBeVisible();
  // Staff may not delete attachments (the owner's right): no Delete for them.
  await expect(card.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
});

// Last session's first-run walk: the owner saw Delete on the proofs the designers uploaded. The
// customer-review files are theirs (docs/rules-and-choices.md, roles 3); the owner deletes only the
// account's own supplied files, and the server refuses the rest (unit: proofing-versions.test.ts).
test("the owner sees Delete on the account's supplied files only, never on the designers' proofs", async ({
  request,
}) => {
  const staffApi = await apiSignIn(request, baseURL, 'staff@demo.test', 'customer');
  const { orders } = await staffApi.get<{ orders: { id: string }[] }>(
    '/order?orderProgress=in-review&limit=20',
  );
  // A seeded in-review order with its proofs (demo-proofing.ts: the poster and the brochure).
  const proofsOf = async (id: string) => {
    const data = await staffApi.get<{ groups: { group: string; attachments: unknown[] }[] }>(
      `/order/${id}/attachments`,
    );
    return data.groups.find((group) => group.group === 'customerReview')?.attachments.length ?? 0;
  };
  let withProofs = '';
  for (const item of orders) {
    if ((await proofsOf(item.id)) > 0) {
      withProofs = item.id;
      break;
    }
  }
  expect(withProofs, 'a demo order in review with proofs').not.toBe('');
  await owner.goto(`/orders/detail/${withProofs}`);
  const proofs = files(owner, 'customerReview');
  await expect(proofs.first()).toBeVisible();
  await expect(
    owner.locator('[data-group="customerReview"]').getByRole('button', { name: /^Delete / }),
  ).toHaveCount(0);
  const name = `own-${Date.now()}.png`;
  await uploadThroughApi(request, 'owner@demo.test', withProofs, {
    name,
    mimeType: 'image/png',
    buffer: demoPoster(4, 320, 240),
  });
  const card = owner.locator('.detail-file', { hasText: name });
  await expect(card.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
});

test('the owner uploads an image and a PDF; staff sees both with thumbnails live; the PDF opens', async ({
  request,
}) => {
  const order = await orderIn(request, 'in-progress');
  await owner.goto(`/orders/detail/${order.id}`);
  await staff.goto(`/orders/detail/${order.id}`);
  await expect(staff.getByRole('heading', { name: 'Supplied Files' })).toBeVisible();
  const stamp = Date.now();
  const image = { name: `mood-${stamp}.png`, mimeType: 'image/png', buffer: demoPoster(2, 640, 480) };
  const pdf = {
    name: `brief-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: demoPdf([
      { title: 'Brief', lines: ['Two pages'], boxes: [] },
      { title: 'Page two', lines: [], boxes: [] },
    ]),
  };
  // The owner may upload supplied files only: one zone, named after its group.
  const zone = owner.getByRole('region', { name: 'Upload to Supplied Files' });
  await expect(zone).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Upload to Customer Review' })).toHaveCount(0);
  await zone.locator('input[type=file]').setInputFiles([image, pdf]);

  // Staff's page, untouched: both arrive through reload-order, each with its picture.
  const imageCard = staff.locator('.detail-file', { hasText: image.name });
  const pdfCard = staff.locator('.detail-file', { hasText: pdf.name });
  // The upload widget made the image's 316×240 JPEG thumbnail.
  const thumb = imageCard.locator('img[data-thumbnail="stored"]');
  await expect(thumb).toBeVisible({ timeout: 15_000 });
  expect(await thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    316, 240,
  ]);
  // The PDF's first page, drawn small.
  const page = pdfCard.locator('img[data-thumbnail="pdf-page"]');
  await expect(page).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(imageCard.getByText('1 version')).toBeVisible();

  await pdfCard.getByRole('link', { name: new RegExp(pdf.name) }).click();
  await expect(staff).toHaveURL(new RegExp(`/orders/detail/${order.id}/attachments/`));
  await expect(staff.getByRole('heading', { name: `${pdf.name} (v1)` })).toBeVisible();
  await expect(staff.getByText('Page 1 of 2')).toBeVisible();
  await staff.getByRole('button', { name: 'Close' }).click();
  await expect(staff).toHaveURL(new RegExp(`/orders/detail/${order.id}$`));
});

test('a bad file name is refused before anything is sent, with the spec title', async ({ request }) => {
  const order = await orderIn(request, 'in-progress');
  await owner.goto(`/orders/detail/${order.id}`);
  const zone = owner.getByRole('region', { name: 'Upload to Supplied Files' });
  const sent: string[] = [];
  owner.on('request', (request) => {
    if (request.url().includes('/upload/')) sent.push(request.url());
  });
  await zone
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo#final.png', mimeType: 'image/png', buffer: demoPoster(1, 32, 32) });
  const alert = zone.getByRole('alert');
  await expect(alert).toContainText('Not supported file name');
  await expect(alert).toContainText('logo#final.png is invalid file name.');
  expect(sent).toEqual([]);
  await expect(owner.locator('.detail-file', { hasText: 'logo#final.png' })).toHaveCount(0);
});

test('"Add a version" sends a new version of that file; the card counts it', async ({ request }) => {
  const order = await orderIn(request, 'in-progress');
  const name = `versioned-${Date.now()}.png`;
  await uploadThroughApi(request, 'owner@demo.test', order.id, {
    name,
    mimeType: 'image/png',
    buffer: demoPoster(4, 320, 240),
  });
  await owner.goto(`/orders/detail/${order.id}`);
  const card = owner.locator('.detail-file', { hasText: name });
  await expect(card.getByText('1 version')).toBeVisible();
  const addVersion = card.getByRole('region', { name: `Add a version to ${name}` });
  await expect(addVersion.getByRole('button', { name: 'Add a version' })).toBeVisible();
  await addVersion
    .locator('input[type=file]')
    .setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: demoPoster(6, 320, 240) });
  await expect(card.getByText('2 versions')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Version 2')).toBeVisible();
});

test('delete asks first: No keeps the file, Yes removes it here and on the other page', async ({
  request,
}) => {
  const order = await orderIn(request, 'in-progress');
  const name = `to-delete-${Date.now()}.png`;
  await uploadThroughApi(request, 'owner@demo.test', order.id, {
    name,
    mimeType: 'image/png',
    buffer: demoPoster(5, 320, 240),
  });
  await owner.goto(`/orders/detail/${order.id}`);
  await staff.goto(`/orders/detail/${order.id}`);
  const ownerCard = owner.locator('.detail-file', { hasText: name });
  await expect(staff.locator('.detail-file', { hasText: name })).toBeVisible();

  await ownerCard.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = owner.getByRole('alertdialog', { name: 'Delete attachment' });
  await expect(dialog).toContainText(`Are you sure want to delete ${name}?`);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(ownerCard).toBeVisible();

  await ownerCard.getByRole('button', { name: `Delete ${name}` }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(owner.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(ownerCard).toHaveCount(0);
  await expect(staff.locator('.detail-file', { hasText: name })).toHaveCount(0);
});

test('hold asks for a reason like the board, then the order moves back through the same rules', async ({
  request,
}) => {
  const order = await orderIn(request, 'in-progress');
  await owner.goto(`/orders/detail/${order.id}`);
  const moves = owner.getByRole('group', { name: 'Order actions' });
  await moves.getByRole('button', { name: 'On Hold' }).click();
  const prompt = owner.getByRole('dialog', { name: `Reason for putting ${order.orderName} on hold` });
  const go = prompt.getByRole('button', { name: 'Continue' });
  await expect(go).toBeDisabled();
  await prompt.getByLabel('Reason').fill('Waiting for the logo');
  await expect(prompt.getByText('Characters left: 235')).toBeVisible();
  await go.click();
  await expect(owner.locator('.detail-status')).toHaveText(/On Hold/);
  await expect(owner.getByText('Waiting for the logo').first()).toBeVisible();
  await expect(owner.locator('.detail-timeline-entry[data-type="progress"]').first()).toContainText(
    'Waiting for the logo',
  );
  // Back where it was: on hold to in progress is a move the owner's board offers too.
  await moves.getByRole('button', { name: 'In Progress' }).click();
  await expect(owner.locator('.detail-status')).toHaveText(/In Progress/);
});

test('axe finds nothing serious on the page', async ({ request }) => {
  const order = await orderIn(request, 'in-progress');
  await owner.goto(`/orders/detail/${order.id}`);
  await expect(owner.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  // The timeline has loaded (entries, or its empty text), so axe sees the whole page.
  await expect(owner.locator('.detail-timeline-list, .detail-timeline .detail-muted').first()).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Upload to Supplied Files' })).toBeVisible();
  // The whole page: the shell's header (bell, cart, profile menu) and the upload widgets' shadow roots.
  expect(await seriousViolations(owner, 'body')).toEqual([]);
});
