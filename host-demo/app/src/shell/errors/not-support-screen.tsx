import { AuthLayout } from '../../lib/auth-layout';
import { shellMessages as m } from '../prompts/messages';

export const BROWSER_DOWNLOADS = [
  { name: m.chrome, href: 'https://www.google.com/chrome/' },
  { name: m.firefox, href: 'https://www.mozilla.org/firefox/new/' },
  { name: m.edge, href: 'https://www.microsoft.com/edge/download' },
] as const;

/**
 * /not-support reached inside the running portal (a link, the dev server): the same words and links
 * as not-support.html, which the server sends for a fresh load of /not-support.
 */
export default function NotSupportScreen() {
  return (
    <AuthLayout title={m.notSupportTitle}>
      <p>{m.notSupport}</p>
      <ul className="shell-browsers">
        {BROWSER_DOWNLOADS.map((browser) => (
          <li key={browser.href}>
            <a href={browser.href} rel="noopener noreferrer">
              {browser.name}
            </a>
          </li>
        ))}
      </ul>
    </AuthLayout>
  );
}
