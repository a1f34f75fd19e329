import { useCallback, useState } from 'react';
import { BOARD_COLUMNS, type BoardColumn } from '../../sdk/core/access';
import { useProofdesk } from '../../sdk/react';

/** Local storage key (under the instance's prefix, e.g. 'proofdesk:board-collapsed'): a JSON array of column codes. */
export const COLLAPSED_COLUMNS_KEY = 'board-collapsed';

function read(raw: string | null): BoardColumn[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? BOARD_COLUMNS.filter((column) => parsed.includes(column)) : [];
  } catch {
    return [];
  }
}

/** Which columns are collapsed, remembered in the instance's storage (beyond the spec). */
export function useCollapsedColumns(): [readonly BoardColumn[], (column: BoardColumn) => void] {
  const storage = useProofdesk().session.storage;
  const [collapsed, setCollapsed] = useState(() => read(storage.get(COLLAPSED_COLUMNS_KEY)));
  const toggle = useCallback(
    (column: BoardColumn) => {
      setCollapsed((current) => {
        const next = current.includes(column) ? current.filter((c) => c !== column) : [...current, column];
        storage.set(COLLAPSED_COLUMNS_KEY, JSON.stringify(next));
        return next;
      });
    },
    [storage],
  );
  return [collapsed, toggle];
}
