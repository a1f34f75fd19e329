import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Route = { schema: unknown; method: string; url: string; httpPart?: string };
type Compile = (route: Route) => unknown;
type PoolOptions = { customOptions?: Record<string, unknown> };

// Fastify's own validator pool (what it uses when no factory is given); typed loosely because its
// published types describe a different call shape than the one Fastify makes.
const pool = AjvCompiler() as unknown as (externals: unknown, options: PoolOptions) => Compile;

/**
 * Fastify's Ajv, twice: coercion stays for the parts that arrive as text (path, query, headers:
 * `?page=2` must become a number) and is off for bodies, whose JSON already has types. Under
 * Fastify's default (`coerceTypes: 'array'`) `{"name":123}` was saved as the preset "123" and
 * `{"username":["a"]}` signed in as "a".
 */
export const strictBodyValidators: Factory = {
  buildValidator: ((externals: unknown, options: PoolOptions = {}) => {
    const coercing = pool(externals, options);
    const strict = pool(externals, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route: Route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  }) as unknown as Factory['buildValidator'],
};
