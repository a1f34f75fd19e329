import type { AttachmentVersion, OrderDetail } from '../../../../sdk/contract';
import type { ProofdeskInstance } from '../../../../sdk/core/instance';
import { getToastStore } from '../../../../sdk/react';
import { fill, type ProofingViewerMessages } from '../../messages';
import type { ViewerState } from '../../state/viewer-state';
import { buildProof } from './build-proof';

// The click's work, in the lazy chunk: the order's download settings (read now, so a changed
// watermark applies at once), the proof built page by page with a progress toast, then saved.

/** Issue 13: `{file name}_proof.pdf` (the file's own extension dropped: 'Brochure_proof.pdf'). */
export function proofFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}_proof.pdf`;
}

export async function downloadProof(
  instance: ProofdeskInstance,
  state: ViewerState,
  version: AttachmentVersion,
  m: ProofingViewerMessages,
  /** The clicked button: the download link goes into its page, whichever that is. */
  from: Element,
): Promise<void> {
  const order = await instance.http.get<OrderDetail>(`/order/${encodeURIComponent(state.orderId)}`);
  if (!order.ok) throw order.error;
  const settings = order.data.downloadWithWatermark ?? {
    watermarkFile: null,
    isDownloadWithWatermark: false,
    isDarkBackground: false,
  };
  const toasts = getToastStore(instance);
  const id = `pd-proof-${version.id}`;
  const progress = (percent: number, done = false) =>
    toasts.show({
      id,
      variant: done ? 'success' : 'info',
      title: m.proofToastTitle,
      message: fill(m.proofToastProgress, {
        fileName: version.fileName,
        size: version.fileMeta.fileSize,
        percent,
      }),
      autoCloseMs: done ? undefined : false,
    });
  progress(0);
  try {
    const blob = await buildProof({
      version,
      topics: state.$topics.get(),
      geometry: state.$pages.get(),
      token: instance.http.getToken(),
      settings,
      onProgress: (done, total) => progress(Math.round((done / total) * 100)),
    });
    saveFile(blob, proofFileName(version.fileName), from.ownerDocument);
    progress(100, true);
  } catch (error) {
    toasts.dismiss(id);
    throw error;
  }
}

/** Saves through a download link (kept in the page for the click, so the browser sees a user download). */
function saveFile(blob: Blob, name: string, page: Document): void {
  const url = URL.createObjectURL(blob);
  const link = page.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  page.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: let it go a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../../first-path';
