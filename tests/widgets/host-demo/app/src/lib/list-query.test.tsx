import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEARCH_DELAY_MS, useListQuery } from '../../../../../../host-demo/app/src/lib/list-query';
import { render } from '../../../../support/render';

// The customers' and the team's list query (search, page, a filter) in the URL: the typed search
// waits 500 ms (dashboard §9) and goes back to page 1; a default value leaves the URL.

function List() {
  const { page, search, typed, setTyped, filter, update, clearSearch } = useListQuery({ status: 'all' });
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <output data-testid="state">{`${page}|${search}|${filter('status')}`}</output>
      <input aria-label="Search" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <button type="button" onClick={() => update({ status: 'inactive', page: '1' })}>
        Inactive
      </button>
      <button type="button" onClick={() => update({ status: 'all' })}>
        All
      </button>
      <button type="button" onClick={clearSearch}>
        Clear
      </button>
    </>
  );
}

const typeInto = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('useListQuery', () => {
  it('applies the typed search after 500 ms, back on page 1, and drops defaults from the URL', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/team-members?page=3']}>
        <List />
      </MemoryRouter>,
    );
    const url = () => container.querySelector('[data-testid="url"]')?.textContent;
    const state = () => container.querySelector('[data-testid="state"]')?.textContent;
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
    expect(state()).toBe('3||all');

    const input = container.querySelector('input')!;
    typeInto(input, 'sa');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS / 2));
    typeInto(input, ' sam ');
    // Half the delay after the first keystroke, nothing has applied.
    expect(url()).toBe('?page=3');
    await expect.poll(url, { timeout: 2_000 }).toBe('?search=sam');
    expect(state()).toBe('1|sam|all');

    button('Inactive').click();
    await expect.poll(url).toBe('?search=sam&status=inactive');
    expect(state()).toBe('1|sam|inactive');
    button('All').click();
    await expect.poll(url).toBe('?search=sam');

    button('Clear').click();
    await expect.poll(url).toBe('');
    expect(input.value).toBe('');
  });
});
