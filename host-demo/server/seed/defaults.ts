import type { Db } from '../db';
import { loadOfficeHours, saveOfficeHours } from '../hours';
import { DEMO_OFFICE_HOURS } from './demo-general';

/** Provider settings every database needs, demo or not (business hours drive the sidebar card). */
export function seedDefaults(db: Db): void {
  if (!loadOfficeHours(db)) saveOfficeHours(db, DEMO_OFFICE_HOURS);
}
