import type { OrderTimelineEntry } from 'proofdesk/contract';
import { Avatar, Spinner } from 'proofdesk/react';
import { displayDate, displayTime } from '../lib/display-date';
import { detailMessages as m } from './messages';

/** The order's history, newest first (GET /order/:id/timeline), kept live by reload-timeline. */
export function OrderTimeline({
  entries,
  timeZone,
}: {
  entries: OrderTimelineEntry[] | null;
  timeZone: string | undefined;
}) {
  return (
    <section className="app-card detail-timeline" aria-labelledby="detail-timeline-title">
      <h2 id="detail-timeline-title">{m.timeline}</h2>
      {entries === null ? (
        <Spinner />
      ) : entries.length === 0 ? (
        <p className="detail-muted">{m.timelineEmpty}</p>
      ) : (
        <ol className="detail-timeline-list">
          {entries.map((entry) => {
            const who = entry.user?.name || m.someone;
            return (
              <li key={entry.id} className="detail-timeline-entry" data-type={entry.type}>
                <Avatar size="sm" name={who} src={entry.user?.avatar ?? null} />
                <div>
                  <p className="detail-timeline-text">
                    <strong>{who}</strong> {entry.content}
                    {entry.type === 'history' && entry.attachment ? ` (${entry.attachment.fileName})` : ''}
                  </p>
                  <time className="detail-muted" dateTime={entry.createdAt}>
                    {displayDate(entry.createdAt, timeZone)} {displayTime(entry.createdAt, timeZone)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
