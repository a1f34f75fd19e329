import mitt, { type Emitter, type EventType, type Handler, type WildcardHandler } from 'mitt';

function report(error: unknown): void {
  // reportError surfaces the error like an uncaught one (window 'error' event) without unwinding us.
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/**
 * mitt with isolated listeners: mitt's own emit stops at the first throwing handler, so one host
 * listener could starve the widgets after it. Here every listener runs and errors are reported.
 */
export function createEventBus<Events extends Record<EventType, unknown>>(): Emitter<Events> {
  const bus = mitt<Events>();
  bus.emit = <Key extends keyof Events>(type: Key, event?: Events[Key]) => {
    const handlers = (bus.all.get(type) ?? []) as Handler<Events[Key]>[];
    for (const handler of handlers.slice()) {
      try {
        handler(event as Events[Key]);
      } catch (error) {
        report(error);
      }
    }
    const wildcards = (bus.all.get('*') ?? []) as WildcardHandler<Events>[];
    for (const handler of wildcards.slice()) {
      try {
        handler(type, event as Events[Key]);
      } catch (error) {
        report(error);
      }
    }
  };
  return bus;
}
