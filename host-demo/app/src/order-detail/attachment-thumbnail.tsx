import type { AttachmentVersion } from 'proofdesk/contract';
import { thumbnailKind } from 'proofdesk/proofing-viewer';
import { fillTemplate } from 'proofdesk/rules';
import { detailMessages as m } from './messages';
import { useThumbnail } from './use-thumbnail';

/** The file's extension in capitals ('PDF', 'PSD'), for the tile of a file without a picture. */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : '';
};

/**
 * The newest version's thumbnail: the 316×240 JPEG made at upload for images (a small image
 * stored without one is shown itself), page 1 drawn small for a PDF. Other files show a tile with their type:
 * the card keeps its shape and the reader still sees what kind of file it is.
 */
export function AttachmentThumbnail({ version }: { version: AttachmentVersion }) {
  const src = useThumbnail(version);
  const type = extensionOf(version.fileName) || version.fileType.toUpperCase();
  if (src) {
    return (
      <img
        className="detail-thumb"
        src={src}
        alt=""
        width={316}
        height={240}
        data-thumbnail={thumbnailKind(version)}
      />
    );
  }
  return (
    <span className="detail-thumb detail-thumb-tile" data-thumbnail="tile" data-file-type={version.fileType}>
      <span aria-hidden="true">{type}</span>
      <span className="app-sr-only">{fillTemplate(m.noThumbnail, { type })}</span>
    </span>
  );
}
