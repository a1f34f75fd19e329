/// <reference types="vite/client" />
import { getSharedStyleSheet } from 'proofdesk';
import type { OrderAttachments } from 'proofdesk/contract';
import { baseStyles } from 'proofdesk/themes/index';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ColorSchemeProvider } from '../../../../../../host-demo/app/src/lib/color-scheme';
import { AttachmentGroups } from '../../../../../../host-demo/app/src/order-detail/attachment-groups';
import portalCss from '../../../../../../host-demo/app/src/styles.css?inline';
import { suppliedAttachment } from '../../../../support/portal-attachment';
import { onCleanup, render } from '../../../../support/render';

// Issue 21 "Order detail: the drop zone touches the file cards". A group the user may upload to shows
// the upload widget's drop zone above its file tiles; the two keep the page's gap between them. The
// page as the portal builds it (main.tsx, app.tsx): its stylesheet, the SDK's base sheet adopted by
// the document and a .pd-root around everything, whose reset zeroed the list's own top margin.

/** The portal's spacing between a group's blocks: `.detail-group`'s gap, the 12 px of --pd-space-3. */
const GROUP_GAP_PX = 12;

const attachment = suppliedAttachment('a-1', 'poster.zip');

const files: OrderAttachments = {
  groups: [{ group: 'suppliedFiles', category: 'supplied', canUpload: true, attachments: [attachment] }],
};

describe('portal order page: a group with an upload zone', () => {
  it('keeps the drop zone and the first file card apart', async () => {
    const style = document.createElement('style');
    style.textContent = portalCss;
    document.head.append(style);
    const before = document.adoptedStyleSheets;
    document.adoptedStyleSheets = [...before, getSharedStyleSheet(document, baseStyles)];
    onCleanup(() => {
      style.remove();
      document.adoptedStyleSheets = before;
    });
    const { container } = render(
      <ColorSchemeProvider accountMode={undefined}>
        <MemoryRouter>
          <div className="pd-root" style={{ width: '900px' }}>
            <AttachmentGroups orderId="order-1" files={files} timeZone="UTC" onChanged={() => {}} />
          </div>
        </MemoryRouter>
      </ColorSchemeProvider>,
    );
    const zoneOf = () =>
      container.querySelector('.detail-upload')?.shadowRoot?.querySelector<HTMLElement>('.pd-upload-zone');
    await expect.poll(() => zoneOf()?.getBoundingClientRect().height ?? 0).toBeGreaterThan(0);
    const zone = zoneOf()?.getBoundingClientRect() as DOMRect;
    const card = container.querySelector('.detail-file')?.getBoundingClientRect() as DOMRect;
    expect(card.top - zone.bottom).toBeGreaterThanOrEqual(GROUP_GAP_PX);
  });
});
