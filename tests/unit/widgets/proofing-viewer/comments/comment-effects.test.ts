import type { AnnotationTopic } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { insertedTopics, patchTopic } from '../../../../../widgets/proofing-viewer/comments/comment-effects';
import { anchorOfTopic } from '../../../../../widgets/proofing-viewer/comments/shape-anchor';

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

describe('a thread as a scroll target', () => {
  const withShape = (annotation: string | null) => topic('t', { annotation });

  it('takes a 0.2 shape’s page and first point, as page fractions', () => {
    const rect = {
      className: 'Rect',
      attrs: { id: 'r', version: '0.2', x: 0.06, y: 0.04 },
      page: 2,
      scale: 1,
    };
    expect(anchorOfTopic(withShape(JSON.stringify(rect)))).toEqual({ page: 2, x: 0.06, y: 0.04 });
    const arrow = {
      className: 'Arrow',
      attrs: { id: 'a', version: '0.2', points: [0.55, 0.7, 0.7, 0.82] },
      page: 1,
    };
    expect(anchorOfTopic(withShape(JSON.stringify(arrow)))).toEqual({ page: 1, x: 0.55, y: 0.7 });
  });

  it('takes only the page of an older absolute shape, and page 1 when there is nothing to read', () => {
    const circle = { className: 'Circle', attrs: { id: 'c', x: 320, y: 300 }, page: 3, scale: 0.75 };
    expect(anchorOfTopic(withShape(JSON.stringify(circle)))).toEqual({ page: 3 });
    expect(anchorOfTopic(withShape(null))).toEqual({ page: 1 });
    expect(anchorOfTopic(withShape('not json'))).toEqual({ page: 1 });
  });
});
