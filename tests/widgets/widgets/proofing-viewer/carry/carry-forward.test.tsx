import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../../../support/a11y';
import { compareFixtures, openOnCompareServer } from '../compare/compare-support';
import { until } from '../support';

// Issue 13 "Carry comments forward": the comment panel's offer on the newest version, the call, the
// threads copied with their shape, author and replies, 'Carried from v1' / 'Carried to v2', and a
// second carry adding nothing.

const panel = (opened: Awaited<ReturnType<typeof openOnCompareServer>>) =>
  opened.view.findByShadowRole('region', { name: 'Comments' });

describe('Carry comments forward', () => {
  it('offers the previous version’s open threads on the newest one and carries them with shape, author and replies', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.carry.id,
    });
    const comments = within(await panel(opened));
    await comments.findByShadowText(
      'You don’t have any comment yet.'.replace('’', "'"),
      {},
      { timeout: 10_000 },
    );
    const offer = await comments.findByShadowRole('button', { name: 'Carry 2 open threads from v1' });
    expect(await seriousViolations(opened.host)).toEqual([]);
    await userEvent.click(offer);

    await until(() => expect(opened.state.$topics.get()).toHaveLength(2));
    const topics = opened.state.$topics.get();
    expect(topics.map((topic) => [topic.sender.id, topic.isResolve, topic.carriedFrom])).toEqual([
      ['user-owner', false, { topicId: fx.carry.open[0], versionId: fx.carry.v1, version: 1 }],
      ['user-staff', false, { topicId: fx.carry.open[1], versionId: fx.carry.v1, version: 1 }],
    ]);
    expect(topics[0]!.comments.map((comment) => [comment.sender.id, comment.message])).toEqual([
      ['user-staff', 'Will do'],
    ]);
    // The shape is the original's, so the drawing layer draws it where it was.
    const original = await opened.instance.http.get<{ topics: { id: string; annotation: string }[] }>(
      `/order/${fx.orderId}/attachment/${fx.carry.id}/version/${fx.carry.v1}`,
    );
    if (!original.ok) throw new Error('the original version did not load');
    expect(topics[0]!.annotation).toBe(
      original.data.topics.find((t) => t.id === fx.carry.open[0])!.annotation,
    );

    // The panel shows where each came from, the offer is gone and a status says what happened.
    await until(() => expect(comments.getAllByShadowText('Carried from v1')).toHaveLength(2));
    expect(comments.queryByShadowRole('button', { name: /Carry/ })).toBeNull();
    expect(comments.getByShadowText('Carried 2 threads from v1')).toBeTruthy();
    expect(comments.getByShadowText('Make the logo bigger')).toBeTruthy();

    // Carrying twice adds nothing.
    const again = await opened.instance.http.post<{ carried: unknown[] }>(
      `/order/${fx.orderId}/attachment/${fx.carry.id}/version/${fx.carry.v2}/carry-forward`,
      { csrf: 'card-annotation', body: { fromVersionId: fx.carry.v1 } },
    );
    expect(again.ok && again.data.carried).toEqual([]);
    const after = await opened.instance.http.get<{ topics: unknown[] }>(
      `/order/${fx.orderId}/attachment/${fx.carry.id}/version/${fx.carry.v2}`,
    );
    expect(after.ok && after.data.topics).toHaveLength(2);
  });

  it("says one thread in the singular: 'Carry 1 open thread', 'Carried 1 thread' (issue 21)", async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.carryOne.id,
    });
    const comments = within(await panel(opened));
    const offer = await comments.findByShadowRole(
      'button',
      { name: 'Carry 1 open thread from v1' },
      { timeout: 10_000 },
    );
    await userEvent.click(offer);
    // Announced (role="status") once the copy is made.
    const done = await comments.findByShadowText('Carried 1 thread from v1', {}, { timeout: 10_000 });
    expect(done.getAttribute('role')).toBe('status');
  });

  it('labels the older version’s threads as carried, and offers nothing there', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('owner@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.carried.id,
      versionId: fx.carried.v1,
    });
    const comments = within(await panel(opened));
    await comments.findByShadowText('Make the logo bigger', {}, { timeout: 10_000 });
    expect(comments.queryByShadowText('Carried to v2')).toBeNull();
    const carried = await opened.instance.http.post<{ carried: unknown[] }>(
      `/order/${fx.orderId}/attachment/${fx.carried.id}/version/${fx.carried.v2}/carry-forward`,
      { csrf: 'card-annotation', body: { fromVersionId: fx.carried.v1 } },
    );
    expect(carried.ok && carried.data.carried).toHaveLength(2);
    // The server's reload-timeline refreshes the open panel: the two open threads are marked.
    await until(() => expect(comments.getAllByShadowText('Carried to v2')).toHaveLength(2), 10_000);
    expect(comments.getByShadowText('Old typo')).toBeTruthy();
    expect(comments.queryByShadowRole('button', { name: /Carry/ })).toBeNull();
  });
});
