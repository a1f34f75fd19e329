import { defaultSessionMessages, GENERIC_ERROR, type ProofdeskError } from 'proofdesk';
import { describe, expect, it } from 'vitest';
import { CSRF_ERROR_MESSAGE, toResult } from '../../../../../sdk/core/http';
import { forgotPasswordError, impersonationError, signInError } from '../../../../../sdk/core/session';

const GENERIC = {
  title: 'Ooops!',
  message: 'Error encountered while processing. Please try again later or contact the product admin.',
};

describe('toResult (envelope → result)', () => {
  it('reads success plus data, message, messages and id (spec §7)', () => {
    expect(toResult(200, { success: true, data: { a: 1 }, message: 'Saved', id: '7' })).toEqual({
      ok: true,
      status: 200,
      data: { a: 1 },
      message: 'Saved',
      id: '7',
    });
  });

  it('treats a non-enveloped 2xx (the token endpoints) as data', () => {
    expect(toResult(200, { accessToken: 't' })).toEqual({
      ok: true,
      status: 200,
      data: { accessToken: 't' },
    });
  });

  it("success:false shows the server's message plus the list of messages (spec §8)", () => {
    const result = toResult(200, { success: false, message: 'Name taken', messages: ['a', 'b'] });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'server', status: 200, title: 'Ooops!', message: 'Name taken', messages: ['a', 'b'] },
    });
  });

  it('classifies reauth, anti-forgery and validation answers', () => {
    const kindOf = (status: number, body: unknown) => {
      const result = toResult(status, body);
      return result.ok ? 'ok' : result.error.kind;
    };
    expect(kindOf(401, { success: false, message: 'x', reauth: true })).toBe('reauth');
    expect(kindOf(403, { success: false, message: CSRF_ERROR_MESSAGE })).toBe('csrf');
    expect(kindOf(403, { success: false, message: 'Permission Denied!' })).toBe('server');
    expect(kindOf(400, { success: false, message: 'Invalid request', messages: ['email'] })).toBe(
      'validation',
    );
  });

  it('falls back to the generic text for 5xx and bodies without a message', () => {
    const fail = (status: number, body: unknown) => {
      const result = toResult(status, body);
      if (result.ok) throw new Error('expected failure');
      return result.error;
    };
    expect(GENERIC_ERROR).toEqual(GENERIC);
    expect(fail(500, { success: false, message: 'SQLITE_BUSY' })).toMatchObject(GENERIC);
    expect(fail(502, '<html>Bad gateway</html>')).toMatchObject({ kind: 'http', status: 502, ...GENERIC });
    expect(fail(404, undefined)).toMatchObject({ kind: 'http', status: 404, ...GENERIC });
  });

  it('keeps the name and message of a token-endpoint error', () => {
    const result = toResult(401, { name: 'invalid_client', message: 'Invalid client: client is invalid' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 401,
        name: 'invalid_client',
        title: 'Ooops!',
        message: 'Invalid client: client is invalid',
      },
    });
  });
});

const err = (overrides: Partial<ProofdeskError>): ProofdeskError => ({
  kind: 'http',
  status: 400,
  title: 'Ooops!',
  message: 'server text',
  ...overrides,
});

describe('signInError (spec §8)', () => {
  it("invalid_grant: 'Incorrect username or password.' with the records sentence", () => {
    const mapped = signInError(err({ name: 'invalid_grant', status: 400 }), defaultSessionMessages);
    expect(mapped.title).toBe('Incorrect username or password.');
    expect(mapped.message).toBe(
      'The email and password you entered did not match our records. Please double-check and try again.',
    );
  });

  it('any other 400 shows the generic error', () => {
    expect(signInError(err({ name: 'invalid_request', status: 400 }), defaultSessionMessages)).toMatchObject(
      GENERIC,
    );
  });

  it('other sign-in errors show the server name and message', () => {
    const mapped = signInError(
      err({ name: 'too_many_requests', status: 429, message: 'Too many sign-in attempts.' }),
      defaultSessionMessages,
    );
    expect(mapped).toMatchObject({ title: 'too_many_requests', message: 'Too many sign-in attempts.' });
  });

  it('a network failure (no name) is generic', () => {
    expect(signInError(err({ kind: 'network', status: 0 }), defaultSessionMessages)).toMatchObject(GENERIC);
  });
});

describe('forgotPasswordError and impersonationError (spec §8)', () => {
  it("a response without success shows 'Not Found' with the first server message", () => {
    const mapped = forgotPasswordError(
      err({ kind: 'server', status: 200, message: 'first', messages: ['first', 'second'] }),
      defaultSessionMessages,
    );
    expect(mapped).toMatchObject({ title: 'Not Found', message: 'first' });
  });

  it('a network failure shows the generic error', () => {
    expect(forgotPasswordError(err({ kind: 'network', status: 0 }), defaultSessionMessages)).toMatchObject(
      GENERIC,
    );
  });

  it("an invalid impersonation token shows 'Token is not valid'", () => {
    expect(impersonationError(err({ kind: 'server', status: 401 }), defaultSessionMessages).message).toBe(
      'Token is not valid',
    );
  });
});

describe('paged answers', () => {
  it('"returning data plus meta{page,totalPages}": the page figures reach the caller', () => {
    const result = toResult(200, { success: true, data: [], meta: { page: 2, totalPages: 5 } });
    expect(result).toEqual({ ok: true, status: 200, data: [], meta: { page: 2, totalPages: 5 } });
  });

  it('ignores a malformed meta rather than passing it on', () => {
    const result = toResult(200, { success: true, data: [], meta: { page: 'two' } });
    expect(result).toEqual({ ok: true, status: 200, data: [] });
  });
});
