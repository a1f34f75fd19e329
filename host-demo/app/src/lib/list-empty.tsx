import { Button } from 'proofdesk/react';

/**
 * What an empty list says: with a search, that nothing matches it and a way to clear it; without
 * one, that there is nothing yet and what to do about it.
 */
export function ListEmpty({
  search,
  noMatch,
  clearLabel,
  onClear,
  empty,
  emptyHint,
  testId,
}: {
  search: string;
  /** The no-match sentence, already filled with the search. */
  noMatch: string;
  clearLabel: string;
  onClear: () => void;
  empty: string;
  emptyHint: string;
  testId: string;
}) {
  return (
    <div className="app-list-empty" data-testid={testId}>
      {search ? (
        <>
          <p className="app-list-empty-title">{noMatch}</p>
          <Button size="sm" onClick={onClear}>
            {clearLabel}
          </Button>
        </>
      ) : (
        <>
          <p className="app-list-empty-title">{empty}</p>
          <p className="app-muted">{emptyHint}</p>
        </>
      )}
    </div>
  );
}
