import type { OfficeHours } from '../hours';

const WEEKDAY = { open: '09:00', close: '17:00' } as const;

/** The provider's office: New York, Monday to Friday 09:00-17:00, weekend closed (spec §9). */
export const DEMO_OFFICE_HOURS: OfficeHours = {
  officeTimeZone: 'America/New_York',
  weekly: [null, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, null],
};

export const DEMO_ANNOUNCEMENTS = [
  {
    id: 'announcement-versions',
    // Every signed-in role sees it: it names what anyone can do (open a file with two versions),
    // not a screen some roles may not use (an operator sent to /orders/new saw 'Not available').
    html: '<p><strong>New:</strong> compare proof versions side by side: open a file with two or more versions and choose <strong>Compare</strong>.</p>',
    backgroundColor: '#e0f2fe',
    textColor: '#0c4a6e',
  },
  {
    // Deliberately hostile: the client must sanitise announcement html (DOMPurify strips both payloads).
    id: 'announcement-maintenance',
    html:
      '<p>Scheduled maintenance on Sunday, 02:00-03:00 UTC.</p>' +
      '<script>window.__proofdeskAnnouncementXss = true;</script>' +
      '<img src="data:," alt="" onerror="window.__proofdeskAnnouncementXss = true">',
    backgroundColor: '#fef3c7',
    textColor: '#78350f',
  },
] as const;
