/** The zone's offset as the browser names it, e.g. 'GMT+9'; the value alone when it cannot. */
function offsetOf(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * The time zone options (IANA names the browser knows, with their offset as label), the user's
 * current zone always among them.
 */
export function timeZoneOptions(current: string, at = new Date()): { value: string; label: string }[] {
  const known =
    (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = [...new Set([current, 'UTC', ...known].filter((zone) => zone !== ''))].sort();
  return zones.map((zone) => {
    const offset = offsetOf(zone, at);
    return { value: zone, label: offset ? `(${offset}) ${zone.replaceAll('_', ' ')}` : zone };
  });
}
