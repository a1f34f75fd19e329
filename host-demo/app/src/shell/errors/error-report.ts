import type { ProofdeskInstance } from 'proofdesk';
import type { ClientErrorReport } from 'proofdesk/contract';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * What Report Error sends (POST /g/client-errors): the error's name, message and stack and the
 * screen's path, without its query or hash (tokens and search words live there).
 */
export function errorReport(error: unknown, pathname: string): ClientErrorReport {
  const known = error instanceof Error ? error : new Error(String(error));
  return {
    name: cut(known.name || 'Error', 200),
    message: cut(known.message, 2000),
    ...(known.stack ? { stack: cut(known.stack, 8000) } : {}),
    path: cut(pathname.startsWith('/') ? pathname : `/${pathname}`, 300),
  };
}

/** True when the server took the report. */
export async function sendErrorReport(proofdesk: ProofdeskInstance, report: ClientErrorReport) {
  const result = await proofdesk.http.post('/g/client-errors', { body: report, csrf: 'profile' });
  return result.ok;
}
