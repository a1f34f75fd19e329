// What the filter panels' own server adds to the demo seed (read by the server set-up in Node and by
// the tests in the browser, so this file imports nothing).

/** Flagged viewOnly: production (a production manager: may not save presets) and cso ("unless their role is CSO"). */
export const VIEW_ONLY_USERS = ['user-production', 'user-cso'];

/** A preset the viewOnly production manager holds (made before the flag): shown, never deleted. */
export const SEEDED_VIEW_ONLY_PRESET = 'Kept for production';
