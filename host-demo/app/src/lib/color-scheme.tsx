import { parseThemeMode, type ThemeMode, type ThemeModeInput } from 'proofdesk';
import { usePrefersDark } from 'proofdesk/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

/**
 * The portal's colour scheme. The reader's choice is remembered in localStorage under `theme`:
 * 'light', 'dark' or 'system' (follow the operating system's prefers-color-scheme, live). With no
 * choice stored, the account's white-label theme decides, and without one the system does.
 */
export const THEME_STORAGE_KEY = 'theme';

function stored(): ThemeModeInput | undefined {
  try {
    return parseThemeMode(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return undefined; // storage blocked (privacy mode): nothing remembered
  }
}

export interface ColorScheme {
  /** What the reader chose, or undefined when they never did. */
  choice: ThemeModeInput | undefined;
  /** The mode asked of the theme and the widgets ('system' left to them to follow). */
  mode: ThemeModeInput;
  /** What is painted now. */
  resolved: ThemeMode;
  prefersDark: boolean;
  choose(mode: ThemeModeInput): void;
}

const ColorSchemeContext = createContext<ColorScheme | null>(null);

export function ColorSchemeProvider({
  accountMode,
  children,
}: {
  /** The signed-in account's white-label mode, if any. */
  accountMode: ThemeModeInput | undefined;
  children: ReactNode;
}) {
  const [choice, setChoice] = useState(stored);
  const mode = choice ?? accountMode ?? 'system';
  const prefersDark = usePrefersDark(document.documentElement, mode === 'system');
  const resolved: ThemeMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

  // Another tab's choice applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setChoice(parseThemeMode(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The page canvas and native controls outside the app root follow too.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);

  const choose = (next: ThemeModeInput) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not remembered, but still applied
    }
    setChoice(next);
  };

  return (
    <ColorSchemeContext.Provider value={{ choice, mode, resolved, prefersDark, choose }}>
      {children}
    </ColorSchemeContext.Provider>
  );
}

export function useColorScheme(): ColorScheme {
  const scheme = useContext(ColorSchemeContext);
  if (!scheme) throw new Error('useColorScheme must be used within ColorSchemeProvider');
  return scheme;
}

/**
 * The `theme` prop every widget of the portal gets: the reader's colour scheme, so each widget's
 * shadow root follows it (a widget's own default is the operating system's).
 */
export function useWidgetTheme(): { mode: ThemeModeInput } {
  const { mode } = useColorScheme();
  return useMemo(() => ({ mode }), [mode]);
}
