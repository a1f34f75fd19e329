// The card's pieces that read the ticking clock. Each calls useSignals() (the SDK ships precompiled:
// no Babel transform adds it) and reads `now.value`, so the tick re-renders them and nothing else.
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { BusinessHours } from '../../../sdk/contract';
import { type BusinessHoursResponse, businessHoursStatus, dayProgress } from '../../../sdk/core/domain';
import type { HoursMessages } from './messages';

interface LiveProps {
  now: ReadonlySignal<number>;
  timeZone: string;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** '3:07:09 PM' in the zone (narrow no-break spaces of newer ICU made plain, as formatClockTime does). */
export function formatClock(at: number, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(new Date(at)).replace(/[\u202f\u00a0]/g, ' ');
}

/** The clock, ticking every second (dashboard §9 "Clock ticks every 1 s"). */
export function LiveClock({ now, timeZone, label }: LiveProps & { label: string }) {
  useSignals();
  const at = now.value;
  return (
    <span className="pd-hours-clock">
      <span className="pd-visually-hidden">{label}: </span>
      <time dateTime={new Date(at).toISOString()}>{formatClock(at, timeZone)}</time>
    </span>
  );
}

/**
 * 'open for another X', 'closed, open in X', 'open tomorrow at …' or 'open on {day} at {time}'.
 * Not a live region: a line that changes every second would talk over everything else.
 */
export function LiveStatus({
  now,
  hours,
  messages,
}: Omit<LiveProps, 'timeZone'> & { hours: BusinessHours; messages: HoursMessages }) {
  useSignals();
  // A provider with no opening day at all has nothing to announce.
  const known =
    !hours.officeCurrentOpenHours.isClose || !hours.tomorrowOpenHours.isClose || hours.nextOpenHours.open;
  if (!known) return null;
  // The contract's closed windows carry null times, which the rule never reads (it checks isClose first).
  const status = businessHoursStatus(hours as BusinessHoursResponse, now.value, messages);
  return (
    <p className="pd-hours-status" data-open={status.isOpen || undefined}>
      {status.text}
    </p>
  );
}

/** The fraction of the viewer's day elapsed (dashboard §2: "A progress bar shows the fraction of the day elapsed"). */
export function DayProgress({ now, timeZone, label }: LiveProps & { label: string }) {
  useSignals();
  const fraction = dayProgress(now.value, timeZone);
  return <progress className="pd-hours-progress" max={1} value={fraction} aria-label={label} />;
}
