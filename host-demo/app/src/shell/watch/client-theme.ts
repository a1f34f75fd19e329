import { mergeThemes, type ThemeInput } from 'proofdesk';
import { useProofdesk, useStore } from 'proofdesk/react';

/**
 * The admin client's second theme (dashboard §2 "App shell": "A second theme applies when the stored
 * clientId is the admin client"): the internal staff's portal is told apart from the customers' at a
 * glance by a teal brand colour in place of the default blue, in light and dark (the theme engine
 * picks each shade and text colour by contrast). A white-label colour of the account still wins.
 */
export const ADMIN_CLIENT_THEME: ThemeInput = { colors: { primary: '#0f766e' } };

/** The theme to paint: the account's, under the admin client's second theme when that is the stored client. */
export function useClientTheme(theme: ThemeInput): ThemeInput {
  const proofdesk = useProofdesk();
  // The stored clientId lives in the session's auth state: re-read when it changes.
  useStore(proofdesk.session.$auth);
  const brand = useStore(proofdesk.session.$profile)?.whitelabelInfo?.colours?.primary;
  if (proofdesk.session.clientType() !== 'admin' || brand) return theme;
  return mergeThemes(theme, ADMIN_CLIENT_THEME);
}
