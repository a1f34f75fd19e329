// Proofing §9: "A watermark, when enabled, is tiled with 194 by 58 pixel tiles."

export const WATERMARK_TILE = { width: 194, height: 58 } as const;

/** Top-left corners of the tiles covering a page of `width` × `height` (any unit, tile in it). */
export function tilePositions(
  width: number,
  height: number,
  tile: { width: number; height: number },
): { x: number; y: number }[] {
  const positions: { x: number; y: number }[] = [];
  for (let y = 0; y < height; y += tile.height) {
    for (let x = 0; x < width; x += tile.width) positions.push({ x, y });
  }
  return positions;
}

/** jsPDF's image format for a fetched watermark (PNG keeps its transparency). */
export function imageFormat(bytes: Uint8Array): 'PNG' | 'JPEG' {
  return bytes[0] === 0xff && bytes[1] === 0xd8 ? 'JPEG' : 'PNG';
}
