import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { AnnotationTopic, Sender } from '../../../sdk/contract';
import type { HttpResult } from '../../../sdk/core/http';
import { useProofdesk } from '../../../sdk/react';
import type { ShapeRecord, ViewerState } from '../state/viewer-state';
import type { CommentStore } from './comment-store';
import { composeMessage, draftOf, type Mentionable, parseMessage, serializeMessage } from './message-format';

/** The shape as stored: the unsaved marks are the drawing layer's, not the API's. */
function savedShape(shape: ShapeRecord): string {
  const { isUnsaved: _unsaved, unsavedComment: _comment, ...stored } = shape;
  return JSON.stringify(stored);
}

/**
 * The panel's writes: each message composed from the text (mentions of the people offered), sent
 * through the store; a refusal is kept to be shown ('Failed' with the server's message, proofing
 * §8) while the store rolls the change back and reloads the version's threads, and the viewer
 * reloads the order and the versions.
 */
export function useCommentWrites(
  store: CommentStore | null,
  state: ViewerState,
  people: readonly Mentionable[],
  spoken: { sent: string; deleted: string },
) {
  const instance = useProofdesk();
  const user = useStore(instance.session.$profile);
  const [failure, setFailure] = useState<string | null>(null);
  // What the live region says after a write went through (a screen reader hears the list change).
  const [status, setStatus] = useState('');
  const sender: Sender | null = user && {
    id: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    avatar: user.avatar,
    isGuest: false,
  };
  const versionId = state.$version.get()?.id;

  // An edit keeps the mentions it had, even of people the list no longer offers (another tab's).
  const compose = (text: string, before?: string) => {
    const kept = before === undefined ? [] : draftOf(parseMessage(before)).mentions;
    const { message, mentionIds } = composeMessage({ text, mentions: [...people, ...kept] });
    return { message: serializeMessage(message), mentions: mentionIds };
  };
  const settle = async (request: Promise<HttpResult<unknown>> | undefined, said = ''): Promise<boolean> => {
    if (!request) return false;
    const result = await request;
    setFailure(result.ok ? null : result.error.message);
    // §8: a refused write reloads the version too (it may have been deleted, approved or locked
    // meanwhile); the draft stays where it is.
    if (!result.ok) state.reload();
    if (result.ok && said) setStatus(said);
    return result.ok;
  };
  const ready = store && versionId && sender ? { store, versionId, sender } : null;

  return {
    userId: user?.id ?? null,
    failure,
    status,
    reply: (topic: AnnotationTopic, text: string) =>
      settle(ready?.store.reply(ready.versionId, topic.id, compose(text), ready.sender), spoken.sent),
    editTopic: (topic: AnnotationTopic, text: string) =>
      settle(ready?.store.editTopic(ready.versionId, topic.id, compose(text, topic.message))),
    editComment: (comment: { id: string; message: string }, text: string) =>
      settle(ready?.store.editComment(ready.versionId, comment.id, compose(text, comment.message))),
    resolve: (topic: AnnotationTopic, isResolve: boolean) =>
      void settle(ready?.store.resolve(ready.versionId, topic.id, isResolve)),
    deleteTopic: (topic: AnnotationTopic) => {
      if (state.$selectedTopicId.get() === topic.id) state.$selectedTopicId.set(null);
      return settle(ready?.store.deleteTopic(ready.versionId, topic.id), spoken.deleted);
    },
    deleteComment: (comment: { id: string }) =>
      settle(ready?.store.deleteComment(ready.versionId, comment.id), spoken.deleted),
    /**
     * Saves the drawn shape with its first comment (POST …/annotation). Success clears the draft and
     * selects the new thread; a failure keeps the draft with the reason (never lose a drawing).
     */
    async sendDraft(text: string): Promise<boolean> {
      const draft = state.$draft.get();
      if (!draft || !ready) return false;
      const input = {
        ...compose(text),
        annotation: savedShape(draft.shape),
        isPublic: state.$tab.get() === 'public',
      };
      const result = await ready.store.addTopic(ready.versionId, input, ready.sender);
      if (!result.ok) {
        state.$draft.set({ ...draft, comment: text, error: result.error.message });
        state.reload();
        return false;
      }
      state.$draft.set(null);
      // The envelope names what was created in its `id` (proofing §7 "read for success, message, data and id").
      state.$selectedTopicId.set(result.id ?? null);
      return true;
    },
  };
}
