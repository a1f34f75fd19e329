/// <reference types="vite/client" />
import { MemoryRouter } from 'react-router';
import { describe, it } from 'vitest';
import { AttachmentItem } from '../../../../../../host-demo/app/src/order-detail/attachment-item';
import portalCss from '../../../../../../host-demo/app/src/styles.css?inline';
import { expectWithin, LONG_WORD } from '../../../../support/overflow';
import { suppliedAttachment } from '../../../../support/portal-attachment';
import { onCleanup, render } from '../../../../support/render';

// Issue 20 "Long words wrap … in every place that shows user text (… file names)": the portal's
// order page lists attachments as tiles; a file named with one 300-character word keeps to its tile
// (the name is cut with an ellipsis, its title holds the whole name) and the tile to the list.

const attachment = suppliedAttachment('a-long', `${LONG_WORD}.zip`);

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
