import { getWindow } from '../../core/dom';
import { type Rgb, toHex } from '../../core/theme';

interface Rgba extends Rgb {
  a: number;
}

// Computed colours come back as rgb()/rgba(), or color(srgb …) for color-mix() results. Anything
// else (oklch(), lab()) is unknown: the caller keeps its default rather than guess.
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/;
const SRGB = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+%?))?\s*\)$/;

function alpha(value: string | undefined): number {
  if (value === undefined) return 1;
  return value.endsWith('%') ? Number.parseFloat(value) / 100 : Number.parseFloat(value);
}

function parseComputed(value: string): Rgba | undefined {
  const rgb = RGB.exec(value.trim());
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha(rgb[4]) };
  const srgb = SRGB.exec(value.trim());
  if (srgb) {
    const c = (v: string | undefined) => Number(v) * 255;
    return { r: c(srgb[1]), g: c(srgb[2]), b: c(srgb[3]), a: alpha(srgb[4]) };
  }
  return undefined;
}

function over(top: Rgba, below: Rgb): Rgb {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b) };
}

/** The element's parent, crossing out of a shadow root to its host. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The colour the page paints behind `element` (its ancestors' backgrounds composited down to the
 * canvas), as hex; undefined where it cannot be known (a background image or an unparsed colour).
 * A widget's trigger sits on this, on the host page, not on the widget's own surfaces.
 */
export function backdropColor(element: Element): string | undefined {
  const view = getWindow(element);
  const layers: Rgba[] = [];
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const style = view.getComputedStyle(node);
    if (style.backgroundImage && style.backgroundImage !== 'none') return undefined;
    const color = parseComputed(style.backgroundColor);
    if (!color) return undefined;
    if (color.a > 0) layers.push(color);
    if (color.a >= 1) break;
  }
  let base: Rgb;
  const last = layers.at(-1);
  if (last && last.a >= 1) {
    base = last;
    layers.pop();
  } else {
    // Nothing opaque: the canvas, which a page in `color-scheme: dark` paints dark (#121212).
    const scheme = view.getComputedStyle(element.ownerDocument.documentElement).colorScheme;
    const dark =
      /\bdark\b/.test(scheme) &&
      (!/\blight\b/.test(scheme) || view.matchMedia?.('(prefers-color-scheme: dark)').matches);
    base = dark ? { r: 18, g: 18, b: 18 } : { r: 255, g: 255, b: 255 };
  }
  for (const layer of layers.reverse()) base = over(layer, base);
  return toHex(base);
}
