import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../../host-demo/server/config';
import { NONCE_PLACEHOLDER } from '../../../../host-demo/server/examples';
import {
  DEFAULT_FRAME_ANCESTORS,
  LIVE_CHAT_META,
  parseLiveChatUrl,
  portalPolicy,
  renderPortalPage,
} from '../../../../host-demo/server/portal-page';

// Issue 27 "Live chat": LIVE_CHAT_URL is handed to the portal page and its origin allowed by the
// page's policy only when set.

const PAGE = `<html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"></head><body></body></html>`;
const base = { frameAncestors: DEFAULT_FRAME_ANCESTORS };

describe('LIVE_CHAT_URL', () => {
  it('is off when unset or empty', () => {
    expect(parseLiveChatUrl(undefined)).toBeUndefined();
    expect(parseLiveChatUrl('  ')).toBeUndefined();
    expect(configFromEnv({}).server.liveChat).toBeUndefined();
  });

  it('takes an http(s) URL and its origin', () => {
    expect(parseLiveChatUrl('https://chat.example.com/widget/v2.js?id=7')).toEqual({
      url: 'https://chat.example.com/widget/v2.js?id=7',
      origin: 'https://chat.example.com',
    });
    expect(configFromEnv({ LIVE_CHAT_URL: 'http://127.0.0.1:9000/chat.js' }).server.liveChat?.origin).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('refuses anything else at start-up', () => {
    for (const value of [
      'chat.js',
      '/chat.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'ftp://chat.example.com/x.js',
      'https://user:secret@chat.example.com/x.js',
    ])
      expect(() => parseLiveChatUrl(value), value).toThrow(/LIVE_CHAT_URL/);
  });
});

describe('the portal page with and without live chat', () => {
  it('names no other origin when unset, and writes no meta tag', () => {
    const page = renderPortalPage(PAGE, base);
    expect(page.headers['content-security-policy']).not.toContain('frame-src');
    expect(page.headers['content-security-policy']).not.toMatch(/chat/);
    expect(page.body).not.toContain(LIVE_CHAT_META);
  });

  it('allows the chat origin and hands the page its URL when set', () => {
    const liveChat = parseLiveChatUrl('https://chat.example.com/widget.js?a=1&b="2"');
    const page = renderPortalPage(PAGE, { ...base, liveChat });
    const policy = page.headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://chat.example.com;`);
    expect(policy).toContain("connect-src 'self' https://chat.example.com");
    expect(policy).toContain('frame-src https://chat.example.com');
    expect(policy).toMatch(/img-src 'self' https:\/\/chat\.example\.com data: blob:/);
    // The URL is attribute-escaped (the parser percent-encodes the quotes; an & stays an entity).
    expect(page.body).toContain(
      `<meta name="${LIVE_CHAT_META}" content="https://chat.example.com/widget.js?a=1&amp;b=%222%22"></head>`,
    );
    expect(page.body).toContain(`nonce="${nonce}"`);
  });

  it('keeps the rest of the policy as it was', () => {
    const without = portalPolicy('n', base);
    const withChat = portalPolicy('n', { ...base, liveChat: parseLiveChatUrl('https://c.example/x.js') });
    expect(withChat.replaceAll(' https://c.example', '').replace('; frame-src', '')).toBe(without);
  });
});
