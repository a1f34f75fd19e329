import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'proofdesk-demo';

/** Every local-storage key the SDK wrote (they all carry the instance's prefix). */
export function storedKeys(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('proofdesk:'))
      .sort(),
  );
}

/** Every prompt and popup of the shell (shell-prompts.ts), and the demo users who can get one. */
const SHELL_PROMPTS = [
  'payment-required',
  'late-payment',
  'scheduled-downgrade',
  'scheduled-upgrade',
  'deletion-requested',
  'email-unverified',
  'free-trial',
  'subscription-leave',
];
const DEMO_CUSTOMER_IDS = ['user-owner', 'user-staff', 'user-reseller', 'user-harbor', 'user-summit'];

/**
 * Marks the shell's prompts as already seen in every tab of the page's context (session storage)
 * and the subscription-leave modal's local flag: specs about other screens sign in as harbor or
 * summit, whose account states raise prompts that shell-prompts.spec.ts tests on their own.
 */
export async function quietShellPrompts(page: Page) {
  await page.context().addInitScript(
    ({ ids, codes }) => {
      const seen = ids.flatMap((id) => codes.map((code) => `${id}:${code}`));
      sessionStorage.setItem('proofdesk-shell-prompts', JSON.stringify(seen));
      localStorage.setItem('subscription-leave-modal', JSON.stringify(ids));
    },
    { ids: DEMO_CUSTOMER_IDS, codes: SHELL_PROMPTS },
  );
}

export async function signInAsCustomer(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { prompts = false }: { prompts?: boolean } = {},
) {
  if (!prompts) await quietShellPrompts(page);
  await page.goto('/signin');
  await page.getByLabel('Username/Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signInAsAdmin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/admin/signin');
  await page.getByLabel('Username/Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectSignedInShell(page: Page, firstName: string) {
  await expect(page.getByText(`Welcome back, ${firstName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
