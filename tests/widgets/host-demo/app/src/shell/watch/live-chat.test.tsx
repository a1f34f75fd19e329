import type { Role } from 'proofdesk/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveChat, liveChatUrl } from '../../../../../../../host-demo/app/src/shell/watch/live-chat';
import { render } from '../../../../../support/render';

// Issue 27 "Live chat": the configured script loads for every user except admin, creative manager,
// manager, production manager and operator, and not at all when no URL is configured. The script is
// a local one this test serves (a blob: URL) that sets a global when it runs.

declare global {
  interface Window {
    __liveChatRuns?: number;
  }
}

const scripts: string[] = [];

function localChatScript(): string {
  const url = URL.createObjectURL(
    new Blob(['window.__liveChatRuns = (window.__liveChatRuns || 0) + 1;'], { type: 'text/javascript' }),
  );
  scripts.push(url);
  return url;
}

afterEach(() => {
  for (const element of document.querySelectorAll('script[data-live-chat], meta[name="proofdesk-live-chat"]'))
    element.remove();
  for (const url of scripts.splice(0)) URL.revokeObjectURL(url);
  delete window.__liveChatRuns;
});

const ran = () => window.__liveChatRuns ?? 0;

describe('the live-chat script', () => {
  const loads: Role[] = ['owner', 'staff', 'guest', 'cso'];
  const never: Role[] = ['admin', 'creative_manager', 'manager', 'production_manager', 'operator'];

  for (const role of loads)
    it(`loads for ${role}, once`, async () => {
      const url = localChatScript();
      const rendered = render(<LiveChat userRole={role} url={url} />);
      await expect.poll(ran).toBe(1);
      rendered.rerender(<LiveChat userRole={role} url={url} />);
      expect(document.querySelectorAll('script[data-live-chat]')).toHaveLength(1);
    });

  for (const role of never)
    it(`does not load for ${role}`, async () => {
      render(<LiveChat userRole={role} url={localChatScript()} />);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(document.querySelector('script[data-live-chat]')).toBeNull();
      expect(ran()).toBe(0);
    });

  it('does not load before the profile names a role, nor when no URL is configured', async () => {
    render(<LiveChat userRole={undefined} url={localChatScript()} />);
    render(<LiveChat userRole="owner" />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(liveChatUrl()).toBeUndefined();
    expect(document.querySelector('script[data-live-chat]')).toBeNull();
  });

  it('reads the URL the server wrote into the page (LIVE_CHAT_URL)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'proofdesk-live-chat';
    meta.content = localChatScript();
    document.head.append(meta);
    expect(liveChatUrl()).toBe(meta.content);
    render(<LiveChat userRole="owner" />);
    await expect.poll(ran).toBe(1);
    expect(document.querySelector<HTMLScriptElement>('script[data-live-chat]')?.src).toBe(meta.content);
  });
});
