import { expect, type Page, test } from '@playwright/test';
import { expectSignedInShell, quietShellPrompts, signInAsAdmin, signInAsCustomer } from './helpers';

// Issue 26, dashboard §2 "Profile menu" and §6: for every demo role, the exact set of entries, and
// every entry's link lands on its own screen (not bounced to /, not refused with 'Not available').

type Entry = string;
const PROFILE = 'Manage Profile';
const ORDER_REPORTING = 'Order Reporting';
const REPORTING = 'Reporting';
const PAYG = 'Pay as you Go Customer Info';
const IMAGES = 'My Images';
const MEMBERSHIP = 'Membership & Additional Resources';
const PAYMENT = 'Manage Payment/Invoices';
const TEAM = 'Manage Team Member';
const WORKFLOW = 'Workflow and Roles';
const SETTINGS = 'General Settings';
const LOGOUT = 'Logout';

const ROLES: {
  who: string;
  name: string;
  client: 'customer' | 'admin';
  view?: 'client';
  entries: Entry[];
}[] = [
  // A subscriber on a paid plan, with the proof-approval-workflow preference (the demo seed turns it
  // on for Northwind, so the owner also gets Workflow and Roles).
  {
    who: 'owner@demo.test',
    name: 'Olivia',
    client: 'customer',
    entries: [PROFILE, ORDER_REPORTING, IMAGES, MEMBERSHIP, PAYMENT, TEAM, WORKFLOW, SETTINGS, LOGOUT],
  },
  {
    who: 'staff@demo.test',
    name: 'Sam',
    client: 'customer',
    entries: [PROFILE, ORDER_REPORTING, IMAGES, SETTINGS, LOGOUT],
  },
  { who: 'operator@demo.test', name: 'Omar', client: 'admin', entries: [PROFILE, PAYG, SETTINGS, LOGOUT] },
  {
    who: 'manager@demo.test',
    name: 'Maya',
    client: 'admin',
    entries: [PROFILE, REPORTING, PAYG, SETTINGS, LOGOUT],
  },
  { who: 'cso@demo.test', name: 'Cleo', client: 'admin', entries: [PROFILE, PAYG, IMAGES, SETTINGS, LOGOUT] },
  { who: 'admin', name: 'Ada', client: 'admin', entries: [PROFILE, REPORTING, PAYG, SETTINGS, LOGOUT] },
  // A white-label client in the client view: payment by the view, no team members (customer view only).
  {
    who: 'reseller@demo.test',
    name: 'Rosa',
    client: 'customer',
    view: 'client',
    entries: [PROFILE, ORDER_REPORTING, IMAGES, MEMBERSHIP, PAYMENT, SETTINGS, LOGOUT],
  },
];

async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  const links = page.getByRole('navigation', { name: 'Account' }).getByRole('link');
  await expect(links.last()).toHaveText(LOGOUT);
  const texts = (await links.allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return texts;
}

for (const role of ROLES) {
  test(`profile menu of ${role.who}${role.view ? ` (${role.view} view)` : ''}: its entries, each landing on its screen`, async ({
    page,
  }) => {
    if (role.view) {
      await page.context().addInitScript((view) => localStorage.setItem('proofdesk:view', view), role.view);
    }
    await quietShellPrompts(page);
    if (role.client === 'admin') await signInAsAdmin(page, role.who);
    else await signInAsCustomer(page, role.who);
    await expectSignedInShell(page, role.name);

    const entries = await menuEntries(page);
    expect(entries).toEqual(role.entries);

    for (const entry of entries) {
      if (entry === LOGOUT) continue;
      await page.getByRole('button', { name: /^Profile menu/ }).click();
      const link = page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: entry, exact: true });
      const path = await link.getAttribute('href');
      await link.click();
      // Screens that keep their filters in the URL add a query.
      await expect(page, `${entry} lands on ${path}`).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Not available' })).toHaveCount(0);
      // Still there once the screen has loaded (a gate that refuses would have sent it to /).
      await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
    }

    await page.getByRole('button', { name: /^Profile menu/ }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: LOGOUT }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
}
