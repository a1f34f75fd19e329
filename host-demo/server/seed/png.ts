import { deflateSync } from 'node:zlib';

// A tiny PNG encoder for the demo seed (no image package): 8-bit RGB, one IDAT, filter 0 rows.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** An RGB canvas with the few primitives the demo images need. */
export class Canvas {
  readonly pixels: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    this.pixels[at] = r;
    this.pixels[at + 1] = g;
    this.pixels[at + 2] = b;
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      const t = y / Math.max(1, this.height - 1);
      const colour = top.map((value, i) => Math.round(value + (bottom[i]! - value) * t)) as unknown as Rgb;
      for (let x = 0; x < this.width; x += 1) this.set(x, y, colour);
    }
  }

  rect(x0: number, y0: number, width: number, height: number, colour: Rgb): void {
    for (let y = y0; y < y0 + height; y += 1) for (let x = x0; x < x0 + width; x += 1) this.set(x, y, colour);
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let y = cy - radius; y <= cy + radius; y += 1) {
      for (let x = cx - radius; x <= cx + radius; x += 1) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) this.set(x, y, colour);
      }
    }
  }

  toPng(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, filter 0, no interlace
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y += 1) {
      raw[y * (stride + 1)] = 0;
      this.pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

/** A poster-like demo image: gradient, header band, a disc and a few bars; `variant` shifts the colours. */
export function demoPoster(variant: number, width = 800, height = 600): Buffer {
  const palettes: [Rgb, Rgb, Rgb, Rgb][] = [
    [
      [32, 60, 114],
      [120, 170, 220],
      [250, 200, 60],
      [255, 255, 255],
    ],
    [
      [90, 20, 60],
      [230, 120, 140],
      [40, 200, 180],
      [250, 245, 235],
    ],
    [
      [20, 80, 50],
      [150, 210, 140],
      [240, 110, 50],
      [255, 255, 240],
    ],
    [
      [60, 40, 110],
      [190, 160, 230],
      [250, 230, 90],
      [245, 245, 255],
    ],
  ];
  const [top, bottom, accent, light] = palettes[variant % palettes.length]!;
  const canvas = new Canvas(width, height);
  canvas.verticalGradient(top, bottom);
  canvas.rect(0, 0, width, Math.round(height * 0.16), light);
  canvas.rect(
    Math.round(width * 0.06),
    Math.round(height * 0.05),
    Math.round(width * 0.4),
    Math.round(height * 0.06),
    top,
  );
  canvas.circle(
    Math.round(width * (0.3 + 0.1 * (variant % 3))),
    Math.round(height * 0.5),
    Math.round(height * 0.18),
    accent,
  );
  for (let i = 0; i < 4; i += 1) {
    const y = Math.round(height * (0.74 + i * 0.05));
    canvas.rect(
      Math.round(width * 0.55),
      y,
      Math.round(width * (0.35 - i * 0.06)),
      Math.round(height * 0.025),
      light,
    );
  }
  return canvas.toPng();
}
