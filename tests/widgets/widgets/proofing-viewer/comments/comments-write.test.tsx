import { within } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseMessage } from '../../../../../widgets/proofing-viewer/comments/message-format';
import { postReply, renderPanel, seededFile, serverTopics, signedIn, threadWith } from './comments-support';

// Writing (issue 11 "Comments", proofing §4.3, §5, §6, §8) on order-20, in review: its Poster v2
// carries the seed's public threads (the owner's, the staff's, the operator's). Each test writes
// text of its own, so the tests never depend on each other's leftovers.

const poster = seededFile('order-20', 'poster', 2);
const HEADLINE = 'Can the headline be larger?';
const ARROW = 'Arrow marks where the legal line goes.';

const replyField = (thread: HTMLElement) => within(thread).getByShadowRole('textbox', { name: 'Reply' });
const button = (thread: HTMLElement, name: string) => within(thread).getByShadowRole('button', { name });
const topicOf = async (username: string, text: string) => {
  const topics = await serverTopics(await signedIn(username), poster);
  const topic = topics.find((t) => parseMessage(t.message).paragraphs.flat()[0]?.text.startsWith(text));
  if (!topic) throw new Error(`no thread '${text}' on the server`);
  return topic;
};
const replyTexts = async (username: string, text: string) =>
  (await topicOf(username, text)).comments.map((c) =>
    parseMessage(c.message)
      .paragraphs.map((runs) => runs.map((run) => run.text).join(''))
      .join('\n'),
  );

