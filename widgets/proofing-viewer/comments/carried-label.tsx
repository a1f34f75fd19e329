import type { AnnotationTopic } from '../../../sdk/contract';
import { fill } from '../messages';
import type { CommentMessages } from './messages';

/**
 * Carry comments forward (issue 13): 'Carried from v2' on a thread copied from an older version,
 * 'Carried to v3' on the thread it was copied from. Nothing for a thread that was never carried.
 */
export function CarriedLabel({
  topic,
  messages: m,
}: {
  topic: AnnotationTopic;
  messages: Pick<CommentMessages, 'carriedFrom' | 'carriedTo'>;
}) {
  const from = topic.carriedFrom;
  const to = topic.carriedTo ?? [];
  if (!from && to.length === 0) return null;
  return (
    <p className="pd-comment-carried">
      {from && <span>{fill(m.carriedFrom, { version: from.version })}</span>}
      {to.map((link) => (
        <span key={link.topicId}>{fill(m.carriedTo, { version: link.version })}</span>
      ))}
    </p>
  );
}
