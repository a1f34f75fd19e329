import { useStore } from '@nanostores/react';
import type { ThemeInput } from '../core/theme';
import { useProofdesk } from './use-proofdesk';

/** The instance's effective theme; re-renders when the account's white-label data or overrides change. */
export function useTheme(): ThemeInput {
  return useStore(useProofdesk().$theme);
}