describe('Comment panel: sending', () => {
  it('sends only with text, by Send or Ctrl+Enter (proofing §5)', async () => {
    const staff = await signedIn('staff@demo.test');
    const { list, panel } = await renderPanel(staff, poster);
    const thread = await threadWith(list, ARROW);
    const field = replyField(thread);
    expect(button(thread, 'Send').hasAttribute('disabled')).toBe(true);
    await userEvent.type(field, '   ');
    expect(button(thread, 'Send').hasAttribute('disabled')).toBe(true);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.clear(field);
    await userEvent.type(field, 'Sent with the button');
    await userEvent.click(button(thread, 'Send'));
    await within(thread).findByShadowText('Sent with the button');
    // Said to assistive technology once the server took it.
    await expect.poll(() => panel.getByShadowRole('status').textContent).toBe('Comment sent');
    await expect.poll(() => (field as HTMLTextAreaElement).value).toBe('');
    await userEvent.type(field, 'Sent with Ctrl+Enter');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await within(thread).findByShadowText('Sent with Ctrl+Enter');
    await expect
      .poll(() => replyTexts('staff@demo.test', ARROW))
      .toEqual(['Sent with the button', 'Sent with Ctrl+Enter']);
  });

  it('picks a mention with the keyboard and sends its user id', async () => {
    const staff = await signedIn('staff@demo.test');
    const { list, panel } = await renderPanel(staff, poster);
    const thread = await threadWith(list, HEADLINE);
    const field = replyField(thread);
    await userEvent.type(field, 'Ping @om');
    const picker = await panel.findByShadowRole('listbox', { name: 'People to mention' });
    const options = within(picker).getAllByShadowRole('option');
    expect(options.map((o) => o.textContent)).toContain('Omar Ortiz');
    // The field keeps focus and names the active option for assistive technology.
    const active = field.getAttribute('aria-activedescendant');
    expect(options.find((o) => o.id === active)?.getAttribute('aria-selected')).toBe('true');
    const omar = options.findIndex((o) => o.textContent === 'Omar Ortiz');
    for (let i = 0; i < omar; i += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect((field as HTMLTextAreaElement).value).toBe('Ping @Omar Ortiz ');
    expect(panel.queryByShadowRole('listbox')).toBeNull();
    await userEvent.type(field, 'please check');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    const mention = await within(thread).findByShadowText('@Omar Ortiz');
    expect(mention.className).toBe('pd-comment-mention');
    // The thread shows the reply optimistically, before the server has stored it: wait for the
    // stored reply, then check what it holds.
    const stored = await vi.waitFor(async () => {
      const last = (await topicOf('staff@demo.test', HEADLINE)).comments.at(-1);
      if (!last?.message.includes('please check')) throw new Error('the reply is not stored yet');
      return last;
    });
    expect(stored.mentions).toEqual(['user-operator']);
  });

  it('Esc closes the picker first, then cancels an edit', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list, panel } = await renderPanel(owner, poster);
    const thread = await threadWith(list, HEADLINE);
    const topicText = thread.querySelector('.pd-comment-text') as HTMLElement;
    await userEvent.click(within(thread).getAllByShadowRole('button', { name: 'Edit' })[0] as HTMLElement);
    const field = within(thread).getByShadowRole('textbox', { name: 'Edit comment' });
    await userEvent.type(field, ' @Sa');
    await panel.findByShadowRole('listbox', { name: 'People to mention' });
    await userEvent.keyboard('{Escape}');
    expect(panel.queryByShadowRole('listbox')).toBeNull();
    expect(within(thread).queryByShadowRole('textbox', { name: 'Edit comment' })).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(within(thread).queryByShadowRole('textbox', { name: 'Edit comment' })).toBeNull();
    expect(thread.querySelector('.pd-comment-text')?.textContent).toBe(topicText.textContent);
  });

  it('shows a comment containing markup as text, never as HTML', async () => {
    const staff = await signedIn('staff@demo.test');
    const { list, shadowRoot } = await renderPanel(staff, poster);
    const thread = await threadWith(list, ARROW);
    const attack = '<img src=x onerror="window.__pwned=1">';
    await userEvent.type(replyField(thread), attack.replace(/[{[]/g, '$&$&'));
    await userEvent.click(button(thread, 'Send'));
    await within(thread).findByShadowText(attack);
    expect(shadowRoot.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("shows another user's comment live, without a reload (reload-timeline), under StrictMode too", async () => {
    const owner = await signedIn('owner@demo.test');
    const operator = await signedIn('operator@demo.test');
    // StrictMode's rehearsal destroys the first store: the panel must run on the second, live one.
    const { list } = await renderPanel(owner, poster, { strict: true });
    const thread = await threadWith(list, HEADLINE);
    const topic = await topicOf('owner@demo.test', HEADLINE);
    await postReply(operator, poster, topic.id, 'Live from the operator');
    expect(
      await within(thread).findByShadowText('Live from the operator', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe('Comment panel: resolve, edit, delete', () => {
  it('resolves and reopens a thread by sending the flag (proofing §4.3)', async () => {
    const operator = await signedIn('operator@demo.test');
    const { list } = await renderPanel(operator, poster);
    const thread = await threadWith(list, ARROW);
    const text = thread.querySelector('.pd-comment-text') as HTMLElement;
    await userEvent.click(button(thread, 'Resolve'));
    await expect.poll(() => getComputedStyle(text).textDecorationLine).toBe('line-through');
    await expect.poll(async () => (await topicOf('operator@demo.test', ARROW)).isResolve).toBe(true);
    await userEvent.click(button(thread, 'Reopen'));
    await expect
      .poll(() => getComputedStyle(thread.querySelector('.pd-comment-text') as Element).textDecorationLine)
      .toBe('none');
    await expect.poll(async () => (await topicOf('operator@demo.test', ARROW)).isResolve).toBe(false);
  });

  it('resolves from the thread’s right-click menu, which offers the author’s Delete', async () => {
    const staff = await signedIn('staff@demo.test');
    const { list, panel } = await renderPanel(staff, poster);
    const own = await threadWith(list, 'This dot should be our sun yellow');
    await userEvent.click(own.querySelector('.pd-comment-text') as HTMLElement, { button: 'right' });
    const menu = await panel.findByShadowRole('menu', { name: 'Comment actions' });
    const labels = within(menu)
      .getAllByShadowRole('menuitem')
      .map((item) => item.textContent);
    // The staff's own (seeded as resolved) thread: Reopen, and Delete for its author.
    expect(labels).toEqual(['Show on the file', 'Reply', 'Reopen', 'Delete']);
    await userEvent.click(within(menu).getByShadowRole('menuitem', { name: 'Reopen' }));
    await expect.poll(async () => (await topicOf('staff@demo.test', 'This dot')).isResolve).toBe(false);
    const other = await threadWith(list, ARROW);
    await userEvent.click(other.querySelector('.pd-comment-text') as HTMLElement, { button: 'right' });
    const second = await panel.findByShadowRole('menu', { name: 'Comment actions' });
    expect(within(second).queryByShadowRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(second).getByShadowRole('menuitem', { name: 'Reply' }));
    expect((other.getRootNode() as ShadowRoot).activeElement).toBe(replyField(other));
  });

  it('offers edit and delete only on the signed-in user’s own messages (proofing §6)', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list } = await renderPanel(owner, poster);
    const thread = await threadWith(list, HEADLINE);
    const entries = [...thread.querySelectorAll<HTMLElement>('.pd-comment-entry')];
    // The owner's topic first; the operator's and the staff's replies after it.
    expect(within(entries[0] as HTMLElement).queryByShadowRole('button', { name: 'Edit' })).not.toBeNull();
    expect(within(entries[0] as HTMLElement).queryByShadowRole('button', { name: 'Delete' })).not.toBeNull();
    for (const reply of entries.slice(1, 3)) {
      expect(within(reply).queryByShadowRole('button', { name: 'Edit' })).toBeNull();
      expect(within(reply).queryByShadowRole('button', { name: 'Delete' })).toBeNull();
    }
    const staffThread = await threadWith(list, 'This dot should be our sun yellow');
    expect(within(staffThread).queryByShadowRole('button', { name: 'Edit' })).toBeNull();
  });

  it('edits the author’s own topic', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list } = await renderPanel(owner, poster);
    const thread = await threadWith(list, HEADLINE);
    await userEvent.click(within(thread).getAllByShadowRole('button', { name: 'Edit' })[0] as HTMLElement);
    const field = within(thread).getByShadowRole('textbox', { name: 'Edit comment' });
    await userEvent.type(field, ' *Please.*');
    await userEvent.click(within(thread).getByShadowRole('button', { name: 'Save' }));
    const bold = await within(thread).findByShadowText('Please.');
    expect(bold.tagName).toBe('STRONG');
    // Shown before the server has stored it (optimistic): poll the stored message.
    await expect
      .poll(async () =>
        parseMessage((await topicOf('owner@demo.test', HEADLINE)).message).paragraphs[0]?.at(-1),
      )
      .toEqual({ kind: 'text', text: 'Please.', bold: true });
  });

  it('keeps an edited message’s mentions, even of someone the list does not offer', async () => {
    const owner = await signedIn('owner@demo.test');
    const message = JSON.stringify({
      format: 'proofdesk-rich-1',
      paragraphs: [
        [
          { kind: 'mention', id: 'user-creative', text: '@Carl Castellan' },
          { kind: 'text', text: ' look' },
        ],
      ],
    });
    const annotation = JSON.stringify({
      className: 'Rect',
      attrs: { id: 'keep', version: '0.2' },
      page: 1,
      scale: 1,
    });
    const created = await owner.http.post(
      `/order/${poster.orderId}/attachment/${poster.attachmentId}/version/${poster.versionId}/annotation`,
      { body: { message, mentions: '["user-creative"]', annotation }, form: true, csrf: 'card-annotation' },
    );
    if (!created.ok) throw new Error(created.error.message);
    const { list } = await renderPanel(owner, poster);
    const thread = await threadWith(list, '@Carl Castellan look');
    await userEvent.click(within(thread).getAllByShadowRole('button', { name: 'Edit' })[0] as HTMLElement);
    await userEvent.type(within(thread).getByShadowRole('textbox', { name: 'Edit comment' }), ' again');
    await userEvent.click(within(thread).getByShadowRole('button', { name: 'Save' }));
    await expect
      .poll(async () => (await serverTopics(owner, poster)).find((t) => t.id === created.id)?.mentions)
      .toEqual(['user-creative']);
    const saved = (await serverTopics(owner, poster)).find((t) => t.id === created.id);
    expect(parseMessage(saved?.message ?? '').paragraphs[0]).toEqual([
      { kind: 'mention', id: 'user-creative', text: '@Carl Castellan' },
      { kind: 'text', text: ' look again' },
    ]);
  });

  it("asks 'Are you sure want to delete comment?' and deletes the reply only on Yes", async () => {
    const owner = await signedIn('owner@demo.test');
    const { list, panel } = await renderPanel(owner, poster);
    const thread = await threadWith(list, ARROW);
    await userEvent.type(replyField(thread), 'A reply to delete');
    await userEvent.click(button(thread, 'Send'));
    // Shown at once, then replaced by the server's reply (with its id, and so its actions).
    const replyEntry = () =>
      within(thread).queryByShadowText('A reply to delete')?.closest<HTMLElement>('.pd-comment-entry') ??
      null;
    await expect.poll(() => replyEntry()?.querySelector('button')?.textContent).toBe('Edit');
    const reply = replyEntry() as HTMLElement;
    await userEvent.click(within(reply).getByShadowRole('button', { name: 'Delete' }));
    const ask = await panel.findByShadowRole('alertdialog', { name: 'Are you sure want to delete comment?' });
    await userEvent.click(within(ask).getByShadowRole('button', { name: 'No' }));
    expect(within(thread).getByShadowText('A reply to delete')).toBeTruthy();
    await userEvent.click(within(reply).getByShadowRole('button', { name: 'Delete' }));
    const again = await panel.findByShadowRole('alertdialog', {
      name: 'Are you sure want to delete comment?',
    });
    await userEvent.click(within(again).getByShadowRole('button', { name: 'Yes' }));
    await expect.poll(() => within(thread).queryByShadowText('A reply to delete')).toBeNull();
    await expect.poll(() => panel.getByShadowRole('status').textContent).toBe('Comment deleted');
    // Focus did not fall to the page: the reply's thread has it.
    expect((thread.getRootNode() as ShadowRoot).activeElement).toBe(thread);
    await expect.poll(() => replyTexts('owner@demo.test', ARROW)).not.toContain('A reply to delete');
  });

  it("asks 'Are you sure want to delete topic?' and removes the thread with its comments", async () => {
    const owner = await signedIn('owner@demo.test');
    const operator = await signedIn('operator@demo.test');
    const created = await owner.http.post(
      `/order/${poster.orderId}/attachment/${poster.attachmentId}/version/${poster.versionId}/annotation`,
      {
        body: {
          message: 'A topic to delete',
          annotation: JSON.stringify({
            className: 'Rect',
            attrs: { id: 'del', version: '0.2' },
            page: 1,
            scale: 1,
          }),
        },
        form: true,
        csrf: 'card-annotation',
      },
    );
    if (!created.ok) throw new Error(created.error.message);
    const createdId = created.id as string;
    await postReply(operator, poster, createdId, 'A reply under it');
    const { list, panel, state } = await renderPanel(owner, poster);
    const thread = await threadWith(list, 'A topic to delete');
    await userEvent.click(within(thread).getAllByShadowRole('button', { name: 'Delete' })[0] as HTMLElement);
    const ask = await panel.findByShadowRole('alertdialog', { name: 'Are you sure want to delete topic?' });
    expect(
      within(ask).getByShadowText('This removes its comments and its annotation, and cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(within(ask).getByShadowRole('button', { name: 'Yes' }));
    await expect.poll(() => list.textContent).not.toContain('A topic to delete');
    // Focus went to the thread now in its place, not to the page.
    const active = (list.getRootNode() as ShadowRoot).activeElement;
    expect(active?.classList.contains('pd-comment-thread')).toBe(true);
    expect(state.$topics.get().some((topic) => topic.id === createdId)).toBe(false);
    const left = await serverTopics(owner, poster);
    expect(left.some((topic) => topic.id === createdId)).toBe(false);
  });
});
