import type { Migration } from '../migrate';

// Proofing §3 Order "downloadWithWatermark (watermarkFile, isDownloadWithWatermark,
// isDarkBackground)": how a proof of the order's files is downloaded. A table of its own, one row
// per order that has settings (most have none: no watermark, no overlay); the watermark image is an
// uploaded file (its storage key), fetched by the viewer as a blob (§7 Files).
export const orderDownloadSettings: Migration = {
  version: 11,
  name: 'order download settings',
  sql: `
CREATE TABLE order_download_settings (
  order_id TEXT PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  watermark_key TEXT,
  is_download_with_watermark INTEGER NOT NULL DEFAULT 0,
  is_dark_background INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
`,
};
