import type { OrderAttachment } from 'proofdesk/contract';
import { Button, TrashIcon } from 'proofdesk/react';
import { fillTemplate } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayDate } from '../lib/display-date';
import { AttachmentThumbnail } from './attachment-thumbnail';
import { detailMessages as m } from './messages';

export interface AttachmentItemProps {
  orderId: string;
  attachment: OrderAttachment;
  timeZone: string | undefined;
  /** The "Add a version" control, when the user may add one. */
  addVersion?: ReactNode;
  onDelete?: (attachment: OrderAttachment) => void;
}

/**
 * One file: its thumbnail, name, newest version, how many versions and its size, opening the
 * viewer (proofing §2.1 route); "Add a version" and Delete where the user may.
 */
export function AttachmentItem({ orderId, attachment, timeZone, addVersion, onDelete }: AttachmentItemProps) {
  const { latest } = attachment;
  const count =
    attachment.versionCount === 1
      ? m.oneVersion
      : fillTemplate(m.versions, { count: attachment.versionCount });
  const href = `/orders/detail/${encodeURIComponent(orderId)}/attachments/${encodeURIComponent(attachment.id)}`;
  return (
    <li className="detail-file" data-attachment-id={attachment.id}>
      {/* The file's type rides along for the viewer route's start (viewer-start.tsx): no pdf.js for a picture. */}
      <Link className="detail-file-open" to={href} state={{ fileType: latest.fileType }}>
        <AttachmentThumbnail version={latest} />
        <span className="detail-file-name" title={attachment.fileName}>
          {attachment.fileName}
        </span>
      </Link>
      <p className="detail-file-meta">
        <span>{fillTemplate(m.versionLabel, { version: latest.version })}</span>
        <span>{count}</span>
        <span>{latest.fileMeta.fileSize}</span>
        <span>{displayDate(latest.createdAt, timeZone)}</span>
      </p>
      {(addVersion || (attachment.canDelete && onDelete)) && (
        <div className="detail-file-actions">
          {addVersion}
          {attachment.canDelete && onDelete && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={fillTemplate(m.deleteFileNamed, { name: attachment.fileName })}
              onClick={() => onDelete(attachment)}
            >
              <TrashIcon />
              {m.deleteFile}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
