import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { formatDisplayDateTime, type MonthMessages } from '../../sdk/domain';
import { useProofdesk } from '../../sdk/react';

/**
 * The viewer's dates, for the comments and the versions alike: 'dd MMM yyyy, HH:mm' (proofing §9
 * dates read dd MMM yyyy) in the signed-in user's zone, the month's name from the viewer's catalogue
 * ('monthSep': Intl's own would print 'Sept' in en-GB). Intl's zone data loads on the first date
 * shown, not when a panel mounts: about 15 ms that would otherwise sit before the document's first
 * read.
 */
export function useDateFormat(months: MonthMessages): (iso: string) => string {
  const timeZone = useStore(useProofdesk().session.$profile)?.timeZone?.value || undefined;
  return useMemo(
    () => (iso: string) => formatDisplayDateTime(new Date(iso), timeZone, months),
    [timeZone, months],
  );
}
