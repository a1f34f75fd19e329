/// <reference types="vite/client" />
import { themeToCssVariables, type User } from 'proofdesk';
import { MemoryRouter } from 'react-router';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ViewToggle } from '../../../../../../host-demo/app/src/customers/view-toggle';
import { ColorSchemeProvider } from '../../../../../../host-demo/app/src/lib/color-scheme';
import { HeaderTools } from '../../../../../../host-demo/app/src/shell/header-tools';
import portalCss from '../../../../../../host-demo/app/src/styles.css?inline';
import { defaultProfile } from '../../../../../../host-demo/server/users/profile-defaults';
import { seriousViolations } from '../../../../support/a11y';
import { createTestInstance, onCleanup, render } from '../../../../support/render';

// Dashboard §2 Header, §4 View switching and §6: a white-label client toggles between the customer
// and client views (kept under the instance's `view` key, then a reload); the client view's header
// offers Create New Customer instead of Create New Order; nobody else gets the toggle.

function makeUser(patch: Partial<User> = {}): User {
  return {
    id: 'user-reseller',
    firstname: 'Rosa',
    lastname: 'Brightline',
    emailAddress: 'reseller@demo.test',
    avatar: null,
    jobTitle: 'Account Director',
    role: 'owner',
    timeZone: { value: 'UTC', label: 'UTC' },
    viewOnly: false,
    isClientWhitelabel: true,
    isClientProfileComplete: true,
    haveFreeTrial: false,
    whitelabelInfo: null,
    ...defaultProfile(),
    ...patch,
  };
}

function renderHeader(user: User, view: string | null, reload = vi.fn(), mode: 'light' | 'dark' = 'light') {
  const style = document.createElement('style');
  style.textContent = portalCss;
  document.head.append(style);
  onCleanup(() => style.remove());
  const instance = createTestInstance();
  if (view) instance.session.storage.set('view', view);
  render(
    // Off the board pages: only the create button of the header's tools (no quick search widget).
    <ColorSchemeProvider accountMode={mode}>
      <MemoryRouter initialEntries={['/profile']}>
        {/* The theme's variables on the root, as the portal's ThemedRoot sets them. */}
        <div
          className="pd-root app-root"
          data-theme={mode}
          style={themeToCssVariables({ ...instance.$theme.get(), mode }, { prefersDark: false })}
        >
          <header className="app-header">
            <HeaderTools user={user} />
            <ViewToggle user={user} reload={reload} />
          </header>
        </div>
      </MemoryRouter>
    </ColorSchemeProvider>,
    instance,
  );
  return { instance, reload };
}

const button = (name: string) => screen.queryByRole('button', { name });
const link = (name: string) => screen.queryByRole('link', { name });

describe('the customer/client view toggle', () => {
  it('starts in the customer view: Create New Order, no customer list link', async () => {
    renderHeader(makeUser(), null);
    expect(button('Customer view')?.getAttribute('aria-pressed')).toBe('true');
    expect(button('Client view')?.getAttribute('aria-pressed')).toBe('false');
    expect(link('Create New Order')).not.toBeNull();
    expect(link('Create New Customer')).toBeNull();
    expect(link('My Customers')).toBeNull();
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('stores the client view and reloads; choosing the current view does nothing', async () => {
    const { instance, reload } = renderHeader(makeUser(), null);
    await userEvent.click(button('Customer view')!);
    expect(reload).not.toHaveBeenCalled();
    expect(instance.session.storage.get('view')).toBeNull();
    await userEvent.click(button('Client view')!);
    expect(instance.session.storage.get('view')).toBe('client');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('in the client view offers Create New Customer and My Customers, and switches back by keyboard', async () => {
    const { instance, reload } = renderHeader(makeUser(), 'client', vi.fn(), 'dark');
    expect(button('Client view')?.getAttribute('aria-pressed')).toBe('true');
    expect(link('Create New Customer')?.getAttribute('href')).toBe('/customer/new');
    expect(link('Create New Order')).toBeNull();
    expect(link('My Customers')?.getAttribute('href')).toBe('/customer');
    expect(await seriousViolations(document.body)).toEqual([]);
    button('Customer view')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(instance.session.storage.get('view')).toBe('customer');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not shown to direct accounts, and they keep Create New Order', () => {
    renderHeader(makeUser({ isClientWhitelabel: false }), 'client');
    expect(screen.queryByTestId('view-toggle')).toBeNull();
    expect(button('Client view')).toBeNull();
    expect(link('Create New Order')).not.toBeNull();
    expect(link('Create New Customer')).toBeNull();
  });
});
