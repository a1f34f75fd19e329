import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { csrfScopeOfGuard } from '../../../../host-demo/server/auth';
import { testServer } from './helpers';
import { HOSTILE_PARAMS, type HostileBody, hostileBodies } from './hostile/mutations';
import { type JsonSchema, sample } from './hostile/schema-sample';
import {
  type Actor,
  buildWorld,
  paramValue,
  type Records,
  snapshot,
  validBody,
  type World,
} from './hostile/world';

// Issue 20: "for every mutating endpoint, wrong types, huge strings, deep nesting, prototype keys,
// foreign ids, each answered by a 4xx envelope, never a 500". The routes come from the server itself,
// so an endpoint added later is attacked without this file changing.

interface MutatingRoute {
  method: string;
  url: string;
  body?: JsonSchema;
  params?: JsonSchema;
  csrfScope?: string;
  kind: 'guest' | 'user' | 'public';
}

/** Path parameters that carry free text rather than a record's id (a version's deletion reason). */
const FREE_TEXT_PARAMS = new Set(['reason']);

async function serverWithRoutes(): Promise<{ app: FastifyInstance; routes: MutatingRoute[] }> {
  const routes: MutatingRoute[] = [];
  const app = await testServer({}, (instance) => {
    instance.addHook('onRoute', (route: RouteOptions) => {
      const hooks = [route.preHandler ?? []].flat() as { name?: string }[];
      const names = hooks.map((hook) => hook.name);
      const csrfScope = hooks.map(csrfScopeOfGuard).find(Boolean);
      for (const method of [route.method].flat()) {
        if (['GET', 'HEAD', 'OPTIONS'].includes(method) || !route.url.startsWith('/api/')) continue;
        routes.push({
          method,
          url: route.url,
          body: route.schema?.body as JsonSchema | undefined,
          params: route.schema?.params as JsonSchema | undefined,
          csrfScope,
          kind: names.includes('requireGuestHook')
            ? 'guest'
            : names.includes('requireSessionHook')
              ? 'user'
              : 'public',
        });
      }
    });
  });
  return { app, routes };
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

const bodyFor = (route: MutatingRoute, records: Records) =>
  validBody(route.method, route.url, records) ?? sample(route.body ?? {});

const ANONYMOUS: Actor = { name: 'anonymous', headers: {}, csrf: async () => '' };

function actorsOf(route: MutatingRoute, world: World): Actor[] {
  if (route.kind === 'guest') return [world.guest];
  if (route.kind === 'public') return [ANONYMOUS];
  return [world.owner, world.admin];
}

function urlFor(route: MutatingRoute, records: Records, override: Record<string, string> = {}): string {
  const sampled = route.params ? (sample(route.params) as Record<string, string>) : {};
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(override[name] ?? paramValue(route.url, name, records) ?? sampled[name] ?? 'x'),
  );
}

async function send(
  app: FastifyInstance,
  route: MutatingRoute,
  actor: Actor,
  url: string,
  body: HostileBody['payload'] | undefined,
  form = false,
) {
  const headers: Record<string, string> = { ...actor.headers };
  if (route.csrfScope || route.kind === 'guest') {
    headers['x-csrf-token'] = await actor.csrf(route.csrfScope ?? 'guest-annotation').catch(() => 'none');
  }
  const request: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
  if (body !== undefined) {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    request.payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return app.inject(request);
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** A 4xx answer in the envelope (or, on the token endpoints, OAuth's error body). */
const refusal = (response: Answer) => response.statusCode >= 400 && answered(response);

/** Anything but a 5xx, in the envelope: what a request that may be valid must at least get. */
function answered(response: Answer): boolean {
  if (response.statusCode >= 500) return false;
  if (!String(response.headers['content-type']).startsWith('application/json')) return false;
  try {
    const parsed = JSON.parse(response.body) as { success?: unknown; name?: unknown; statusCode?: unknown };
    if (response.statusCode < 400) return parsed.success === true;
    return (
      parsed.success === false || (typeof parsed.name === 'string' && typeof parsed.statusCode === 'number')
    );
  } catch {
    return false;
  }
}

function report(failures: string[], label: string, response: { statusCode: number; body: string }) {
  failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 140)}`);
}

describe('hostile input to every mutating /api route', () => {
  it("starts from bodies the routes accept, so a refusal is the hostile part's doing", async () => {
    const { app, routes } = await serverWithRoutes();
    const world = await buildWorld(app);
    const accepted: string[] = [];
    for (const route of routes.filter((r) => r.body && r.kind !== 'public')) {
      for (const actor of actorsOf(route, world)) {
        const response = await send(app, route, actor, urlFor(route, world.own), bodyFor(route, world.own));
        if (response.statusCode < 300) accepted.push(`${route.method} ${route.url} [${actor.name}]`);
      }
    }
    // The rest are refused for who is asking or the order's state (a permission, not the body).
    expect(accepted.length).toBeGreaterThanOrEqual(14);
  });

  it('refuses wrong types, huge strings, deep nesting and prototype keys in bodies with a 4xx envelope', async () => {
    const { app, routes } = await serverWithRoutes();
    const world = await buildWorld(app);
    const withBody = routes.filter((route) => route.body);
    // Guard against the enumeration silently collecting nothing.
    expect(withBody.length).toBeGreaterThan(25);
    const failures: string[] = [];
    let requests = 0;
    for (const route of withBody) {
      for (const actor of actorsOf(route, world)) {
        const url = urlFor(route, world.own);
        for (const hostile of hostileBodies(route.body ?? {}, bodyFor(route, world.own))) {
          const response = await send(app, route, actor, url, hostile.payload, hostile.form);
          requests += 1;
          const judged = hostile.refused ? refusal(response) : answered(response);
          if (!judged)
            report(failures, `${route.method} ${route.url} [${actor.name}] ${hostile.label}`, response);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(600);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 240_000);

  it('refuses ids that name no record with a 4xx envelope', async () => {
    const { app, routes } = await serverWithRoutes();
    const world = await buildWorld(app);
    const failures: string[] = [];
    for (const route of routes) {
      const names = paramNames(route.url).filter((name) => !FREE_TEXT_PARAMS.has(name));
      const body = route.body ? bodyFor(route, world.own) : undefined;
      for (const actor of actorsOf(route, world)) {
        for (const name of names) {
          for (const value of HOSTILE_PARAMS) {
            const url = urlFor(route, world.own, { [name]: value });
            const response = await send(app, route, actor, url, body);
            if (!refusal(response))
              report(failures, `${route.method} ${url.slice(0, 90)} [${actor.name}] :${name}`, response);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("refuses another account's ids with a 4xx envelope and writes nothing", async () => {
    const { app, routes } = await serverWithRoutes();
    const world = await buildWorld(app);
    const before = snapshot(app);
    const failures: string[] = [];
    const namesRecords = (route: MutatingRoute) =>
      paramNames(route.url).some((name) => paramValue(route.url, name, world.foreign));
    for (const route of routes.filter((r) => r.kind !== 'public' && namesRecords(r))) {
      const body = route.body ? bodyFor(route, world.foreign) : undefined;
      // The admin side works across accounts by design; a customer and a guest must not.
      for (const actor of [world.owner, world.guest].filter((a) => actorsOf(route, world).includes(a))) {
        const url = urlFor(route, world.foreign);
        const response = await send(app, route, actor, url, body);
        if (!refusal(response)) report(failures, `${route.method} ${route.url} [${actor.name}]`, response);
      }
    }
    expect(failures).toEqual([]);
    expect(snapshot(app)).toBe(before);
  }, 120_000);
});
