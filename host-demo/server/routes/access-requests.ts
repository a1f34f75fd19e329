import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ACCESS_REQUEST_LIMIT, ACCESS_REQUEST_MESSAGES, AccessRequestBody } from 'proofdesk/contract';
import { validateEmail, validateRequired, validateTextarea } from 'proofdesk/rules';
import { insertAccessRequest } from '../data/access/access-request-rows';
import { done, fail, type ServerContext, send } from '../http';

/**
 * The form's rules (dashboard §5: 'Required!', 'Not Valid', the textarea's maximum), field by field;
 * empty when the request may be stored. The portal checks the same rules before it sends.
 */
export function accessRequestErrors(body: AccessRequestBody): Record<string, string> {
  const errors: Record<string, string | null> = {
    name: validateRequired(body.name),
    email: validateEmail(body.email),
    company: validateRequired(body.company),
    message: validateTextarea(body.message ?? ''),
  };
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

export const accessRequestRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Get Started (issue 27): public, like sign-in and reset-password (anti-forgery tokens belong to
    // a session, and the asker has none); limited per network address.
    app.post<{ Body: AccessRequestBody }>(
      '/g/access-requests',
      { schema: { body: AccessRequestBody }, config: { rateLimit: ACCESS_REQUEST_LIMIT } },
      async (request, reply) => {
        const errors = accessRequestErrors(request.body);
        if (Object.keys(errors).length > 0) {
          const messages = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
          return send(reply, fail(400, Object.values(errors)[0] ?? 'Not Valid', { messages }));
        }
        const { name, email, company, message = '' } = request.body;
        const stored = await insertAccessRequest(ctx.data.db, {
          id: randomUUID(),
          email: email.trim().toLowerCase(),
          name: name.trim(),
          company: company.trim(),
          message: message.trim(),
          requestedAt: ctx.now().getTime(),
        });
        if (stored) request.log.info({ accessRequest: true }, 'access requested');
        return send(reply, done({ message: ACCESS_REQUEST_MESSAGES.received }));
      },
    );
  };
