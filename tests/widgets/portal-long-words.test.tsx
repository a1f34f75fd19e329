/// <reference types="vite/client" />
import type { AttachmentVersion, OrderAttachment } from 'proofdesk/contract';
import { MemoryRouter } from 'react-router';
import { describe, it } from 'vitest';
import { AttachmentItem } from '../../host-demo/app/src/order-detail/attachment-item';
import portalCss from '../../host-demo/app/src/styles.css?raw';
import { expectWithin, LONG_WORD } from './support/overflow';
import { onCleanup, render } from './support/render';

// Issue 20 "Long words wrap … in every place that shows user text (… file names)": the portal's
// order page lists attachments as tiles; a file named with one 300-character word keeps to its tile
// (the name is cut with an ellipsis, its title holds the whole name) and the tile to the list.

const latest = {
  id: 'v-long',
  version: 1,
  fileName: `${LONG_WORD}.zip`,
  fileType: 'unsupported',
  url: 'http://127.0.0.1:9/api/storage/file/none',
  fileMeta: { fileSize: '1.21 KB' },
  fileSizeRaw: 1234,
  createdAt: '2026-01-05T10:00:00.000Z',
  thumbnail: null,
} as AttachmentVersion;

const attachment: OrderAttachment = {
  id: 'a-long',
  group: 'suppliedFiles',
  fileName: `${LONG_WORD}.zip`,
  createdAt: '2026-01-05T10:00:00.000Z',
  versionCount: 1,
  latest,
  canAddVersion: false,
  canDelete: false,
};

describe('portal order page: long file names', () => {
  it('keep to their tile, and the tile to the 600 px list', () => {
    const style = document.createElement('style');
    style.textContent = portalCss;
    document.head.append(style);
    onCleanup(() => style.remove());
    const { container } = render(
      <MemoryRouter>
        <section className="detail-files" style={{ width: '600px' }}>
          <ul className="detail-file-list">
            <AttachmentItem orderId="order-long" attachment={attachment} timeZone="UTC" />
          </ul>
        </section>
      </MemoryRouter>,
    );
    const list = container.querySelector('.detail-file-list') as HTMLElement;
    const tile = list.querySelector('.detail-file') as HTMLElement;
    expectWithin(tile, list, 'attachment tile');
    for (const inner of tile.querySelectorAll('*')) expectWithin(inner, tile, `tile: ${inner.className}`);
  });
});
