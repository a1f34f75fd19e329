import { within } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MONTH_KEYS } from '../../../../../sdk/core/domain';
import { contrastReport, seriousViolations } from '../../../support/a11y';
import { onCleanup } from '../../../support/render';
import { nextFrames } from '../../../support/settled';
import { renderPanel, seededFile, serverTopics, signedIn, threadsIn, threadWith } from './comments-support';

// Reading threads (issue 11 "Comments", proofing §4.3, §8) on order-14, approved, so read-only
// (proofing §4.2): nothing here writes. Its Poster v2 carries the seed's three public threads (one
// resolved, two shape formats); v1 has none; its internal draft carries the internal thread.

const poster = seededFile('order-14', 'poster', 2);

describe('Comment panel: threads', () => {
  it('shows each thread, topic and replies, with avatar, name and date', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list } = await renderPanel(owner, poster, { readOnly: true });
    const thread = await threadWith(list, 'Can the headline be larger?');
    const inThread = within(thread);
    // The topic by the owner, and both replies, each with its author's avatar, name and date.
    for (const name of ['Olivia Northwind', 'Omar Ortiz', 'Sam Stafford']) {
      expect(inThread.getAllByShadowText(name).length).toBeGreaterThan(0);
      expect(inThread.getAllByShadowRole('img', { name }).length).toBeGreaterThan(0);
    }
    expect(inThread.getByShadowText('Sure, I will bump it to 48 pt in the next version.')).toBeTruthy();
    const dates = thread.querySelectorAll('time');
    expect(dates).toHaveLength(3);
    expect(dates[0]?.textContent).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(threadsIn(list)).toHaveLength(3);
  });

  it("names the dates' months from the viewer's catalogue (Intl's en-GB would print 'Sept')", async () => {
    const owner = await signedIn('owner@demo.test');
    const months = Object.fromEntries(MONTH_KEYS.map((key, index) => [key, `M${index + 1}`]));
    const { list } = await renderPanel(owner, poster, { readOnly: true, messages: months });
    const thread = await threadWith(list, 'Can the headline be larger?');
    const date = thread.querySelector('time');
    // The month in the zone the viewer shows dates in: the owner's profile's, read with Intl (not
    // with the SDK's zone arithmetic the viewer uses).
    expect(owner.session.$profile.get()?.timeZone?.value).toBe('America/New_York');
    expect(date?.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const month = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'numeric' }).format(
      new Date(date!.dateTime),
    );
    expect(date?.textContent).toMatch(new RegExp(`^\\d{2} M${month} \\d{4}, \\d{2}:\\d{2}$`));
  });

  it('strikes a resolved thread through and marks it Resolved (proofing §4.3)', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list } = await renderPanel(owner, poster, { readOnly: true });
    const resolved = await threadWith(list, 'This dot should be our sun yellow');
    const open = await threadWith(list, 'Arrow marks where the legal line goes.');
    const decoration = (thread: HTMLElement) =>
      getComputedStyle(thread.querySelector('.pd-comment-text') as Element).textDecorationLine;
    expect(decoration(resolved)).toBe('line-through');
    expect(decoration(open)).toBe('none');
    expect(within(resolved).getByShadowText('Resolved')).toBeTruthy();
    expect(within(open).queryByShadowText('Resolved')).toBeNull();
  });

  it('keeps comments readable and offers no writes in read-only mode (proofing §4.2)', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list } = await renderPanel(owner, poster, { readOnly: true });
    // The owner wrote the first topic, yet in preview mode nothing can be changed.
    const own = await threadWith(list, 'Can the headline be larger?');
    expect(within(own).queryByShadowRole('button', { name: 'Edit' })).toBeNull();
    expect(within(own).queryByShadowRole('button', { name: 'Delete' })).toBeNull();
    expect(within(list).queryAllByShadowRole('button', { name: /Resolve|Reopen|Send/ })).toEqual([]);
    expect(within(list).queryAllByShadowRole('textbox')).toEqual([]);
  });

  it("says 'You don't have any comment yet.' for a version without threads", async () => {
    const owner = await signedIn('owner@demo.test');
    const { panel, list } = await renderPanel(owner, seededFile('order-14', 'poster', 1), { readOnly: true });
    expect(await panel.findByShadowText("You don't have any comment yet.")).toBeTruthy();
    expect(threadsIn(list)).toHaveLength(0);
  });

  it('says when the threads cannot be loaded, and loads the next version shown', async () => {
    const owner = await signedIn('owner@demo.test');
    const { panel, state, list } = await renderPanel(owner, poster, {
      readOnly: true,
      // A version the server does not know (removed meanwhile): its threads answer 404.
      prepare: (s) =>
        s.$version.set({
          ...(s.$version.get() as NonNullable<ReturnType<typeof s.$version.get>>),
          id: 'gone-version',
        }),
    });
    const note = await panel.findByShadowText(/The comments could not be loaded\./);
    expect(note.getAttribute('role')).toBe('alert');
    expect(threadsIn(list)).toHaveLength(0);
    // The document view shows another version: the panel loads its threads.
    state.$version.set({
      ...(state.$version.get() as NonNullable<ReturnType<typeof state.$version.get>>),
      id: poster.versionId,
    });
    await threadWith(list, 'Arrow marks');
    expect(panel.queryByShadowText(/The comments could not be loaded/)).toBeNull();
  });

  it('shows the internal threads on the internal tab', async () => {
    const operator = await signedIn('operator@demo.test');
    const draft = seededFile('order-14', 'draft', 1);
    const { list, state } = await renderPanel(operator, draft, { tab: 'internal', readOnly: true });
    await threadWith(list, 'Tighten the kerning here before this goes to the customer.');
    expect(threadsIn(list)).toHaveLength(1);
    expect(state.$topics.get().map((topic) => topic.isPublic)).toEqual([false]);
  });

  it('publishes the threads shown to the drawing layer ($topics)', async () => {
    const owner = await signedIn('owner@demo.test');
    const { state, list } = await renderPanel(owner, poster, { readOnly: true });
    await threadWith(list, 'Arrow marks');
    const seeded = await serverTopics(owner, poster);
    expect(state.$topics.get().map((topic) => topic.id)).toEqual(seeded.map((topic) => topic.id));
    expect(state.$topics.get().every((topic) => typeof topic.annotation === 'string')).toBe(true);
  });
});

