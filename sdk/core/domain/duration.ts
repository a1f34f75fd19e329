import { type DurationMessages, defaultDurationMessages } from './duration-messages';
import { fillTemplate } from './template';

/**
 * Compact countdown text for the business-hours card: '2h 15m', '15m', or '45s' in the last
 * minute (the card ticks every second, so the final minute still moves). Whole units are floored:
 * a countdown must never claim more time than is left.
 */
export function formatDuration(ms: number, messages: DurationMessages = defaultDurationMessages): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  if (hours > 0) return fillTemplate(messages.durationHoursMinutes, { hours, minutes });
  if (minutes > 0) return fillTemplate(messages.durationMinutes, { minutes });
  return fillTemplate(messages.durationSeconds, { seconds: totalSeconds });
}
