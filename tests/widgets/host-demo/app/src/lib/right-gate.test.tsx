import { ProofdeskProvider } from 'proofdesk/react';
import { can, Subject } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RightGate } from '../../../../../../host-demo/app/src/lib/right-gate';
import { seriousViolations } from '../../../../support/a11y';
import { render } from '../../../../support/render';
import { signedInInstance } from '../../../../support/sessions';

// The portal's one permission gate (issue 26 review): the screen for a user with the right, the
// 'Not available' card (or the caller's own refusal) for others, with a way back to the orders.

async function gate(username: string, denied?: () => ReactNode) {
  const instance = await signedInInstance(username);
  return render(
    <ProofdeskProvider instance={instance}>
      <MemoryRouter>
        <RightGate
          allows={(user) => can(user, 'read', Subject.NAV_TEAM_MEMBER)}
          message="Only the account owner manages team members."
          className="team-page"
          {...(denied ? { denied } : {})}
        >
          {(user) => <h1>Team of {user.firstname}</h1>}
        </RightGate>
      </MemoryRouter>
    </ProofdeskProvider>,
  );
}

describe('RightGate', () => {
  it('shows the screen to a user with the right', async () => {
    const { container } = await gate('owner@demo.test');
    await expect.poll(() => container.querySelector('h1')?.textContent).toBe('Team of Olivia');
  });

  it("refuses others with 'Not available', why, and Back to orders; axe-clean", async () => {
    const { container } = await gate('staff@demo.test');
    await expect.poll(() => container.querySelector('h1')?.textContent).toBe('Not available');
    const card = container.querySelector('section.app-card.team-page') as HTMLElement;
    expect(card.textContent).toContain('Only the account owner manages team members.');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the caller’s own refusal instead when given one', async () => {
    const { container } = await gate('staff@demo.test', () => <p role="alert">Ask the owner</p>);
    await expect.poll(() => container.querySelector('[role="alert"]')?.textContent).toBe('Ask the owner');
  });
});
