import { getDocument, getWindow } from './document';

export interface AdoptStylesOptions {
  /** CSP nonce for the `<style>` fallback. */
  nonce?: string | undefined;
  /** Use a nonced `<style>` element even where constructable stylesheets exist (tests, old engines). */
  forceStyleElement?: boolean;
}

// A constructed sheet may only be adopted by the document that created it ("NotAllowedError:
// Sharing constructed stylesheets in multiple documents is not allowed"), hence one cache per document.
const sheetsByDocument = new WeakMap<Document, Map<string, CSSStyleSheet>>();

export function supportsAdoptedStyleSheets(doc: Document): boolean {
  const view = doc.defaultView;
  return (
    !!view &&
    'adoptedStyleSheets' in doc &&
    'replaceSync' in view.CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in view.ShadowRoot.prototype
  );
}

/** The one shared sheet for this CSS text in this document (created on first use). */
export function getSharedStyleSheet(doc: Document, cssText: string): CSSStyleSheet {
  let sheets = sheetsByDocument.get(doc);
  if (!sheets) {
    sheets = new Map();
    sheetsByDocument.set(doc, sheets);
  }
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new (getWindow(doc).CSSStyleSheet)();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

function styleKey(cssText: string): string {
  // djb2: only needs to tell our few stylesheets apart, not resist collisions on purpose.
  let hash = 5381;
  for (let i = 0; i < cssText.length; i++) hash = ((hash << 5) + hash + cssText.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * Gives a shadow root the CSS, idempotently: the shared constructable sheet through
 * `adoptedStyleSheets`, or a `<style nonce>` when that is unavailable. Neither needs
 * `unsafe-inline` under a strict Content-Security-Policy.
 */
export function adoptStyles(
  root: ShadowRoot,
  cssText: string,
  options: AdoptStylesOptions = {},
): CSSStyleSheet | HTMLStyleElement {
  const doc = getDocument(root);
  if (!options.forceStyleElement && supportsAdoptedStyleSheets(doc)) {
    const sheet = getSharedStyleSheet(doc, cssText);
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return sheet;
  }
  const key = styleKey(cssText);
  const existing = root.querySelector<HTMLStyleElement>(`style[data-pd-style="${key}"]`);
  if (existing) return existing;
  const style = doc.createElement('style');
  style.dataset.pdStyle = key;
  if (options.nonce) style.nonce = options.nonce;
  style.textContent = cssText;
  root.prepend(style);
  return style;
}
