import type { ThemeFontFace } from '../theme';
import { supportsAdoptedStyleSheets } from './adopt-styles';
import { getWindow } from './document';

export interface EnsureFontFaceOptions {
  /** Use a nonced `<style>` in `<head>` even where constructable stylesheets exist. */
  forceStyleElement?: boolean;
}

const fontsByDocument = new WeakMap<Document, Set<string>>();

function cssString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function fontFaceRule(font: ThemeFontFace): string {
  // A bare URL is wrapped; anything already written as url(...)/local(...) is used as given.
  const src = /\b(url|local)\(/.test(font.src) ? font.src : `url(${cssString(font.src)})`;
  return [
    '@font-face {',
    `  font-family: ${cssString(font.family)};`,
    `  src: ${src};`,
    `  font-weight: ${font.weight ?? 'normal'};`,
    `  font-style: ${font.style ?? 'normal'};`,
    '  font-display: swap;',
    '}',
  ].join('\n');
}

/**
 * Registers a web font in the host document, once per (document, font). This is the only thing the
 * SDK puts into the host document: `@font-face` inside a shadow root's stylesheet is ignored.
 * Returns false when the font was already registered.
 */
export function ensureFontFace(
  doc: Document,
  font: ThemeFontFace,
  nonce?: string,
  options: EnsureFontFaceOptions = {},
): boolean {
  const rule = fontFaceRule(font);
  let seen = fontsByDocument.get(doc);
  if (!seen) {
    seen = new Set();
    fontsByDocument.set(doc, seen);
  }
  if (seen.has(rule)) return false;
  seen.add(rule);

  if (!options.forceStyleElement && supportsAdoptedStyleSheets(doc)) {
    const sheet = new (getWindow(doc).CSSStyleSheet)();
    sheet.replaceSync(rule);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return true;
  }
  const style = doc.createElement('style');
  style.dataset.pdFontFace = font.family;
  if (nonce) style.nonce = nonce;
  style.textContent = rule;
  (doc.head ?? doc.documentElement).append(style);
  return true;
}
