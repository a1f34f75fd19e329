import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Load } from '../../../../../../host-demo/app/src/lib/api-call';
import { LoadedRecord } from '../../../../../../host-demo/app/src/lib/loaded-record';
import { MissingCard } from '../../../../../../host-demo/app/src/lib/missing-card';
import { seriousViolations } from '../../../../support/a11y';
import { render } from '../../../../support/render';

// A customer's or a team member's screen: the record, a 404's "not found" card with the way back,
// or another failure's error with Try again under the screen's title.

function Screen({
  load,
  reload = async () => {},
}: {
  load: Load<{ name: string }>;
  reload?: () => Promise<void>;
}) {
  return (
    <MemoryRouter>
      <LoadedRecord
        load={load}
        reload={reload}
        title="Edit customer"
        missing={
          <MissingCard title="Customer not found" text="It is gone." backTo="/customer" backLabel="Back" />
        }
      >
        {(record) => <p data-testid="record">{record.name}</p>}
      </LoadedRecord>
    </MemoryRouter>
  );
}

describe('LoadedRecord', () => {
  it('shows the record once read', () => {
    const { container } = render(<Screen load={{ status: 'ready', data: { name: 'Acme' } }} />);
    expect(container.querySelector('[data-testid="record"]')?.textContent).toBe('Acme');
  });

  it('shows the missing card on a 404, with the way back', async () => {
    const { container } = render(
      <Screen
        load={{ status: 'failed', error: { title: 'Not found', message: 'No such record.', status: 404 } }}
      />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Customer not found');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/customer');
    expect(container.textContent).not.toContain('No such record.');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows another failure under the title, and Try again reads again', async () => {
    let reads = 0;
    const { container } = render(
      <Screen
        load={{ status: 'failed', error: { title: 'Ooops!', message: 'The server is down.', status: 500 } }}
        reload={async () => {
          reads += 1;
        }}
      />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Edit customer');
    expect(container.textContent).toContain('The server is down.');
    [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click();
    expect(reads).toBe(1);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
