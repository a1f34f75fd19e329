import { useMemo } from 'react';
import type { BusinessHours } from '../../../sdk/contract';
import { formatClockTime, formatZoneName } from '../../../sdk/core/domain';
import { useWidgetStyles } from '../../../sdk/react';
import { useTicker } from '../../../sdk/react/signals';
import { fill } from '../messages';
import type { SidebarPartProps } from '../props';
import { DayProgress, LiveClock, LiveStatus } from './live-parts';
import { defaultHoursMessages, type HoursMessages } from './messages';
import { hoursStyles } from './styles';
import { useBusinessHours } from './use-business-hours';

/** Dashboard §9: "Clock ticks every 1 s." */
export const CLOCK_TICK_MS = 1000;

interface CardProps {
  /** IANA zone; default the profile's (the server applies it). */
  timeZone?: string | undefined;
  messages: HoursMessages;
}

function todayLine(hours: BusinessHours, m: HoursMessages): string {
  const today = hours.localeCurrentOpenHours;
  if (today.isClose || !today.open || !today.close) return m.hoursTodayClosed;
  // Labelled with the viewer's zone, as the description names the office's: side by side, '9:00 AM to
  // 5:00 PM (Eastern Time)' and an unlabelled 'Today: 7:00 AM – 3:00 PM' read as a contradiction.
  return fill(m.hoursToday, {
    open: formatClockTime(today.open, hours.timeZone),
    close: formatClockTime(today.close, hours.timeZone),
    zone: formatZoneName(today.open, hours.timeZone),
  });
}

/**
 * The business-hours card (dashboard §2): the provider's hours, the live status, the clock and the
 * day's progress in the viewer's zone. The card itself never reads the clock, so a tick re-renders
 * only the clock, the status line and the bar. Nothing at all while signed out or after a failure.
 */
function Card({ timeZone, messages: m }: CardProps) {
  useWidgetStyles(hoursStyles);
  const now = useTicker(CLOCK_TICK_MS);
  const hours = useBusinessHours(timeZone, now);
  if (!hours) return null;
  const zone = hours.timeZone;
  return (
    <section className="pd-hours" aria-label={m.hoursTitle}>
      <div className="pd-hours-head">
        <p className="pd-hours-title">{m.hoursTitle}</p>
        <LiveClock now={now} timeZone={zone} label={m.hoursClock} />
      </div>
      <p className="pd-hours-description">{hours.description}</p>
      <p className="pd-hours-today">{todayLine(hours, m)}</p>
      <LiveStatus now={now} hours={hours} messages={m} />
      <DayProgress now={now} timeZone={zone} label={m.hoursDayElapsed} />
    </section>
  );
}

/** The business-hours card inside the sidebar frame. */
export function BusinessHoursPart({ messages, timeZone }: SidebarPartProps) {
  return <Card messages={messages} timeZone={timeZone} />;
}

/** What `<BusinessHoursCard>` takes: the card alone. */
export interface BusinessHoursCardProps {
  /** IANA zone the hours and the clock are shown in. Default: the profile's zone. */
  timeZone?: string;
  /** Overrides of the card's strings. */
  messages?: Partial<HoursMessages>;
}

/** The bare view of `<BusinessHoursCard>`. */
export function BusinessHoursCardView({ messages, timeZone }: BusinessHoursCardProps) {
  const m = useMemo(() => ({ ...defaultHoursMessages, ...messages }), [messages]);
  return <Card messages={m} timeZone={timeZone} />;
}
