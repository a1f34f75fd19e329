import { fillTemplate } from 'proofdesk';
import type { AttachmentVersion } from 'proofdesk/contract';
import { detailMessages as m } from './messages';
import { useThumbnail } from './use-thumbnail';

/** The file's extension in capitals ('PDF', 'PSD'), for the tile of a file without a picture. */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : '';
};

/**
 * The newest version's 316×240 thumbnail. Only images get one at upload (docs/widgets/upload.md),
 * so a PDF or any other file shows a tile with its type instead: the card keeps its shape and the
 * reader still sees what kind of file it is.
 */
export function AttachmentThumbnail({ version }: { version: AttachmentVersion }) {
  const src = useThumbnail(version.thumbnail);
  const type = extensionOf(version.fileName) || version.fileType.toUpperCase();
  if (src) {
    return <img className="detail-thumb" src={src} alt="" width={316} height={240} data-thumbnail="image" />;
  }
  return (
    <span className="detail-thumb detail-thumb-tile" data-thumbnail="tile" data-file-type={version.fileType}>
      <span aria-hidden="true">{type}</span>
      <span className="detail-sr-only">{fillTemplate(m.noThumbnail, { type })}</span>
    </span>
  );
}
