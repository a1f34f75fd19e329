import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseMessage } from '../../../../../widgets/proofing-viewer/comments/message-format';
import type { DraftShape, ViewerState } from '../../../../../widgets/proofing-viewer/state/viewer-state';
import { seriousViolations } from '../../../support/a11y';
import { renderPanel, seededFile, serverTopics, signedIn, threadWith } from './comments-support';

// The comment box of a shape just drawn (issue 11: "release opens the comment box and marks the
// shape unsaved"; "An unsaved shape and its draft comment survive a failed save and a tab switch").
// Saves go to order-12's Poster v2 (in review); the failing save goes to order-14 (approved: the
// server refuses every write with 403 'Annotations are closed on this file.').

let shapes = 0;
/** A rectangle as the drawing layer leaves it in `$draft`: 0.2 format, unsaved. */
function drawnRect(): DraftShape {
  shapes += 1;
  return {
    shape: {
      className: 'Rect',
      attrs: {
        id: `draft-rect-${shapes}-${Date.now()}`,
        x: 0.1,
        y: 0.2,
        width: 0.3,
        height: 0.1,
        version: '0.2',
        stroke: 'red',
      },
      page: 1,
      scale: 1,
      isUnsaved: true,
      unsavedComment: '',
    },
    comment: '',
  };
}
const drawIn = (draft: DraftShape) => (state: ViewerState) => state.$draft.set(draft);
/** GET …/version/{id} requests this page has made so far (the browser's own resource log). */
const versionLoads = (versionId: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(`/version/${versionId}`))
    .length;

