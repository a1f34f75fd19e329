import { useCallback, useState } from 'react';
import { useProofdesk } from '../../sdk/react';

/**
 * Local storage key (under the instance's prefix, e.g. 'proofdesk:sidebar-collapsed'): 'true' while
 * collapsed. Dashboard §2 "Sidebar": "The collapsed state is kept locally."
 */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

/** Whether the sidebar is collapsed, remembered in the instance's storage. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const storage = useProofdesk().session.storage;
  const [collapsed, setCollapsed] = useState(() => storage.get(SIDEBAR_COLLAPSED_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      if (next) storage.set(SIDEBAR_COLLAPSED_KEY, 'true');
      else storage.remove(SIDEBAR_COLLAPSED_KEY);
      return next;
    });
  }, [storage]);
  return [collapsed, toggle];
}
