import { Button } from 'proofdesk/react';
import { fillTemplate } from 'proofdesk/rules';
import { useSearchParams } from 'react-router';
import { libMessages as m } from './messages';

/**
 * The list's page in the URL (`?page=`, absent for the first; other parameters kept): `page` (1 when
 * missing or not a number) and `goTo(n)`.
 */
export function usePageParam(): { page: number; goTo: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const goTo = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    setParams(updated);
  };
  return { page, goTo };
}

/** Previous · Page N of M · Next under a paged list; nothing when there is one page. */
export function Pager({
  page,
  totalPages,
  label,
  onPage,
}: {
  page: number;
  totalPages: number;
  /** The list's name (the navigation landmark's). */
  label: string;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="app-pager" aria-label={label}>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.previousPage}
      </Button>
      <span>{fillTemplate(m.pageOf, { page, pages: totalPages })}</span>
      <Button size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {m.nextPage}
      </Button>
    </nav>
  );
}