describe('Comment panel: the drawn shape’s comment box', () => {
  it('saves the shape with its first comment and mentions, then selects the new thread', async () => {
    const operator = await signedIn('operator@demo.test');
    const file = seededFile('order-12', 'poster', 2);
    const draft = drawnRect();
    const { panel, list, state } = await renderPanel(operator, file, { prepare: drawIn(draft) });
    const box = await panel.findByShadowRole('region', { name: 'New comment' });
    const field = within(box).getByShadowRole('textbox', { name: 'New comment' });
    // Opened for writing: the field has focus, Send waits for text.
    expect((box.getRootNode() as ShadowRoot).activeElement).toBe(field);
    expect(within(box).getByShadowRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(field, 'Move this up @Ol');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(field, 'please');
    expect(state.$draft.get()?.comment).toBe('Move this up @Olivia Northwind please');
    await userEvent.click(within(box).getByShadowRole('button', { name: 'Send' }));
    await threadWith(list, 'Move this up');
    await expect.poll(() => state.$draft.get()).toBeNull();
    expect(panel.queryByShadowRole('region', { name: 'New comment' })).toBeNull();
    const saved = (await serverTopics(operator, file)).find((topic) =>
      topic.message.includes('Move this up'),
    );
    expect(saved?.mentions).toEqual(['user-owner']);
    expect(JSON.parse(saved?.annotation ?? '{}')).toEqual({
      className: 'Rect',
      attrs: draft.shape.attrs,
      page: 1,
      scale: 1,
    });
    expect(state.$selectedTopicId.get()).toBe(saved?.id);
    // The server's thread replaced the placeholder shown while saving: find it again.
    await expect
      .poll(async () => (await threadWith(list, 'Move this up')).getAttribute('aria-current'))
      .toBe('true');
    expect(parseMessage(saved?.message ?? '').paragraphs[0]?.[1]).toEqual({
      kind: 'mention',
      id: 'user-owner',
      text: '@Olivia Northwind',
    });
  });

  it('keeps the shape and its comment when the save fails, says why, and reloads the version (§8)', async () => {
    // The page's module loads fill the browser's resource log (250 entries): start it afresh.
    performance.clearResourceTimings();
    const operator = await signedIn('operator@demo.test');
    const file = seededFile('order-14', 'poster', 2);
    const draft = drawnRect();
    const { panel, state, list } = await renderPanel(operator, file, { prepare: drawIn(draft) });
    await threadWith(list, 'Arrow marks');
    const loadsBefore = versionLoads(file.versionId);
    const box = await panel.findByShadowRole('region', { name: 'New comment' });
    await userEvent.type(
      within(box).getByShadowRole('textbox', { name: 'New comment' }),
      'This will not save',
    );
    await userEvent.click(within(box).getByShadowRole('button', { name: 'Send' }));
    expect(
      await within(box).findByShadowText('Not saved: Annotations are closed on this file.'),
    ).toBeTruthy();
    expect(state.$draft.get()).toMatchObject({ shape: draft.shape, comment: 'This will not save' });
    expect(
      (within(box).getByShadowRole('textbox', { name: 'New comment' }) as HTMLTextAreaElement).value,
    ).toBe('This will not save');
    // The placeholder thread is gone again, and the version's threads were fetched anew.
    await expect.poll(() => list.textContent).not.toContain('This will not save');
    await expect.poll(() => versionLoads(file.versionId)).toBeGreaterThan(loadsBefore);
    // …and the viewer is asked to read the order and the versions again (reload.test.tsx).
    expect(state.$reloadRequest.get()).not.toBeNull();
  });

  it("keeps a refused reply's text and says 'Failed' with the server's message", async () => {
    const operator = await signedIn('operator@demo.test');
    const file = seededFile('order-14', 'poster', 2);
    const { panel, list } = await renderPanel(operator, file);
    const thread = await threadWith(list, 'Arrow marks');
    const field = within(thread).getByShadowRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    await userEvent.type(field, 'Refused reply');
    await userEvent.click(within(thread).getByShadowRole('button', { name: 'Send' }));
    const alert = await panel.findByShadowRole('alert');
    expect(alert.textContent).toBe('Failed: Annotations are closed on this file.');
    expect(field.value).toBe('Refused reply');
    // The reply shown at once is rolled back (the field, not the thread, keeps the text).
    const replies = () =>
      [...thread.querySelectorAll('.pd-comment-replies .pd-comment-text')].map((r) => r.textContent);
    await expect.poll(replies).not.toContain('Refused reply');
  });

  it('survives a tab switch: the draft comes back with its text', async () => {
    const operator = await signedIn('operator@demo.test');
    const file = seededFile('order-12', 'poster', 2);
    const { panel, state } = await renderPanel(operator, file, { prepare: drawIn(drawnRect()) });
    const box = await panel.findByShadowRole('region', { name: 'New comment' });
    await userEvent.type(within(box).getByShadowRole('textbox', { name: 'New comment' }), 'Half a thought');
    // Read-only on the other tab hides the box; the draft stays in the viewer's state.
    state.$tab.set('internal');
    state.$readOnly.set(true);
    await expect.poll(() => panel.queryByShadowRole('region', { name: 'New comment' })).toBeNull();
    expect(state.$draft.get()?.comment).toBe('Half a thought');
    state.$readOnly.set(false);
    state.$tab.set('public');
    const back = await panel.findByShadowRole('region', { name: 'New comment' });
    expect(
      (within(back).getByShadowRole('textbox', { name: 'New comment' }) as HTMLTextAreaElement).value,
    ).toBe('Half a thought');
  });

  it('has no serious axe violations while writing: the box, the mention list and a thread menu open', async () => {
    const operator = await signedIn('operator@demo.test');
    const file = seededFile('order-12', 'poster', 2);
    const { panel, list, host } = await renderPanel(operator, file, { prepare: drawIn(drawnRect()) });
    await threadWith(list, 'Arrow marks');
    const box = await panel.findByShadowRole('region', { name: 'New comment' });
    await userEvent.type(within(box).getByShadowRole('textbox', { name: 'New comment' }), '@o');
    await panel.findByShadowRole('listbox', { name: 'People to mention' });
    expect(await seriousViolations(host)).toEqual([]);
    const thread = await threadWith(list, 'Arrow marks');
    await userEvent.click(thread.querySelector('.pd-comment-text') as HTMLElement, { button: 'right' });
    await panel.findByShadowRole('menu', { name: 'Comment actions' });
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('Esc cancels the comment box and drops the unsaved shape', async () => {
    const operator = await signedIn('operator@demo.test');
    const file = seededFile('order-12', 'poster', 2);
    const { panel, state } = await renderPanel(operator, file, { prepare: drawIn(drawnRect()) });
    const box = await panel.findByShadowRole('region', { name: 'New comment' });
    await userEvent.type(within(box).getByShadowRole('textbox', { name: 'New comment' }), 'Never mind');
    await userEvent.keyboard('{Escape}');
    expect(state.$draft.get()).toBeNull();
    expect(panel.queryByShadowRole('region', { name: 'New comment' })).toBeNull();
  });
});
