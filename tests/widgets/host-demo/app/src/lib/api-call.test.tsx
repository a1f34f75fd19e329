import type { HttpResult } from 'proofdesk';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Outcome, outcome, paged, useCall } from '../../../../../../host-demo/app/src/lib/api-call';
import { render } from '../../../../support/render';

// The screens' one read (customers, team, workflows, my images): loading, then the answer or the
// refusal with its status; Try again reads again; an answer to a call since replaced is dropped.

const answer = <T,>(data: T, meta?: object) =>
  Promise.resolve({ ok: true, data, ...(meta ? { meta } : {}) } as HttpResult<T>);
const refusal = (status: number, title = '', message = '') =>
  Promise.resolve({ ok: false, error: { status, title, message } } as unknown as HttpResult<never>);

describe('outcome and paged', () => {
  it("keep the server's pair, else dashboard §8's generic error, with the status", async () => {
    expect(await outcome(answer('x'))).toEqual({ ok: true, data: 'x' });
    expect(await outcome(refusal(404, 'Not found', 'No such customer.'))).toEqual({
      ok: false,
      error: { title: 'Not found', message: 'No such customer.', status: 404 },
    });
    expect(await outcome(refusal(0))).toEqual({
      ok: false,
      error: {
        title: 'Ooops!',
        message: 'Error encountered while processing. Please try again later or contact the product admin.',
        status: 0,
      },
    });
  });

  it("take the page figures from the envelope's meta, else one page of the array", async () => {
    expect(await paged(answer(['a', 'b'], { page: 2, totalPages: 5, total: 41 }), 2)).toEqual({
      ok: true,
      data: { data: ['a', 'b'], page: 2, totalPages: 5, total: 41 },
    });
    expect(await paged(answer(['a', 'b']), 3)).toEqual({
      ok: true,
      data: { data: ['a', 'b'], page: 3, totalPages: 1, total: 2 },
    });
  });
});

type Pending = { id: string; resolve: (outcome: Outcome<string>) => void };

function Reader({ calls }: { calls: Pending[] }) {
  const [id, setId] = useState('a');
  const { load, reload } = useCall(
    useCallback(() => new Promise<Outcome<string>>((resolve) => calls.push({ id, resolve })), [calls, id]),
  );
  return (
    <>
      <output data-testid="load">
        {load.status === 'ready'
          ? `ready ${load.data}`
          : load.status === 'failed'
            ? `failed ${load.error.status} ${load.error.title}`
            : 'loading'}
      </output>
      <button type="button" onClick={() => void reload()}>
        Try again
      </button>
      <button type="button" onClick={() => setId('b')}>
        Other
      </button>
    </>
  );
}

describe('useCall', () => {
  it('shows loading, the refusal, and the answer after Try again; drops a replaced call', async () => {
    const calls: Pending[] = [];
    const { container } = render(<Reader calls={calls} />);
    const shown = () => container.querySelector('[data-testid="load"]')?.textContent;
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(shown()).toBe('loading');
    calls.at(-1)!.resolve({ ok: false, error: { title: 'Ooops!', message: 'Down.', status: 500 } });
    await expect.poll(shown).toBe('failed 500 Ooops!');

    const before = calls.length;
    button('Try again').click();
    await expect.poll(() => calls.length).toBe(before + 1);
    await expect.poll(shown).toBe('loading');
    calls.at(-1)!.resolve({ ok: true, data: 'first' });
    await expect.poll(shown).toBe('ready first');

    // New arguments: a new call; the older one, answering last, is not shown.
    button('Try again').click();
    await expect.poll(() => calls.length).toBe(before + 2);
    const older = calls.at(-1)!;
    button('Other').click();
    await expect.poll(() => calls.at(-1)!.id).toBe('b');
    calls.at(-1)!.resolve({ ok: true, data: 'b' });
    await expect.poll(shown).toBe('ready b');
    older.resolve({ ok: true, data: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toBe('ready b');
  });
});
