import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useProofdesk } from '../../sdk/react';

// The viewer's dates, 'dd MMM yyyy, HH:mm' in the user's zone (proofing §9 dates read dd MMM yyyy),
// for the comments and the versions alike.

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Made on the first date shown, not when a panel mounts: the first Intl.DateTimeFormat with a time
 * zone loads the zone data, about 15 ms that would otherwise sit before the document's first read.
 */
function formatFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(timeZone && { timeZone }),
    });
    formats.set(key, format);
  }
  return format;
}

/** Formats an ISO date as the viewer shows dates, in the signed-in user's zone. */
export function useDateFormat(): (iso: string) => string {
  const timeZone = useStore(useProofdesk().session.$profile)?.timeZone?.value || undefined;
  return useMemo(() => (iso: string) => formatFor(timeZone).format(new Date(iso)), [timeZone]);
}
