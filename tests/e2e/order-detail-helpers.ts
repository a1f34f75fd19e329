import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiSignIn } from './api';
import { signInAsCustomer } from './helpers';

// Shared by the order detail specs: signed-in pages made once per file (the server allows 10
// password sign-ins a minute per user), an order to work on, and files sent straight through the
// three upload calls the way another client would.

export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4410}`;

/** A page of its own browser context, signed in on the customer screen. */
export async function customerPage(browser: Browser, email: string, firstName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsCustomer(page, email);
  await expect(page.getByText(`Welcome back, ${firstName}!`)).toBeVisible();
  return page;
}

/** The first order of the demo account in `progress`, looked up as staff. */
export async function orderIn(request: APIRequestContext, progress: string) {
  const staff = await apiSignIn(request, baseURL, 'staff@demo.test', 'customer');
  const { orders } = await staff.get<{ orders: { id: string; orderName: string }[] }>(
    `/order?orderProgress=${progress}&limit=5`,
  );
  expect(orders.length, `a demo order in ${progress}`).toBeGreaterThan(0);
  return orders[0]!;
}

/** Uploads `bytes` as a new supplied file of `orderId` through token, storage POST and register. */
export async function uploadThroughApi(
  request: APIRequestContext,
  email: string,
  orderId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const user = await apiSignIn(request, baseURL, email, 'customer');
  const auth = { authorization: `Bearer ${user.token}` };
  const csrf = await request.get(`${baseURL}/api/g/csrf/customer:upload`, { headers: auth });
  const headers = {
    ...auth,
    'x-csrf-token': ((await csrf.json()) as { data: { token: string } }).data.token,
  };
  const token = await request.post(`${baseURL}/api/upload/upload-token/attachment/${orderId}`, {
    headers,
    data: { name: file.name, size: file.buffer.length, type: file.mimeType },
  });
  expect(token.status()).toBe(200);
  const { url, fields } = ((await token.json()) as { data: { url: string; fields: Record<string, string> } })
    .data;
  const stored = await request.post(url, { multipart: { ...fields, file } });
  expect(stored.status()).toBeLessThan(300);
  const registered = await request.put(`${baseURL}/api/upload/attachment/${orderId}`, {
    headers: { ...headers, 'x-upload-source': 'supplied' },
    data: { file: { name: file.name, type: file.mimeType, size: file.buffer.length, key: fields.key } },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return ((await registered.json()) as { data: { attachmentId: string } }).data.attachmentId;
}
