import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 26 "Team members": the owner of Northwind Studio (owner@demo.test) adds a member with a
// generated password, who then signs in; edits the member; deactivates it, which signs the member
// out over realtime and refuses its sign-in; staff see no entry and no page. Members created here
// carry a unique address, so the spec can run again on the same data.

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test('owner journey: add a member with a generated password, who signs in; edit; deactivate ends their session', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `nina.${Date.now()}@northwind.test`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsCustomer(page, 'owner@demo.test');
  await expectSignedInShell(page, 'Olivia');

  // The profile menu's entry leads to the list.
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Manage Team Member' })
    .click();
  await expect(page).toHaveURL(/\/team-members$/);
  const list = page.getByTestId('team-list');
  await expect(list.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  await expect(list.getByText('staff@demo.test')).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);

  // Search applies after typing stops, and lands in the URL.
  await list.getByLabel('Search members').fill('staff@');
  await expect(page).toHaveURL(/search=staff%40/);
  await expect(list.getByTestId('team-row')).toHaveCount(1);
  await list.getByLabel('Search members').fill('nobody-matches-this');
  await expect(list.getByText('No team members match "nobody-matches-this"')).toBeVisible();
  await list.getByRole('button', { name: 'Clear search' }).click();

  // Every mandatory field but the password, in the spec's words.
  await list.getByRole('link', { name: 'Add Team Member' }).click();
  await expect(page).toHaveURL(/\/team-members\/new$/);
  const form = page.getByTestId('team-member');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Required!')).toHaveCount(4);
  await expect(form.getByLabel('First Name')).toBeFocused();
  await form.getByLabel('First Name').fill('Nina');
  await form.getByLabel('Last Name').fill('Okafor');
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByLabel('Job Title').fill('Designer');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Not Valid')).toBeVisible();
  await form.getByLabel('E-mail').fill(email);

  // Generate: 20 characters, shown so the owner can hand it over.
  await form.getByRole('button', { name: 'Generate a strong password' }).click();
  const password = await form.getByTestId('team-password').inputValue();
  expect(password).toHaveLength(20);
  expect(password).toMatch(/[a-z].*[a-z]/);
  expect(password).toMatch(/[A-Z].*[A-Z]/);
  expect(password).toMatch(/\d.*\d/);
  await expect(form.getByTestId('team-password')).toHaveAttribute('type', 'text');
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Team member has been created.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/team-members$/);

  // The new member signs in with it, in a browser of its own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAsCustomer(member, email, password);
  await expectSignedInShell(member, 'Nina');

  // The owner edits the member.
  await page.getByTestId('team-list').getByRole('link', { name: 'Edit Nina Okafor' }).click();
  const edit = page.getByTestId('team-member');
  await expect(edit.getByLabel('Job Title')).toHaveValue('Designer');
  await edit.getByLabel('Job Title').fill('Art Director');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team member has been updated.').last()).toBeVisible();
  await expect(edit.getByLabel('Job Title')).toHaveValue('Art Director');

  // Deactivating asks first, then ends the member's session at once (force-logout over realtime).
  await edit.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Deactivate team member' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('Team member has been deactivated. Their sessions have ended.').last(),
  ).toBeVisible();
  await expect(edit.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await expect(member).toHaveURL(/\/signin$/, { timeout: 15_000 });
  await signInAsCustomer(member, email, password);
  await expect(member.getByText('Incorrect username or password.')).toBeVisible();
  await memberContext.close();

  // Phone size and dark: no sideways scrolling, nothing serious for axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await noHorizontalScroll(page);
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await page.goto('/team-members');
  await expect(page.getByTestId('team-row').first()).toBeVisible();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test('staff see no Manage Team Member entry and no team page', async ({ page }) => {
  await signInAsCustomer(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await expect(page.getByRole('link', { name: 'Manage Team Member' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  for (const path of ['/team-members', '/team-members/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
    await expect(page.getByText('Only the account owner manages team members.')).toBeVisible();
  }
});
