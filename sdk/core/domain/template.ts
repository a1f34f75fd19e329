/**
 * Fills `{name}` placeholders of a message template; unknown ones are left as they are, so a
 * host's overridden text with a typo shows the typo rather than 'undefined'.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
