/** The countdown's units (a host writes '2 Std. 15 Min.' here). */
export interface DurationMessages {
  durationHoursMinutes: string;
  durationMinutes: string;
  durationSeconds: string;
}

export const defaultDurationMessages: DurationMessages = {
  durationHoursMinutes: '{hours}h {minutes}m',
  durationMinutes: '{minutes}m',
  durationSeconds: '{seconds}s',
};
