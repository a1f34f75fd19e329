import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager, usePageParam } from '../../../../../../host-demo/app/src/lib/pager';
import { seriousViolations } from '../../../../support/a11y';
import { render } from '../../../../support/render';

// The shared paging piece of the invoices and team lists (issue 26 review): the page in the URL,
// other parameters kept, the first page without `?page=`.

function List({ totalPages }: { totalPages: number }) {
  const { page, goTo } = usePageParam();
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <Pager page={page} totalPages={totalPages} label="Invoices" onPage={goTo} />
    </>
  );
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('Pager and usePageParam', () => {
  it('pages through the URL, keeping the other parameters', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/team-members?search=sam']}>
        <List totalPages={3} />
      </MemoryRouter>,
    );
    const url = () => container.querySelector('[data-testid="url"]')?.textContent;
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Invoices');
    expect(container.querySelector('nav span')?.textContent).toBe('Page 1 of 3');
    expect(button(container, 'Previous').disabled).toBe(true);
    button(container, 'Next').click();
    await expect.poll(url).toBe('/team-members?search=sam&page=2');
    button(container, 'Next').click();
    await expect.poll(url).toBe('/team-members?search=sam&page=3');
    expect(button(container, 'Next').disabled).toBe(true);
    button(container, 'Previous').click();
    await expect.poll(url).toBe('/team-members?search=sam&page=2');
    button(container, 'Previous').click();
    await expect.poll(url).toBe('/team-members?search=sam');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('is absent for a single page, and reads a bad page as the first', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/billing/invoices?page=nope']}>
        <List totalPages={1} />
      </MemoryRouter>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
