import { CLIENTS } from '../../sdk/contract/constants';

/**
 * One password sign-in of the demo owner against a bench server, handed to every page load (the
 * server allows 10 password sign-ins a minute per user).
 */
export async function ownerToken(base: string): Promise<{ token: string; expires: string }> {
  const client = CLIENTS.customer;
  const response = await fetch(`${base}/api/${client.prefix}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${client.id}:${client.secret}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'owner@demo.test',
      password: 'proofdesk-demo',
    }),
  });
  const body = (await response.json()) as { accessToken: string; accessTokenExpiresAt: string };
  return { token: body.accessToken, expires: body.accessTokenExpiresAt };
}
