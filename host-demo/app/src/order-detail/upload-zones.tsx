import type { OrderAttachment, OrderAttachmentGroup } from 'proofdesk/contract';
import { fillTemplate } from 'proofdesk/rules';
import { Upload } from 'proofdesk/upload';
import { useMemo } from 'react';
import { useWidgetTheme } from '../lib/color-scheme';
import { detailMessages as m } from './messages';

/**
 * A group's upload zone (the upload widget, `proofdesk/upload`): new attachments of the group's
 * category, several at once. Named after its group, so the page's zones are told apart.
 */
export function GroupUpload({
  orderId,
  group,
  title,
  onUploaded,
}: {
  orderId: string;
  group: OrderAttachmentGroup;
  title: string;
  onUploaded: () => void;
}) {
  const target = useMemo(() => ({ kind: 'attachment' as const, category: group.category }), [group.category]);
  const messages = useMemo(() => ({ zoneLabel: fillTemplate(m.uploadTo, { group: title }) }), [title]);
  const theme = useWidgetTheme();
  return (
    <Upload
      className="detail-upload"
      theme={theme}
      orderId={orderId}
      target={target}
      messages={messages}
      onUploaded={onUploaded}
    />
  );
}

/** "Add a version" of one file: the compact zone, one file, a new version of this attachment. */
export function AddVersion({
  orderId,
  attachment,
  onUploaded,
}: {
  orderId: string;
  attachment: OrderAttachment;
  onUploaded: () => void;
}) {
  const target = useMemo(
    () => ({ kind: 'attachment-version' as const, attachmentId: attachment.id }),
    [attachment.id],
  );
  const messages = useMemo(
    () => ({
      zoneLabel: fillTemplate(m.addVersionTo, { name: attachment.fileName }),
      chooseFile: m.addVersion,
    }),
    [attachment.fileName],
  );
  const theme = useWidgetTheme();
  return (
    <Upload
      className="detail-add-version"
      theme={theme}
      orderId={orderId}
      target={target}
      multiple={false}
      compact
      messages={messages}
      onUploaded={onUploaded}
    />
  );
}
