import type { AnnotationTopic } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { insertedTopics, patchTopic } from '../../../widgets/proofing-viewer/comments/comment-effects';

const sender = { id: 'user-owner', name: 'Olivia Northwind', avatar: null, isGuest: false };
const topic = (id: string, extra: Partial<AnnotationTopic> = {}): AnnotationTopic => ({
  id,
  message: 'Topic',
  mentions: [],
  sender,
  dateCreated: '2026-11-24T10:00:00.000Z',
  isResolve: false,
  isPublic: true,
  annotation: `{"id":"${id}"}`,
  comments: [
    { id: `${id}-c1`, message: 'Reply', mentions: [], sender, dateCreated: '2026-11-24T10:01:00.000Z' },
  ],
  ...extra,
});
const reply = {
  id: 'pending:1',
  message: 'New',
  mentions: [],
  sender,
  dateCreated: '2026-11-24T10:02:00.000Z',
};

describe('comment writes shown before the server answers', () => {
  it('resolves and reopens only the thread named', () => {
    const effect = { kind: 'resolve', topicId: 't1', isResolve: true } as const;
    expect(patchTopic(topic('t1'), effect, true)?.isResolve).toBe(true);
    expect(patchTopic(topic('t2'), effect, true)?.isResolve).toBe(false);
  });

  it('adds a reply to data fetched before it left, never to data that may already hold it', () => {
    const effect = { kind: 'reply', topicId: 't1', comment: reply } as const;
    expect(patchTopic(topic('t1'), effect, true)?.comments.map((c) => c.id)).toEqual(['t1-c1', 'pending:1']);
    expect(patchTopic(topic('t1'), effect, false)?.comments.map((c) => c.id)).toEqual(['t1-c1']);
  });

  it('"Deleting a topic deletes its comments and its annotation": the thread goes; a reply goes alone', () => {
    expect(patchTopic(topic('t1'), { kind: 'delete-topic', topicId: 't1' }, true)).toBeNull();
    const left = patchTopic(topic('t1'), { kind: 'delete-comment', commentId: 't1-c1' }, true);
    expect(left?.comments).toEqual([]);
  });

  it('edits a topic or a reply message in place', () => {
    const edited = patchTopic(
      topic('t1'),
      { kind: 'edit-comment', commentId: 't1-c1', message: 'E', mentions: ['x'] },
      true,
    );
    expect(edited?.comments[0]).toMatchObject({ message: 'E', mentions: ['x'] });
    const topicEdit = patchTopic(
      topic('t1'),
      { kind: 'edit-topic', topicId: 't1', message: 'T', mentions: [] },
      true,
    );
    expect(topicEdit?.message).toBe('T');
  });

  it('shows a new thread at once, and hides the server copy of it fetched while the save is in flight', () => {
    const placeholder = topic('pending:2', { annotation: '{"shape":1}', comments: [] });
    const effect = { kind: 'add-topic', topic: placeholder } as const;
    expect(insertedTopics(effect)).toEqual([placeholder]);
    const serverCopy = topic('real-id', { annotation: '{"shape":1}' });
    expect(patchTopic(serverCopy, effect, false)).toBeNull();
    expect(patchTopic(serverCopy, effect, true)).toBe(serverCopy);
    expect(patchTopic(topic('other'), effect, false)?.id).toBe('other');
  });
});
