// The test fixtures' synchronous SQL on PostgreSQL. Fixtures insert and adjust rows through
// `app.proofdesk.data.sqlite` (better-sqlite3's synchronous API) before they call the server; on
// PostgreSQL (PROOFDESK_TEST_DATABASE=postgres, helpers.ts) that handle is this stand-in: each
// statement goes to a worker thread with its own connection to the test server's database, and the
// caller waits for the answer (Atomics.wait), so the fixtures stay as they are. SQLite's `?` and
// `@name` parameters become `$n`; what only SQLite understands (json_set, …) fails here as it would
// in the server, and such a fixture needs a data-layer query instead.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const pg = require('pg');
const { url, port, flag } = workerData;
const types = { getTypeParser: (oid, format) => (oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format)) };
const client = new pg.Client({ connectionString: url, types });
const ready = client.connect();
parentPort.on('message', async ({ sql, params }) => {
  let answer;
  try {
    await ready;
    if (sql === null) { await client.end(); answer = { rows: [], rowCount: 0 }; }
    else {
      const result = await client.query({ text: sql, values: params, rowMode: 'array' });
      const names = (result.fields || []).map((field) => field.name);
      answer = { names, rows: result.rows || [], rowCount: result.rowCount ?? 0 };
    }
  } catch (error) {
    answer = { error: String(error && error.message || error) };
  }
  port.postMessage(answer);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

interface Answer {
  names?: string[];
  rows: unknown[][];
  rowCount: number;
  error?: string;
}

/** `?` → `$n` and `@name`/`:name`/`$name` → `$n`, outside quoted text; the names in order. */
function positional(sql: string): { text: string; named: string[] } {
  let text = '';
  const named: string[] = [];
  let index = 0;
  let quote: string | undefined;
  for (let i = 0; i < sql.length; i += 1) {
    const char = sql[i]!;
    if (quote) {
      text += char;
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
      text += char;
    } else if (char === '?') {
      index += 1;
      text += `$${index}`;
    } else if ((char === '@' || char === ':' || char === '$') && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      if (char === ':' && sql[i - 1] === ':') {
        text += char;
        continue;
      }
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0];
      named.push(name);
      index += 1;
      text += `$${index}`;
      i += name.length;
    } else text += char;
  }
  text = text.replace(/\bINSERT\s+OR\s+IGNORE\b([\s\S]*)$/i, 'INSERT$1 ON CONFLICT DO NOTHING');
  return { text, named };
}

const bindable = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** A stand-in for the better-sqlite3 calls fixtures make, on the PostgreSQL database at `url`. */
export function syncPostgres(url: string) {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { url, port: port2, flag },
    transferList: [port2],
  });
  worker.unref();

  const send = (sql: string | null, params: unknown[]): Answer => {
    Atomics.store(flag, 0, 0);
    worker.postMessage({ sql, params });
    Atomics.wait(flag, 0, 0, 30_000);
    const received = receiveMessageOnPort(port1);
    if (!received) throw new Error(`no answer from the fixtures' PostgreSQL worker for: ${sql}`);
    const answer = received.message as Answer;
    if (answer.error) throw new Error(`${answer.error} (fixture SQL on PostgreSQL: ${sql})`);
    return answer;
  };

  const prepare = (sql: string) => {
    const { text, named } = positional(sql);
    const params = (args: unknown[]) =>
      named.length > 0 && args.length === 1 && typeof args[0] === 'object' && args[0] !== null
        ? named.map((name) => bindable((args[0] as Record<string, unknown>)[name]))
        : args.flat().map(bindable);
    let plucked = false;
    const objects = (answer: Answer) =>
      answer.rows.map((row) =>
        plucked ? row[0] : Object.fromEntries((answer.names ?? []).map((name, i) => [name, row[i]])),
      );
    const statement = {
      run: (...args: unknown[]) => ({ changes: send(text, params(args)).rowCount, lastInsertRowid: 0 }),
      get: (...args: unknown[]) => objects(send(text, params(args)))[0],
      all: (...args: unknown[]) => objects(send(text, params(args))),
      pluck: (on = true) => {
        plucked = on;
        return statement;
      },
    };
    return statement;
  };

  return {
    prepare,
    exec: (sql: string) => {
      send(sql, []);
    },
    transaction:
      <A extends unknown[], R>(fn: (...args: A) => R) =>
      (...args: A): R => {
        send('BEGIN', []);
        try {
          const result = fn(...args);
          send('COMMIT', []);
          return result;
        } catch (error) {
          send('ROLLBACK', []);
          throw error;
        }
      },
    close: () => {
      try {
        send(null, []);
      } finally {
        void worker.terminate();
      }
    },
  };
}