describe('Comment panel: selection and keyboard', () => {
  it('moves between threads with the arrows, Home and End; Enter selects and scrolls its page', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list, state } = await renderPanel(owner, poster, { readOnly: true });
    await threadWith(list, 'Arrow marks');
    const threads = threadsIn(list);
    threads[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(list.getRootNode() instanceof ShadowRoot && (list.getRootNode() as ShadowRoot).activeElement).toBe(
      threads[1],
    );
    await userEvent.keyboard('{End}');
    expect((list.getRootNode() as ShadowRoot).activeElement).toBe(threads[2]);
    await userEvent.keyboard('{Home}');
    expect((list.getRootNode() as ShadowRoot).activeElement).toBe(threads[0]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const second = state.$topics.get()[1];
    expect(state.$selectedTopicId.get()).toBe(second?.id);
    // The seed's shapes are on page 1 (0.2 and absolute alike): the document is asked to show it.
    expect(state.$scrollRequest.get()).toMatchObject({ page: 1 });
    expect(threads[1]?.getAttribute('aria-current')).toBe('true');
  });

  it('marks the thread of a shape selected on the drawing layer, and a click selects a thread', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list, state } = await renderPanel(owner, poster, { readOnly: true });
    const arrow = await threadWith(list, 'Arrow marks');
    const topic = state.$topics.get().find((t) => t.message.startsWith('Arrow marks'));
    state.$selectedTopicId.set(topic?.id ?? null);
    await expect.poll(() => arrow.getAttribute('aria-current')).toBe('true');
    const first = await threadWith(list, 'Can the headline be larger?');
    await userEvent.click(first.querySelector('.pd-comment-text') as HTMLElement);
    expect(state.$selectedTopicId.get()).toBe(state.$topics.get()[0]?.id);
    expect(arrow.getAttribute('aria-current')).toBeNull();
  });

  it('opens a thread’s menu by right-click or Shift+F10; read-only offers only Show on the file', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list, state, panel } = await renderPanel(owner, poster, { readOnly: true });
    const arrow = await threadWith(list, 'Arrow marks');
    await userEvent.click(arrow.querySelector('.pd-comment-text') as HTMLElement, { button: 'right' });
    const menu = await panel.findByShadowRole('menu', { name: 'Comment actions' });
    expect(
      within(menu)
        .getAllByShadowRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Show on the file']);
    expect((arrow.getRootNode() as ShadowRoot).activeElement?.textContent).toBe('Show on the file');
    await userEvent.keyboard('{Enter}');
    expect(state.$selectedTopicId.get()).toBe(state.$topics.get()[2]?.id);
    expect(panel.queryByShadowRole('menu')).toBeNull();
    expect((arrow.getRootNode() as ShadowRoot).activeElement).toBe(arrow);
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await panel.findByShadowRole('menu', { name: 'Comment actions' });
    await userEvent.keyboard('{Escape}');
    expect(panel.queryByShadowRole('menu')).toBeNull();
    expect((arrow.getRootNode() as ShadowRoot).activeElement).toBe(arrow);
  });

  it('keeps its text readable in dark mode (WCAG AA contrast), a thread selected and one resolved', async () => {
    const owner = await signedIn('owner@demo.test', { theme: { mode: 'dark' } });
    const { list, host, state } = await renderPanel(owner, poster, { readOnly: true });
    await threadWith(list, 'Arrow marks');
    state.$selectedTopicId.set(state.$topics.get()[0]?.id ?? null);
    const report = await contrastReport(host);
    expect(report.checked).toBeGreaterThan(10);
    expect(report.violations).toEqual([]);
  });

  it('has no serious axe violations', async () => {
    const owner = await signedIn('owner@demo.test');
    const { list, host } = await renderPanel(owner, poster, { readOnly: true });
    await threadWith(list, 'Arrow marks');
    expect(await seriousViolations(host)).toEqual([]);
  });
});

