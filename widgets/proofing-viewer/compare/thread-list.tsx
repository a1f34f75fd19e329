import type { AnnotationTopic } from '../../../sdk/contract';
import { CarriedLabel } from '../comments/carried-label';
import { MessageView } from '../comments/message-view';
import { anchorOfTopic } from '../comments/shape-anchor';
import { fill, type ProofingViewerMessages } from '../messages';
import type { ViewerState } from '../state/viewer-state';
import type { CompareMessages } from './messages';

interface ThreadListProps {
  state: ViewerState;
  version: number;
  topics: readonly AnnotationTopic[] | null;
  messages: CompareMessages & ProofingViewerMessages;
}

/**
 * One side's threads, read-only: author, message, replies and the carried label. A thread's button
 * selects it (its shape glows on that side) and brings its page into view; the other side follows.
 */
export function ThreadList({ state, version, topics, messages: m }: ThreadListProps) {
  const title = fill(m.compareThreads, { version });
  return (
    <section className="pd-compare-threads" aria-label={title}>
      <h3 className="pd-compare-threads-title">{title}</h3>
      {topics === null ? (
        <p role="status">{m.compareLoading}</p>
      ) : topics.length === 0 ? (
        <p>{m.compareNoThreads}</p>
      ) : (
        <ol className="pd-compare-thread-list">
          {topics.map((topic) => (
            <li key={topic.id} className="pd-compare-thread" data-resolved={topic.isResolve}>
              <button
                type="button"
                className="pd-compare-thread-button"
                onClick={() => {
                  state.$selectedTopicId.set(topic.id);
                  state.$scrollRequest.set({ ...anchorOfTopic(topic), at: Date.now() });
                }}
              >
                <strong>{topic.sender.name}</strong>
                {topic.isResolve && <span className="pd-compare-resolved"> · {m.compareResolved}</span>}
              </button>
              <MessageView message={topic.message} className="pd-compare-message" />
              <CarriedLabel topic={topic} messages={m} />
              {topic.comments.map((comment) => (
                <div key={comment.id} className="pd-compare-reply">
                  <strong>{comment.sender.name}</strong>
                  <MessageView message={comment.message} className="pd-compare-message" />
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
