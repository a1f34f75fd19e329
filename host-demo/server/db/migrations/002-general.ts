import type { Migration } from '../migrate';

export const general: Migration = {
  version: 2,
  name: 'business hours, announcements',
  sql: `
-- One row: the provider's office. weekly_hours is a JSON array indexed by weekday (0 = Sunday),
-- each entry {"open":"09:00","close":"17:00"} or null for a closed day.
CREATE TABLE business_hours (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  office_time_zone TEXT NOT NULL,
  weekly_hours TEXT NOT NULL
);

CREATE TABLE announcements (
  id TEXT PRIMARY KEY,
  html TEXT NOT NULL,
  background_color TEXT NOT NULL,
  text_color TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
`,
};