describe('Comment panel: deep link (proofing §4.7, §9)', () => {
  it('brings the linked reply’s thread into view after 350 ms and clears the flag 1200 ms later', async () => {
    const owner = await signedIn('owner@demo.test');
    const seeded = await serverTopics(owner, poster);
    const reply = seeded[0]?.comments[1];
    const started = performance.now();
    const { list, state } = await renderPanel(owner, poster, {
      readOnly: true,
      commentId: reply?.id,
      linkVersionId: poster.versionId,
    });
    const thread = await threadWith(list, 'Can the headline be larger?');
    let flaggedAt = 0;
    const flagged = () => {
      if (!flaggedAt && thread.classList.contains('pd-comment-thread--flagged'))
        flaggedAt = performance.now();
      return flaggedAt;
    };
    await expect.poll(flagged, { timeout: 3000, interval: 20 }).toBeGreaterThan(0);
    expect(flaggedAt - started).toBeGreaterThanOrEqual(350);
    expect(state.$selectedTopicId.get()).toBe(seeded[0]?.id);
    expect((list.getRootNode() as ShadowRoot).activeElement).toBe(thread);
    await expect
      .poll(() => thread.classList.contains('pd-comment-thread--flagged'), { timeout: 3000, interval: 20 })
      .toBe(false);
    expect(performance.now() - flaggedAt).toBeGreaterThanOrEqual(1150);
  });

  it('waits for the file to be ready before locating the comment', async () => {
    const owner = await signedIn('owner@demo.test');
    const seeded = await serverTopics(owner, poster);
    const { list, state } = await renderPanel(owner, poster, {
      readOnly: true,
      commentId: seeded[2]?.id,
      pages: false,
    });
    await threadWith(list, 'Arrow marks');
    // A fake clock: a locate that ran on a timer without the pages would come due here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    onCleanup(() => vi.useRealTimers());
    await nextFrames();
    vi.advanceTimersByTime(5000);
    await nextFrames();
    vi.useRealTimers();
    expect(state.$selectedTopicId.get()).toBeNull();
    state.$pages.set([{ page: 1, width: 800, height: 600 }]);
    await expect.poll(() => state.$selectedTopicId.get(), { timeout: 3000 }).toBe(seeded[2]?.id);
  });

  it("shows 'Comment Was Deleted' with the spec's sentence for a comment that no longer exists", async () => {
    const owner = await signedIn('owner@demo.test');
    const { panel } = await renderPanel(owner, poster, {
      readOnly: true,
      commentId: 'comment-that-was-removed',
    });
    const dialog = await panel.findByShadowRole(
      'alertdialog',
      { name: 'Comment Was Deleted' },
      { timeout: 3000 },
    );
    expect(
      within(dialog).getByShadowText(
        'The comment you are trying to access is not accessible anymore. The attachment or the comment might be removed.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'OK' }));
    await expect.poll(() => panel.queryByShadowRole('alertdialog')).toBeNull();
  });
});
