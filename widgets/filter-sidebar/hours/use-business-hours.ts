import { useStore } from '@nanostores/react';
import { type ReadonlySignal, useSignalEffect } from '@preact/signals-react';
import { useEffect, useRef, useState } from 'react';
import type { BusinessHours } from '../../../sdk/contract';
import { zonedParts } from '../../../sdk/core/domain';
import { useProofdesk } from '../../../sdk/react';

const pad = (n: number) => String(n).padStart(2, '0');

/** The office's calendar day at `at`, as the 'YYYY-MM-DD' that starts the server's `officeTime`. */
function officeDay(at: number, officeTimeZone: string): string {
  const { year, month, day } = zonedParts(new Date(at), officeTimeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * GET /general/business-hours for the signed-in user, in `timeZone` (default: the profile's zone,
 * which the server applies). null while signed out, loading, or after a failure: dashboard §8
 * "Business-hours failure ... silent". The answer describes one office day, so when `now` crosses
 * into the next one it is asked for again (once per day).
 */
export function useBusinessHours(timeZone: string | undefined, now: ReadonlySignal<number>) {
  const instance = useProofdesk();
  const token = useStore(instance.session.$token);
  const [hours, setHours] = useState<BusinessHours | null>(null);
  const [day, setDay] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` changing is the reason to ask again
  useEffect(() => {
    if (!token) {
      setHours(null);
      return;
    }
    let current = true;
    void instance.http
      .get<BusinessHours>('/general/business-hours', { query: { timeZone } })
      .then((result) => {
        if (current) setHours(result.ok ? result.data : null);
      });
    return () => {
      current = false;
    };
  }, [instance, token, timeZone, day]);

  const hoursRef = useRef(hours);
  hoursRef.current = hours;
  useSignalEffect(() => {
    const at = now.value;
    const answer = hoursRef.current;
    if (!answer) return;
    const today = officeDay(at, answer.officeTimeZone);
    if (today !== answer.officeTime.slice(0, 10)) setDay((asked) => (asked === today ? asked : today));
  });
  return hours;
}
