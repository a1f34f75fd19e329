import type { OrderAttachment } from 'proofdesk/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AttachmentItem } from '../../../../../../host-demo/app/src/order-detail/attachment-item';
import { ViewerStart } from '../../../../../../host-demo/app/src/screens/viewer-start';
import { watchPdfWorkers } from '../../../../support/pdf-workers';
import { suppliedAttachment } from '../../../../support/portal-attachment';
import { render } from '../../../../support/render';

// The portal's viewer route starts pdf.js from its entry chunk (ViewerStart), but not for a picture:
// the order page's file link carries the file's type. Its own file: no pdf.js on this page before.

const pdfWorkers = watchPdfWorkers();

function fileOfType(id: string, fileType: 'image' | 'pdf'): OrderAttachment {
  const attachment = suppliedAttachment(id, fileType === 'pdf' ? 'brief.pdf' : 'poster.png');
  return { ...attachment, latest: { ...attachment.latest, fileType } };
}

function orderPage(attachment: OrderAttachment) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <ul>
              <AttachmentItem orderId="order-1" attachment={attachment} timeZone="UTC" />
            </ul>
          }
        />
        <Route
          path="/orders/detail/:orderId/attachments/:attachmentId"
          element={
            <>
              <ViewerStart />
              <p>viewer route</p>
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('portal: the viewer route’s start', () => {
  it('opened from a picture’s link starts no pdf.js; from a PDF’s link it does', async () => {
    const picture = orderPage(fileOfType('a-picture', 'image'));
    await userEvent.click(picture.container.querySelector<HTMLAnchorElement>('a.detail-file-open')!);
    await expect.poll(() => picture.container.textContent).toContain('viewer route');
    expect(pdfWorkers).toHaveLength(0);

    const pdf = orderPage(fileOfType('a-pdf', 'pdf'));
    await userEvent.click(pdf.container.querySelector<HTMLAnchorElement>('a.detail-file-open')!);
    await expect.poll(() => pdf.container.textContent).toContain('viewer route');
    await expect.poll(() => pdfWorkers.length).toBe(1);
  });
});
