import { useId } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import { Button } from '../../../sdk/react';
import { fill } from '../messages';
import type { VersionMessages } from './messages';
import { VersionThumbnail } from './thumbnail';

export interface VersionItemProps {
  version: AttachmentVersion;
  messages: VersionMessages;
  current: boolean;
  /** The radio group's name (native radios: arrow keys move and choose, one Tab stop). */
  group: string;
  checked: boolean;
  uploader: string | undefined;
  date: string;
  onChoose(): void;
  /** Approve or Revise, when this user has the approve right and the order is in progress. */
  review: { kind: 'approve' | 'revise'; paused: boolean; run(): void } | null;
  /** Delete, for the assigned operator; `blocked` says why it cannot be deleted. */
  remove: { blocked: string | null; paused: boolean; run(): void } | null;
}

/**
 * One version (proofing §4.5): a native radio, its label (thumbnail, number, file name, size, date, uploader, the
 * 'Checked' badge) that shows it, and its actions beside it (not inside: a label holds no buttons).
 */
export function VersionItem(props: VersionItemProps) {
  const { version, messages: m, current, checked, uploader, date, review, remove } = props;
  const reasonId = useId();
  const name = (action: string) => fill(m.versionActionLabel, { action, version: version.version });
  return (
    <div className="pd-version" data-current={current || undefined}>
      <label className="pd-version-choose">
        <input
          type="radio"
          className="pd-version-radio"
          name={props.group}
          value={version.id}
          checked={current}
          onChange={props.onChoose}
        />
        <VersionThumbnail version={version} />
        <span className="pd-version-text">
          <span className="pd-version-name">
            <strong>{fill(m.versionNumber, { version: version.version })}</strong> {version.fileName}
          </span>
          <span className="pd-version-meta">
            {version.fileMeta.fileSize} · {date}
          </span>
          {uploader && <span className="pd-version-meta">{uploader}</span>}
          {checked && <span className="pd-version-checked">{m.checked}</span>}
        </span>
      </label>
      {(review || remove) && (
        <div className="pd-version-actions">
          {review && (
            <Button
              size="sm"
              variant={review.kind === 'approve' ? 'primary' : 'secondary'}
              disabled={review.paused}
              aria-label={name(review.kind === 'approve' ? m.approve : m.revise)}
              onClick={review.run}
            >
              {review.kind === 'approve' ? m.approve : m.revise}
            </Button>
          )}
          {remove && (
            // The reason it is disabled as a tooltip on the wrapper (a disabled button gets no hover)
            // and as the button's description for screen readers.
            <span className="pd-version-delete" title={remove.blocked ?? undefined}>
              <Button
                size="sm"
                variant="danger"
                disabled={remove.paused || remove.blocked !== null}
                aria-label={name(m.deleteVersion)}
                aria-describedby={remove.blocked ? reasonId : undefined}
                onClick={remove.run}
              >
                {m.deleteVersion}
              </Button>
              {remove.blocked && (
                <span id={reasonId} className="pd-visually-hidden">
                  {remove.blocked}
                </span>
              )}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
