import { type Static, Type } from '@sinclair/typebox';

const Iso = Type.String({ description: 'ISO 8601 with the offset of the zone it is expressed in' });
const IsoOrNull = Type.Union([Iso, Type.Null()]);

const OpenHours = Type.Object({ open: IsoOrNull, close: IsoOrNull, isClose: Type.Boolean() });

/**
 * GET /general/business-hours. `officeCurrentOpenHours` is today's window in the office zone,
 * `localeCurrentOpenHours` the same instants in the caller's zone; `isClose` means the office has
 * no hours that day. `nextOpenHours` is the next opening strictly after now.
 */
export const BusinessHours = Type.Object({
  localeTime: Iso,
  officeTime: Iso,
  officeCurrentOpenHours: OpenHours,
  localeCurrentOpenHours: OpenHours,
  tomorrowOpenHours: Type.Object({ open: IsoOrNull, isClose: Type.Boolean() }),
  nextOpenHours: Type.Object({ open: IsoOrNull, dayOfWeek: Type.Union([Type.String(), Type.Null()]) }),
  description: Type.String(),
  timeZone: Type.String(),
  officeTimeZone: Type.String(),
});
export type BusinessHours = Static<typeof BusinessHours>;

export const BusinessHoursQuery = Type.Object(
  { timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);

export const Announcement = Type.Object({
  id: Type.String(),
  /** Untrusted: render only after DOMPurify. */
  html: Type.String(),
  styles: Type.Object({ backgroundColor: Type.String(), textColor: Type.String() }),
});
export type Announcement = Static<typeof Announcement>;

/** GET /g/demo-accounts (chosen path, demo mode only). */
export const DemoAccount = Type.Object({
  username: Type.String(),
  password: Type.String(),
  role: Type.String(),
  client: Type.Union([Type.Literal('customer'), Type.Literal('admin')]),
  description: Type.String(),
});
export type DemoAccount = Static<typeof DemoAccount>;
