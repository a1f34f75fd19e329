/** What the deliberate error says (the e2e test and Report Error's log line recognise it). */
export const DELIBERATE_ERROR = 'Deliberate error of the /error-test route';

/**
 * /error-test: a screen that throws while rendering, so the 500 page and its error boundary can be
 * seen and tested in the built portal. Harmless in production: it reads and writes nothing, and shows
 * what any broken screen would (the 500 page, Report Error, Clear Cache/History).
 */
export default function ErrorTestScreen(): never {
  throw new Error(DELIBERATE_ERROR);
}
