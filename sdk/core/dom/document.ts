// Widgets may live in iframes or in documents other than the one the SDK was loaded into, so the
// document is always resolved from a node, never taken from the global.

const DOCUMENT_NODE = 9;
const DOCUMENT_FRAGMENT_NODE = 11;

function isDocument(node: Node): node is Document {
  return node.nodeType === DOCUMENT_NODE;
}

export function isShadowRoot(node: Node): node is ShadowRoot {
  return node.nodeType === DOCUMENT_FRAGMENT_NODE && 'host' in node;
}

/** The document a node belongs to (the node itself when it is a document). */
export function getDocument(node: Node): Document {
  if (isDocument(node)) return node;
  const doc = node.ownerDocument;
  if (!doc) throw new Error('proofdesk: node has no owner document');
  return doc;
}

/** The window of the node's document (for realm-correct constructors such as CSSStyleSheet). */
export function getWindow(node: Node): Window & typeof globalThis {
  const view = getDocument(node).defaultView;
  if (!view) throw new Error('proofdesk: document has no window');
  return view as Window & typeof globalThis;
}

/**
 * The element that really has focus, descending through open shadow roots. Given a document or
 * shadow root it starts there; given any other node it starts at that node's document.
 */
export function getActiveElement(from: Node): Element | null {
  const start: Document | ShadowRoot = isDocument(from) || isShadowRoot(from) ? from : getDocument(from);
  let active = start.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
