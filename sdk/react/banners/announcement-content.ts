import type { DOMPurify } from 'dompurify';
import { AA_TEXT, contrastRatio, pickContrastText, readableColor } from '../../core/theme';

// An announcement's html and colours (dashboard §3 "Announcement: html, styles{backgroundColor,
// textColor}"), made safe to show: the html through DOMPurify, the text colour kept at 4.5:1 or more
// against the background.

export interface Announcement {
  html: string;
  styles?: { backgroundColor?: string | null; textColor?: string | null } | null;
}

/**
 * The html without scripts, event handlers, `javascript:` links, forms, frames or inline styles
 * (a strict CSP refuses style attributes, and the colours are the announcement's, not the html's).
 * Links that open a new tab get `rel="noopener noreferrer"`.
 */
/**
 * Renames `on…=` attributes before DOMPurify parses the html: its parse (an inert DOMParser document)
 * still decodes a `data:` image, whose failing load makes Chromium check the `onerror` handler against
 * the page's CSP and report a violation, although nothing can run. DOMPurify, not this, is the guard.
 */
function disarmHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(/(<[^>]*?[\s/"'])on([a-z]+\s*=)/gi, '$1data-disarmed-$2');
  } while (current !== previous);
  return current;
}

// DOMPurify loads on demand, with the first announcement: the package has module side effects, so
// a static import kept its ~10 kB gzip in the first load of every host of `proofdesk/react` (the
// bell's npm app went from 27.3 to 39.6 kB, docs/performance.md), banners or not.
let purifier: DOMPurify | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the sanitiser `sanitizeAnnouncementHtml` needs (once; `<Banners>` calls it before it shows
 * an announcement). Rejects when its chunk cannot load; a later call tries again.
 */
export function loadAnnouncementSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: create }) => {
      purifier = create(window);
      purifier.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The announcement's html made safe to show. Before `loadAnnouncementSanitizer()` has resolved it
 * returns '' (nothing unsanitised is ever shown).
 */
export function sanitizeAnnouncementHtml(html: string): string {
  if (!purifier) return '';
  return withoutUnloadableImages(
    purifier.sanitize(disarmHandlers(html), {
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style', 'class', 'id'],
      ALLOW_DATA_ATTR: false,
    }),
  );
}

/**
 * Drops the images that cannot show anything: no source (DOMPurify removed a `javascript:` or an
 * unknown scheme), a `data:` URL that is not an image, or another scheme than http(s). Each left an
 * empty broken-image line in the banner. Parsed in a template, whose images never load.
 */
function withoutUnloadableImages(html: string): string {
  if (!/<img/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll('img')) {
    const src = image.getAttribute('src')?.trim() ?? '';
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src)?.[1]?.toLowerCase();
    const loadable =
      src !== '' &&
      (scheme === undefined ||
        scheme === 'http' ||
        scheme === 'https' ||
        (scheme === 'data' && /^data:image\//i.test(src)));
    if (!loadable) image.remove();
  }
  return template.innerHTML;
}

export interface AnnouncementColors {
  backgroundColor?: string;
  color?: string;
  /** True when the announcement's own text colour failed 4.5:1 and was replaced. */
  adjusted: boolean;
}

/**
 * The colours to paint: the background as given; the text colour as given when it reaches 4.5:1
 * against it, else the nearest colour towards white or near-black that does. Colours that cannot be
 * measured (named colours, var()) are dropped, so the theme's own pair shows instead.
 */
export function announcementColors(styles: Announcement['styles']): AnnouncementColors {
  const background = styles?.backgroundColor?.trim() || undefined;
  const text = styles?.textColor?.trim() || undefined;
  if (!background) return { adjusted: false };
  if (contrastRatio(background, background) === undefined) return { adjusted: false };
  const fallback = pickContrastText(background);
  if (!text) return { backgroundColor: background, color: fallback, adjusted: false };
  const ratio = contrastRatio(background, text);
  if (ratio !== undefined && ratio >= AA_TEXT)
    return { backgroundColor: background, color: text, adjusted: false };
  const color = (ratio !== undefined && readableColor(text, [background], fallback, AA_TEXT)) || fallback;
  return { backgroundColor: background, color, adjusted: true };
}
