// Display lengths from dashboard §5 / proofing §9 ("Names are cut: ...").
export const TRUNCATE_LENGTHS = {
  PRESET_NAME: 20,
  NOTIFICATION_CARD_TITLE: 20,
  USER_NAME: 24,
  WELCOME_NAME: 25,
  ORDER_NAME: 32,
  FILE_NAME_PROGRESS: 30,
} as const;

export const ELLIPSIS = '...';

/**
 * "Cut to N" keeps the first N characters and appends '...' only when something was cut, so the
 * result may be N + 3 long. Counts code points, so an emoji is never split into a broken half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, Math.max(0, max)).join('') + ELLIPSIS : text;
}

/** 'Welcome back, {first name cut to 25 characters}!' */
export function welcomeLine(
  firstName: string | null | undefined,
  template = 'Welcome back, {name}!',
): string {
  return template.replace('{name}', truncate((firstName ?? '').trim(), TRUNCATE_LENGTHS.WELCOME_NAME));
}
