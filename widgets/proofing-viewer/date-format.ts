import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { defaultMonthMessages, formatDisplayDateTime, type MonthMessages } from '../../sdk/core/domain';
import { useProofdesk } from '../../sdk/react';

/**
 * The viewer's dates, for the comments and the versions alike: 'dd MMM yyyy, HH:mm' (proofing §9
 * dates read dd MMM yyyy) in the signed-in user's zone, the month's name from the viewer's catalogue
 * ('monthSep': Intl's own would print 'Sept' in en-GB). Intl's zone data loads on the first date
 * shown, not when a panel mounts: about 15 ms that would otherwise sit before the document's first
 * read.
 */
/** `messages`: the viewer's catalogue as a panel has it; any month names in it are the host's. */
export function useDateFormat(messages: object): (iso: string) => string {
  const timeZone = useStore(useProofdesk().session.$profile)?.timeZone?.value || undefined;
  return useMemo(() => {
    // The host's month names over ours (the viewer's catalogue leaves them out: messages.ts).
    const months: MonthMessages = { ...defaultMonthMessages, ...(messages as Partial<MonthMessages>) };
    return (iso: string) => formatDisplayDateTime(new Date(iso), timeZone, months);
  }, [timeZone, messages]);
}
