import { describe, expect, it } from 'vitest';
import { type HubSocket, RealtimeHub } from '../../../../../host-demo/server/realtime';

function fakeSocket(readyState = 1) {
  const socket = {
    readyState,
    sent: [] as string[],
    closedWith: undefined as number | undefined,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code?: number) {
      socket.closedWith = code;
    },
  };
  return socket satisfies HubSocket;
}

describe('RealtimeHub', () => {
  it('sends one payload to every open socket of the addressed users', () => {
    const hub = new RealtimeHub();
    const [a1, a2, b, closing, c] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket(2), fakeSocket()];
    hub.add(a1, 'a', 's1');
    hub.add(a2, 'a', 's2');
    hub.add(b, 'b', 's3');
    hub.add(closing, 'b', 's4');
    hub.add(c, 'c', 's5');
    expect(hub.publish(['a', 'b', 'a'], 'reload-sidebar', { n: 1 })).toBe(3);
    const payload = JSON.stringify({ type: 'event', event: 'reload-sidebar', data: { n: 1 } });
    expect([a1.sent, a2.sent, b.sent, closing.sent, c.sent]).toEqual([
      [payload],
      [payload],
      [payload],
      [],
      [],
    ]);
  });

  it('targets one session and forgets removed sockets', () => {
    const hub = new RealtimeHub();
    const [one, two] = [fakeSocket(), fakeSocket()];
    hub.add(one, 'a', 's1');
    hub.add(two, 'a', 's2');
    expect(hub.publishToSession('s2', 'fetch-messages')).toBe(1);
    expect(one.sent).toEqual([]);
    hub.remove(two);
    hub.remove(two);
    expect(hub.publish(['a'], 'reload-profile')).toBe(1);
    expect(hub.size).toBe(1);
  });

  it('ends a session with force-logout then close code 4401', () => {
    const hub = new RealtimeHub();
    const socket = fakeSocket();
    hub.add(socket, 'a', 's1');
    expect(hub.endSession('s1', { reason: 'x' })).toBe(1);
    expect(JSON.parse(socket.sent[0]!)).toEqual({
      type: 'event',
      event: 'force-logout',
      data: { reason: 'x' },
    });
    expect(socket.closedWith).toBe(4401);
    expect(hub.size).toBe(0);
  });
});
