import type { OrderDetail } from 'proofdesk/contract';
import type { Data } from '../data';
import { selectDownloadSettings } from '../data/orders/detail-rows';

type DownloadSettings = NonNullable<OrderDetail['downloadWithWatermark']>;

/**
 * Proofing §3 Order `downloadWithWatermark`: an order without settings downloads plain proofs.
 * A watermark asked for without an image is answered as not asked (nothing to tile).
 */
export async function downloadWithWatermark(
  data: Data,
  orderId: string,
  fileUrl: (key: string) => string,
): Promise<DownloadSettings> {
  const row = await selectDownloadSettings(data.db, orderId);
  const watermarkFile = row?.watermark_key ? fileUrl(row.watermark_key) : null;
  return {
    watermarkFile,
    isDownloadWithWatermark: row?.is_download_with_watermark === 1 && watermarkFile !== null,
    isDarkBackground: row?.is_dark_background === 1,
  };
}
