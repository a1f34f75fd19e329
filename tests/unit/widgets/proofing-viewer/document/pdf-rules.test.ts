import { describe, expect, it } from 'vitest';
import {
  canvasOutputScale,
  isRetryable,
  MAX_CANVAS_DIM,
  MAX_CANVAS_PIXELS,
  defaultProofingViewerMessages as m,
  pdfErrorKind,
  pdfErrorText,
  RELOAD_ATTEMPTS,
  RELOAD_INTERVAL_MS,
  withReloads,
} from '../../../../../widgets/proofing-viewer/document';

describe('canvas pixels capped like pdf.js (maxCanvasPixels)', () => {
  it('uses the pixel ratio while the canvas stays under 2^25 pixels', () => {
    expect(MAX_CANVAS_PIXELS).toBe(2 ** 25);
    expect(canvasOutputScale(800, 1000, 2)).toBe(2);
  });

  it('lowers the scale to fit the pixel cap and the side cap', () => {
    const scale = canvasOutputScale(4000, 5000, 2);
    expect(4000 * scale * 5000 * scale).toBeCloseTo(MAX_CANVAS_PIXELS, -2);
    expect(canvasOutputScale(100_000, 10, 1, Number.POSITIVE_INFINITY)).toBeCloseTo(MAX_CANVAS_DIM / 100_000);
  });
});

describe('PDF errors (proofing §8) as pdf.js reports them', () => {
  it('maps pdf.js 5 exceptions to the four texts', () => {
    const text = (error: unknown) => pdfErrorText(pdfErrorKind(error), m);
    expect(text({ name: 'InvalidPDFException' })).toBe('Invalid or corrupted PDF file.');
    expect(text({ name: 'ResponseException', status: 404, missing: true })).toBe('Missing PDF file.');
    expect(text({ name: 'MissingPDFException' })).toBe('Missing PDF file.');
    expect(text({ name: 'ResponseException', status: 500, missing: false })).toBe(
      'Unexpected server response.',
    );
    expect(text(new TypeError('Failed to fetch'))).toBe('An error occurred while loading the PDF.');
  });

  it('retries transport and server failures only', () => {
    expect(isRetryable('unexpected')).toBe(true);
    expect(isRetryable('generic')).toBe(true);
    expect(isRetryable('invalid')).toBe(false);
    expect(isRetryable('missing')).toBe(false);
  });
});

describe('§4.10 reloads: "polls up to three times at 1500 ms"', () => {
  it('tries again three times, 1500 ms apart, then gives up', async () => {
    expect([RELOAD_ATTEMPTS, RELOAD_INTERVAL_MS]).toEqual([3, 1500]);
    const waits: number[] = [];
    let calls = 0;
    const failing = withReloads(
      async () => {
        calls += 1;
        throw new Error(`try ${calls}`);
      },
      { retryable: () => true, wait: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toThrow('try 4');
    expect(waits).toEqual([1500, 1500, 1500]);
  });

  it('stops at a failure that will not pass, and returns the first success', async () => {
    let calls = 0;
    await expect(
      withReloads(
        async () => {
          calls += 1;
          throw new Error('invalid');
        },
        { retryable: () => false, wait: async () => {} },
      ),
    ).rejects.toThrow('invalid');
    expect(calls).toBe(1);
    let tries = 0;
    const value = await withReloads(
      async () => {
        tries += 1;
        if (tries < 2) throw new Error('once');
        return 'ok';
      },
      { retryable: () => true, wait: async () => {} },
    );
    expect([value, tries]).toEqual(['ok', 2]);
  });
});
