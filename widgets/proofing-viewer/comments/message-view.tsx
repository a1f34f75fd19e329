import { type ReactNode, useMemo } from 'react';
import { type Inline, parseMessage } from './message-format';

function InlineRun({ run }: { run: Inline }): ReactNode {
  if (run.kind === 'mention') return <span className="pd-comment-mention">{run.text}</span>;
  // Text children only: React escapes them, so '<img src=x onerror=…>' shows as those characters.
  if (run.bold && run.italic)
    return (
      <strong>
        <em>{run.text}</em>
      </strong>
    );
  if (run.bold) return <strong>{run.text}</strong>;
  if (run.italic) return <em>{run.text}</em>;
  return run.text;
}

/**
 * A stored comment message as text and safe formatting only (bold, italic, mentions, line breaks):
 * built from the message's data, never from HTML, so nothing in it runs or loads.
 */
export function MessageView({ message, className }: { message: string; className?: string }) {
  const parsed = useMemo(() => parseMessage(message), [message]);
  return (
    <div className={className}>
      {parsed.paragraphs.map((runs, line) => (
        // Lines never reorder: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={line} className="pd-comment-line">
          {runs.length === 0
            ? '\u00a0'
            : runs.map((run, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: runs of one line never reorder
                <InlineRun key={at} run={run} />
              ))}
        </p>
      ))}
    </div>
  );
}
