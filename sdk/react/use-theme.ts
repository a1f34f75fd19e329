import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { type CssVariables, type ThemeInput, themeToCssVariables } from '../theme';
import { useProofdesk } from './use-proofdesk';

/** The instance's effective theme; re-renders when the account's white-label data or overrides change. */
export function useTheme(): ThemeInput {
  return useStore(useProofdesk().$theme);
}

/** The `--pd-*` variables of the effective theme, memoised per theme object. */
export function useThemeVariables(): CssVariables {
  const theme = useTheme();
  return useMemo(() => themeToCssVariables(theme), [theme]);
}
