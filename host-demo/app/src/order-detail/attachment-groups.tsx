import type { OrderAttachmentGroup, OrderAttachments } from 'proofdesk/contract';
import { LibraryPicker } from '../my-images/library-picker';
import { AttachmentItem } from './attachment-item';
import { useDeleteAttachment } from './delete-attachment';
import { detailMessages as m } from './messages';
import { AddVersion, GroupUpload } from './upload-zones';

const GROUP_TITLES: Record<OrderAttachmentGroup['group'], string> = {
  customerReview: m.groupCustomerReview,
  suppliedFiles: m.groupSuppliedFiles,
  internalReview: m.groupInternalReview,
};

export interface AttachmentGroupsProps {
  orderId: string;
  files: OrderAttachments;
  timeZone: string | undefined;
  /** After this page changed the files (the socket tells other pages). */
  onChanged: () => void;
}

/**
 * The order's files in their groups, as the server lets this user see them (internal review only
 * for those who read it), with the upload zone of each group the user may upload to and
 * "Add a version" on each file the user may add one to.
 */
export function AttachmentGroups({ orderId, files, timeZone, onChanged }: AttachmentGroupsProps) {
  const remover = useDeleteAttachment(orderId, onChanged);
  return (
    <section className="app-card detail-files" aria-labelledby="detail-files-title">
      <h2 id="detail-files-title">{m.attachments}</h2>
      {files.groups.map((group) => {
        const titleId = `detail-group-${group.group}`;
        return (
          <section
            key={group.group}
            className="detail-group"
            aria-labelledby={titleId}
            data-group={group.group}
          >
            <h3 id={titleId}>{GROUP_TITLES[group.group]}</h3>
            {group.canUpload && (
              <GroupUpload
                orderId={orderId}
                group={group}
                title={GROUP_TITLES[group.group]}
                onUploaded={onChanged}
              />
            )}
            {/* The create form's picker (only for users with image search): library copies become supplied files. */}
            {group.canUpload && group.group === 'suppliedFiles' ? (
              <LibraryPicker orderId={orderId} onAdded={onChanged} />
            ) : null}
            {group.attachments.length === 0 ? (
              <p className="detail-muted">{m.groupEmpty}</p>
            ) : (
              <ul className="detail-file-list">
                {group.attachments.map((attachment) => (
                  <AttachmentItem
                    key={attachment.id}
                    orderId={orderId}
                    attachment={attachment}
                    timeZone={timeZone}
                    onDelete={remover.ask}
                    addVersion={
                      attachment.canAddVersion ? (
                        <AddVersion orderId={orderId} attachment={attachment} onUploaded={onChanged} />
                      ) : undefined
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {remover.prompt}
    </section>
  );
}
