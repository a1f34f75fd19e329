import type {
  IntentEvent,
  NavigateIntent,
  ProofdeskEvents,
  ProofdeskInstance,
  RealtimeEvents,
  ShowNotificationPayload,
} from 'proofdesk';
import type { IntentHandler } from 'proofdesk/react';
import { describe, expectTypeOf, it } from 'vitest';

// The typed events a host listens to: the instance's bus (`instance.events`), the socket's events
// (`instance.realtime.subscribe`) and the intents' DOM events on a widget's host element. Each
// event name maps to its payload type; a wrong payload or an unknown name does not compile.
declare const instance: ProofdeskInstance;
declare const element: HTMLElement;

describe('instance.events', () => {
  it('hands each listener its event payload', () => {
    instance.events.on('intent', (intent) => expectTypeOf(intent).toEqualTypeOf<NavigateIntent>());
    instance.events.on('signed-in', (payload) =>
      expectTypeOf(payload).toEqualTypeOf<{ userId: string | null; clientId: string | null }>(),
    );
    instance.events.on('reload-order', (payload) =>
      expectTypeOf(payload).toEqualTypeOf<{ orderId?: string } | undefined>(),
    );
    instance.events.on('show-notification', (payload) =>
      expectTypeOf(payload).toEqualTypeOf<ShowNotificationPayload | undefined>(),
    );
    expectTypeOf<ProofdeskEvents['force-logout']>().toEqualTypeOf<{ reason?: string } | undefined>();
    expectTypeOf<ProofdeskEvents['signed-out']>().toEqualTypeOf<undefined>();
  });

  it('takes the right payload and no other', () => {
    instance.events.emit('intent', { type: 'view-cart', path: '/cart/checkout' });
    instance.events.emit('signed-in', { userId: 'u1', clientId: null });
    // @ts-expect-error an intent needs its portal path
    instance.events.emit('intent', { type: 'view-cart' });
    // @ts-expect-error the user id is a string (or null), not a number
    instance.events.emit('signed-in', { userId: 1, clientId: null });
    // @ts-expect-error 'reload-order' carries an order id, not an order
    instance.events.emit('reload-order', { order: 1 });
  });

  it('knows no event it does not list', () => {
    // @ts-expect-error not an event of the bus
    instance.events.on('reload-everything', () => {});
    // @ts-expect-error not an event of the bus
    instance.events.emit('signed-up', undefined);
  });
});

describe('instance.realtime.subscribe', () => {
  it('types the handler by the event kind and refuses other kinds', () => {
    instance.realtime.subscribe('bulk-download-ready', (payload) =>
      expectTypeOf(payload).toEqualTypeOf<RealtimeEvents['bulk-download-ready']>(),
    );
    instance.realtime.subscribe('work-time-auto-stop', (payload) =>
      expectTypeOf(payload).toEqualTypeOf<{ orderId?: string; message?: string } | undefined>(),
    );
    // @ts-expect-error 'intent' is on the bus, not on the socket
    instance.realtime.subscribe('intent', () => {});
    // @ts-expect-error the handler's payload is the event's, not a number
    instance.realtime.subscribe('reload-order', (_payload: number) => {});
  });
});

describe("intents as the host element's DOM events", () => {
  it('types proofdesk:<intent> listeners and the onIntent prop', () => {
    element.addEventListener('proofdesk:checkout', (event) => {
      expectTypeOf(event).toEqualTypeOf<IntentEvent>();
      expectTypeOf(event.detail).toEqualTypeOf<NavigateIntent>();
    });
    expectTypeOf<IntentHandler>().parameters.toEqualTypeOf<[NavigateIntent, CustomEvent<NavigateIntent>]>();
  });
});
