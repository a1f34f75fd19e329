import type { OrderDetail } from 'proofdesk/contract';
import type { Db } from '../db';

type DownloadSettings = NonNullable<OrderDetail['downloadWithWatermark']>;

interface SettingsRow {
  watermark_key: string | null;
  is_download_with_watermark: number;
  is_dark_background: number;
}

/**
 * Proofing §3 Order `downloadWithWatermark`: an order without settings downloads plain proofs.
 * A watermark asked for without an image is answered as not asked (nothing to tile).
 */
export function downloadWithWatermark(
  db: Db,
  orderId: string,
  fileUrl: (key: string) => string,
): DownloadSettings {
  const row = db
    .prepare(
      `SELECT watermark_key, is_download_with_watermark, is_dark_background
       FROM order_download_settings WHERE order_id = ?`,
    )
    .get(orderId) as SettingsRow | undefined;
  const watermarkFile = row?.watermark_key ? fileUrl(row.watermark_key) : null;
  return {
    watermarkFile,
    isDownloadWithWatermark: row?.is_download_with_watermark === 1 && watermarkFile !== null,
    isDarkBackground: row?.is_dark_background === 1,
  };
}
