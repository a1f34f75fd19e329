import type { ThemeModeInput } from 'proofdesk';
import { useColorScheme } from '../lib/color-scheme';

const OPTIONS: Array<{ value: ThemeModeInput; label: string }> = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The header's colour scheme switch: System (follows the OS), Light or Dark, remembered locally. */
export function ThemeToggle() {
  const { mode, choose } = useColorScheme();
  return (
    <span className="pd-select-wrap app-theme-toggle">
      <select
        className="pd-select"
        aria-label="Colour theme"
        value={mode}
        onChange={(event) => choose(event.target.value as ThemeModeInput)}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
