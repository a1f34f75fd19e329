import { jsPDF } from 'jspdf';
import type { AnnotationTopic, AttachmentVersion } from '../../../../sdk/contract';
import { downloadBlob } from '../../document/download';
import type { PageGeometry } from '../../state/viewer-state';
import { AnnotationPainter } from './annotation-painter';
import { emptyWrittenDocument } from './empty-document';
import { openPages, type ProofPage } from './proof-pages';
import { imageFormat, tilePositions, WATERMARK_TILE } from './watermark';

// Download Proof (issue 13, proofing §9): one PDF page per page of the file at the rendered page's
// size (zoom 1: CSS px, written as points × 96/72 so a PDF page keeps its own size), the threads'
// shapes drawn on it, the order's watermark tiled over it and an optional dark overlay. This module
// is the lazy `proof` chunk (jsPDF with it): nothing of it loads before the click.
//
// Memory stays flat on long files: each page is painted on one reused canvas, encoded to JPEG
// bytes, added with its own alias (automatic aliases can collide, jsPDF #3603) and let go before
// the next; the watermark is added once and placed by its alias.

/** Device pixels per CSS pixel of the page pictures: sharp on paper, cheap on a 500-page file. */
export const PROOF_RENDER_SCALE = 1.5;
export const PROOF_JPEG_QUALITY = 0.85;
/** The dark overlay (`isDarkBackground`): a translucent black over the page, under the watermark. */
export const DARK_OVERLAY = 'rgba(0, 0, 0, 0.45)';
const POINTS_PER_CSS_PX = 72 / 96;
const WATERMARK_ALIAS = 'proof-watermark';

export interface ProofInput {
  version: AttachmentVersion;
  topics: readonly AnnotationTopic[];
  /** The viewer's page list (how stored shapes are placed). */
  geometry: readonly PageGeometry[];
  token: string | null;
  settings: { watermarkFile: string | null; isDownloadWithWatermark: boolean; isDarkBackground: boolean };
  /** Stops between pages (none: runs to the end, like the button's download). */
  signal?: AbortSignal;
  /** After each page: pages done of all. */
  onProgress(done: number, total: number): void;
}

export async function buildProof(input: ProofInput): Promise<Blob> {
  const { settings } = input;
  const signal = input.signal ?? new AbortController().signal;
  const watermark =
    settings.isDownloadWithWatermark && settings.watermarkFile
      ? await fetchWatermark(settings.watermarkFile, input.token, signal)
      : null;
  const source = await openPages(input.version, input.token, signal);
  const painter = new AnnotationPainter(input.topics, input.geometry);
  const canvas = document.createElement('canvas');
  let pdf: jsPDF | null = null;
  try {
    try {
      for (let index = 1; index <= source.count; index += 1) {
        if (signal.aborted) throw new DOMException('aborted', 'AbortError');
        const page = await source.page(index);
        const jpeg = await paintPage(canvas, page, painter, settings.isDarkBackground);
        const width = page.width * POINTS_PER_CSS_PX;
        const height = page.height * POINTS_PER_CSS_PX;
        const orientation = width > height ? 'landscape' : 'portrait';
        if (pdf) pdf.addPage([width, height], orientation);
        else pdf = new jsPDF({ unit: 'pt', format: [width, height], orientation, compress: true });
        pdf.addImage(jpeg, 'JPEG', 0, 0, width, height, `proof-page-${index}`, 'NONE');
        if (watermark) placeWatermark(pdf, watermark, width, height);
        input.onProgress(index, source.count);
      }
    } finally {
      painter.destroy();
      // Chromium keeps a canvas's bitmap until it is sized to nothing.
      canvas.width = 0;
      canvas.height = 0;
      await source.close();
    }
    if (!pdf) throw new Error('the file has no pages');
    return pdf.output('blob');
  } finally {
    // Written or stopped: whatever keeps this document after us (empty-document.ts) keeps it empty.
    if (pdf) emptyWrittenDocument(pdf);
  }
}

async function paintPage(
  canvas: HTMLCanvasElement,
  page: ProofPage,
  painter: AnnotationPainter,
  dark: boolean,
): Promise<Uint8Array> {
  const scale = PROOF_RENDER_SCALE;
  canvas.width = Math.ceil(page.width * scale);
  canvas.height = Math.ceil(page.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  // JPEG has no transparency: a page without a background prints white, as it shows.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.paint(canvas, scale);
  if (dark) {
    context.fillStyle = DARK_OVERLAY;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  painter.paint(context, page.page, page.width, page.height, scale);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PROOF_JPEG_QUALITY),
  );
  if (!blob) throw new Error('the page could not be encoded');
  return new Uint8Array(await blob.arrayBuffer());
}

interface Watermark {
  bytes: Uint8Array;
  format: 'PNG' | 'JPEG';
}

/** Proofing §7 Files: "A watermark image is fetched as a blob." */
async function fetchWatermark(url: string, token: string | null, signal: AbortSignal): Promise<Watermark> {
  const blob = await downloadBlob(url, { token, signal, onProgress: () => {} });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { bytes, format: imageFormat(bytes) };
}

/** Tiles 194×58 px (in points) over the page; the image itself is embedded once, under one alias. */
function placeWatermark(pdf: jsPDF, watermark: Watermark, width: number, height: number): void {
  const tile = {
    width: WATERMARK_TILE.width * POINTS_PER_CSS_PX,
    height: WATERMARK_TILE.height * POINTS_PER_CSS_PX,
  };
  for (const { x, y } of tilePositions(width, height, tile)) {
    // The first call embeds the bytes; every later one finds the alias and only places it.
    pdf.addImage(watermark.bytes, watermark.format, x, y, tile.width, tile.height, WATERMARK_ALIAS, 'FAST');
  }
}
