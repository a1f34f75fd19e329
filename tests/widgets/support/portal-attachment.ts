import type { AttachmentVersion, OrderAttachment } from 'proofdesk/contract';

/** A supplied file with one version and no picture, as GET /order/{id}/attachments lists it. */
export function suppliedAttachment(id: string, fileName: string): OrderAttachment {
  const latest = {
    id: `${id}-v1`,
    version: 1,
    fileName,
    fileType: 'unsupported',
    url: 'http://127.0.0.1:9/api/storage/file/none',
    fileMeta: { fileSize: '1.21 KB' },
    fileSizeRaw: 1234,
    createdAt: '2026-01-05T10:00:00.000Z',
    thumbnail: null,
  } as AttachmentVersion;
  return {
    id,
    group: 'suppliedFiles',
    fileName,
    createdAt: '2026-01-05T10:00:00.000Z',
    versionCount: 1,
    latest,
    canAddVersion: false,
    canDelete: false,
  };
}
