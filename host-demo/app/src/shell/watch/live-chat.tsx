import { loadsLiveChat } from 'proofdesk/rules';
import { useEffect } from 'react';
import { pageNonce } from '../../lib/page-nonce';

/** The meta tag the server writes when LIVE_CHAT_URL is set (host-demo/server/portal-page.ts). */
export const LIVE_CHAT_META = 'proofdesk-live-chat';

/** The configured chat script's URL, or undefined: no meta tag (LIVE_CHAT_URL unset) = no live chat. */
export function liveChatUrl(): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${LIVE_CHAT_META}"]`)?.content || undefined;
}

/**
 * Dashboard §2 "App shell": the live-chat script loads for every signed-in user (`userRole`) except admin,
 * creative manager, manager, production manager and operator (`loadsLiveChat`). Once per page: the
 * script tag carries this page's nonce, which the portal's policy requires.
 */
export function LiveChat({
  userRole: role,
  url = liveChatUrl(),
}: {
  userRole: string | undefined;
  url?: string;
}) {
  useEffect(() => {
    if (!url || !role || !loadsLiveChat(role)) return;
    if (document.querySelector('script[data-live-chat]')) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.liveChat = '';
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  }, [url, role]);
  return null;
}
