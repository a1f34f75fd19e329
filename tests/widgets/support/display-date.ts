const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '16 Sep 2026': the day of an ISO time in a zone, as the order cards write it. Read with Intl's
 * numeric parts, not with the SDK's date format, so a display test's expectation does not come
 * from the function it tests. (The seed writes dates as offsets from when it ran, so a test cannot
 * hold them as literals.)
 */
export function displayDay(iso: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  const parts = Object.fromEntries(
    format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day!.padStart(2, '0')} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}
