// Events from inside a shadow root are retargeted to the host when seen from the light DOM, so
// `event.target` plus `contains()` calls every click inside a widget an outside click. The composed
// path keeps the real chain (for open roots), which is what these helpers read.

/** True when `node` is on the event's composed path (the target or one of its ancestors). */
export function composedPathContains(event: Event, node: Node | null | undefined): boolean {
  if (!node) return false;
  return event.composedPath().includes(node);
}

/** True when the event happened inside any of the given nodes (null entries are ignored). */
export function isEventInside(event: Event, ...nodes: Array<Node | null | undefined>): boolean {
  const path = event.composedPath();
  return nodes.some((node) => node != null && path.includes(node));
}
