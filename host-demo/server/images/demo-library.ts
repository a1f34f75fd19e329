import { encodePng } from './png';

// The local provider's demo library: 30 pictures painted here, in code, when first asked for (no
// image file ships in the repository, and none comes from elsewhere: they are the project's own,
// free to use like the rest of the demo). Each is a small scene of layers: a sky gradient, a sun or
// moon, ridges of hills, water, soft circles (bokeh, flowers, confetti) or stripes. The title is
// the alt text; titles and tags are what a search matches.

type Rgb = readonly [number, number, number];

interface Scene {
  /** Sky (or background) from top to bottom. */
  sky: readonly [Rgb, Rgb];
  sun?: { x: number; y: number; r: number; color: Rgb };
  /** Ridges from the farthest to the nearest: a base height (0 top … 1 bottom) and a roughness. */
  ridges?: readonly { color: Rgb; base: number; rough: number }[];
  /** Water from `level` down, in this colour, mirroring the sky's lower tone. */
  water?: { level: number; color: Rgb };
  /** Soft discs scattered over the picture. */
  discs?: { count: number; colors: readonly Rgb[]; size: number; alpha: number; band?: [number, number] };
  /** Diagonal stripes of two colours. */
  stripes?: { colors: readonly [Rgb, Rgb]; width: number; angle: number };
  /** Horizontal waves of two colours. */
  waves?: { colors: readonly [Rgb, Rgb]; rows: number };
}

export interface DemoImage {
  id: string;
  title: string;
  tags: readonly string[];
  scene: Scene;
}

const hex = (value: string): Rgb => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
];

const ridge = (color: string, base: number, rough = 0.08) => ({ color: hex(color), base, rough });

export const DEMO_IMAGES: readonly DemoImage[] = [
  {
    id: 'sunset-hills',
    title: 'Sunset over the hills',
    tags: ['sunset', 'hills', 'orange', 'landscape', 'evening', 'nature'],
    scene: {
      sky: [hex('#ff9a3c'), hex('#ffd66b')],
      sun: { x: 0.7, y: 0.55, r: 0.09, color: hex('#fff3c4') },
      ridges: [ridge('#c0583b', 0.62), ridge('#7a2e39', 0.74), ridge('#3d1a2e', 0.86)],
    },
  },
  {
    id: 'blue-mountains',
    title: 'Blue mountain morning',
    tags: ['mountains', 'blue', 'morning', 'landscape', 'nature'],
    scene: {
      sky: [hex('#9cc7f0'), hex('#e6f2fb')],
      sun: { x: 0.25, y: 0.25, r: 0.05, color: hex('#ffffff') },
      ridges: [ridge('#8aa9cf', 0.45, 0.2), ridge('#5b7fb0', 0.6, 0.16), ridge('#2c4a78', 0.78, 0.1)],
    },
  },
  {
    id: 'desert-dunes',
    title: 'Desert dunes at noon',
    tags: ['desert', 'dunes', 'sand', 'yellow', 'landscape', 'hot'],
    scene: {
      sky: [hex('#5fb4e8'), hex('#cfe9f7')],
      sun: { x: 0.5, y: 0.15, r: 0.06, color: hex('#fffbe6') },
      ridges: [ridge('#e8c07a', 0.6, 0.05), ridge('#d9a25a', 0.72, 0.06), ridge('#c0843e', 0.88, 0.04)],
    },
  },
  {
    id: 'lake-dusk',
    title: 'Calm lake at dusk',
    tags: ['lake', 'water', 'dusk', 'purple', 'evening', 'landscape'],
    scene: {
      sky: [hex('#3b2a6b'), hex('#e08a9c')],
      ridges: [ridge('#2a1f4a', 0.55, 0.1)],
      water: { level: 0.62, color: hex('#4b3b7a') },
    },
  },
  {
    id: 'ocean-horizon',
    title: 'Ocean horizon',
    tags: ['ocean', 'sea', 'water', 'blue', 'horizon', 'summer'],
    scene: { sky: [hex('#4aa3df'), hex('#d8eefa')], water: { level: 0.55, color: hex('#1f5f99') } },
  },
  {
    id: 'green-valley',
    title: 'Misty green valley',
    tags: ['valley', 'green', 'forest', 'mist', 'landscape', 'nature'],
    scene: {
      sky: [hex('#dfe9e1'), hex('#f4f7f2')],
      ridges: [ridge('#a9c7a4', 0.5, 0.12), ridge('#6f9e6b', 0.64, 0.12), ridge('#345e3a', 0.8, 0.1)],
    },
  },
  {
    id: 'alpine-snow',
    title: 'Alpine peaks in snow',
    tags: ['mountains', 'snow', 'winter', 'white', 'alps', 'cold'],
    scene: {
      sky: [hex('#7fb3e0'), hex('#f0f6fb')],
      ridges: [ridge('#ffffff', 0.4, 0.3), ridge('#d5e1ec', 0.58, 0.22), ridge('#9fb4c8', 0.78, 0.12)],
    },
  },
  {
    id: 'tropical-sunrise',
    title: 'Tropical sea sunrise',
    tags: ['sunrise', 'sea', 'tropical', 'pink', 'morning', 'beach'],
    scene: {
      sky: [hex('#f78fb3'), hex('#ffd3a5')],
      sun: { x: 0.4, y: 0.52, r: 0.08, color: hex('#fff0d0') },
      water: { level: 0.58, color: hex('#3bb3c3') },
    },
  },
  {
    id: 'night-moon',
    title: 'Night sky with moon',
    tags: ['night', 'moon', 'dark', 'sky', 'stars'],
    scene: {
      sky: [hex('#0b1533'), hex('#283a6b')],
      sun: { x: 0.75, y: 0.25, r: 0.06, color: hex('#f5f1dc') },
      discs: { count: 60, colors: [hex('#ffffff')], size: 0.004, alpha: 0.9, band: [0, 0.7] },
      ridges: [ridge('#0a0f1f', 0.82, 0.06)],
    },
  },
  {
    id: 'autumn-hills',
    title: 'Autumn hills',
    tags: ['autumn', 'fall', 'hills', 'red', 'orange', 'landscape'],
    scene: {
      sky: [hex('#f3c98b'), hex('#fbe8c8')],
      ridges: [ridge('#e0893a', 0.55, 0.1), ridge('#c4512b', 0.68, 0.1), ridge('#7f2a1d', 0.84, 0.08)],
    },
  },
  {
    id: 'wheat-field',
    title: 'Golden wheat field',
    tags: ['field', 'wheat', 'farm', 'gold', 'summer', 'landscape'],
    scene: {
      sky: [hex('#6cb6e6'), hex('#e3f1fa')],
      sun: { x: 0.2, y: 0.2, r: 0.05, color: hex('#fff9e0') },
      ridges: [ridge('#e2b84c', 0.6, 0.02), ridge('#cf9a2e', 0.8, 0.02)],
    },
  },
  {
    id: 'northern-lights',
    title: 'Northern lights',
    tags: ['aurora', 'northern', 'lights', 'night', 'green', 'sky'],
    scene: {
      sky: [hex('#071a2b'), hex('#1f8a6a')],
      waves: { colors: [hex('#35e0a1'), hex('#0d3b4f')], rows: 3 },
      ridges: [ridge('#06101a', 0.8, 0.08)],
    },
  },
  {
    id: 'city-bokeh',
    title: 'City lights bokeh',
    tags: ['bokeh', 'lights', 'city', 'night', 'abstract', 'background'],
    scene: {
      sky: [hex('#101522'), hex('#2a2140')],
      discs: { count: 40, colors: [hex('#ffd27a'), hex('#ff7a59'), hex('#7ac6ff')], size: 0.05, alpha: 0.45 },
    },
  },
  {
    id: 'warm-bokeh',
    title: 'Warm bokeh',
    tags: ['bokeh', 'warm', 'abstract', 'orange', 'background', 'lights'],
    scene: {
      sky: [hex('#5a2a1a'), hex('#c46a2b')],
      discs: { count: 30, colors: [hex('#ffe0a3'), hex('#ffb35c')], size: 0.07, alpha: 0.4 },
    },
  },
  {
    id: 'pastel-gradient',
    title: 'Pastel gradient',
    tags: ['gradient', 'pastel', 'abstract', 'background', 'pink', 'soft'],
    scene: { sky: [hex('#f9c5d1'), hex('#c2e9fb')] },
  },
  {
    id: 'deep-blue-gradient',
    title: 'Deep blue gradient',
    tags: ['gradient', 'blue', 'background', 'abstract', 'dark'],
    scene: { sky: [hex('#0f2a5c'), hex('#3b82c4')] },
  },
  {
    id: 'coral-stripes',
    title: 'Coral stripes',
    tags: ['stripes', 'pattern', 'coral', 'abstract', 'background'],
    scene: {
      sky: [hex('#ff7f6e'), hex('#ff7f6e')],
      stripes: { colors: [hex('#ff7f6e'), hex('#ffd1c7')], width: 0.06, angle: 0.8 },
    },
  },
  {
    id: 'mint-pattern',
    title: 'Mint diagonal pattern',
    tags: ['pattern', 'mint', 'green', 'stripes', 'abstract', 'background'],
    scene: {
      sky: [hex('#b8f0d8'), hex('#b8f0d8')],
      stripes: { colors: [hex('#8fdcbc'), hex('#e6fbf2')], width: 0.035, angle: -0.8 },
    },
  },
  {
    id: 'forest-lake',
    title: 'Forest lake',
    tags: ['forest', 'lake', 'green', 'water', 'trees', 'nature'],
    scene: {
      sky: [hex('#a7d3e8'), hex('#eaf5f0')],
      ridges: [ridge('#3f7a4a', 0.48, 0.18), ridge('#24502f', 0.56, 0.14)],
      water: { level: 0.64, color: hex('#2f6b68') },
    },
  },
  {
    id: 'red-canyon',
    title: 'Red rock canyon',
    tags: ['canyon', 'desert', 'red', 'rock', 'landscape'],
    scene: {
      sky: [hex('#79b9e0'), hex('#f2e6d2')],
      ridges: [ridge('#d0703f', 0.45, 0.04), ridge('#a8482a', 0.62, 0.05), ridge('#6e2b1c', 0.82, 0.03)],
    },
  },
  {
    id: 'grey-coast',
    title: 'Rainy grey coast',
    tags: ['coast', 'sea', 'grey', 'rain', 'storm', 'water'],
    scene: {
      sky: [hex('#59626e'), hex('#b7bec6')],
      ridges: [ridge('#3e454d', 0.5, 0.1)],
      water: { level: 0.6, color: hex('#46525c') },
    },
  },
  {
    id: 'spring-meadow',
    title: 'Spring meadow with flowers',
    tags: ['spring', 'meadow', 'green', 'flowers', 'nature', 'field'],
    scene: {
      sky: [hex('#8fd0f2'), hex('#e9f7fd')],
      ridges: [ridge('#78c25a', 0.55, 0.04), ridge('#4f9e3b', 0.72, 0.03)],
      discs: {
        count: 90,
        colors: [hex('#ffffff'), hex('#ffd23f'), hex('#ff6f91')],
        size: 0.008,
        alpha: 0.95,
        band: [0.62, 1],
      },
    },
  },
  {
    id: 'lavender-field',
    title: 'Lavender fields',
    tags: ['lavender', 'purple', 'field', 'flowers', 'summer', 'landscape'],
    scene: {
      sky: [hex('#f6b26b'), hex('#fde3c4')],
      ridges: [ridge('#8e6bbf', 0.6, 0.03), ridge('#6d4aa3', 0.74, 0.03), ridge('#4f2f84', 0.88, 0.03)],
    },
  },
  {
    id: 'volcano-dusk',
    title: 'Volcano at dusk',
    tags: ['volcano', 'mountain', 'dusk', 'red', 'evening', 'landscape'],
    scene: {
      sky: [hex('#40203a'), hex('#e2603c')],
      ridges: [ridge('#1e1320', 0.55, 0.35)],
    },
  },
  {
    id: 'arctic-ice',
    title: 'Arctic ice',
    tags: ['ice', 'arctic', 'winter', 'blue', 'white', 'cold', 'snow'],
    scene: {
      sky: [hex('#bfe3f5'), hex('#f5fbff')],
      ridges: [ridge('#e9f6fd', 0.6, 0.06)],
      water: { level: 0.7, color: hex('#2d7fb0') },
    },
  },
  {
    id: 'sea-sunrise',
    title: 'Sunrise over the sea',
    tags: ['sunrise', 'sea', 'orange', 'morning', 'ocean', 'water'],
    scene: {
      sky: [hex('#f4a259'), hex('#fbe1b6')],
      sun: { x: 0.55, y: 0.5, r: 0.1, color: hex('#fff4d6') },
      water: { level: 0.55, color: hex('#c46d3c') },
    },
  },
  {
    id: 'studio-white',
    title: 'White studio backdrop',
    tags: ['backdrop', 'white', 'studio', 'product', 'background', 'light'],
    scene: { sky: [hex('#ffffff'), hex('#dcdcdc')] },
  },
  {
    id: 'studio-black',
    title: 'Black studio backdrop',
    tags: ['backdrop', 'black', 'studio', 'product', 'background', 'dark'],
    scene: { sky: [hex('#3a3a3a'), hex('#050505')] },
  },
  {
    id: 'confetti',
    title: 'Confetti celebration',
    tags: ['confetti', 'party', 'celebration', 'colourful', 'colorful', 'birthday'],
    scene: {
      sky: [hex('#fff7e8'), hex('#fff7e8')],
      discs: {
        count: 120,
        colors: [hex('#ff4d6d'), hex('#3a86ff'), hex('#ffbe0b'), hex('#8338ec'), hex('#06d6a0')],
        size: 0.012,
        alpha: 1,
      },
    },
  },
  {
    id: 'ocean-waves',
    title: 'Ocean waves pattern',
    tags: ['waves', 'pattern', 'blue', 'ocean', 'sea', 'abstract'],
    scene: {
      sky: [hex('#1d4e89'), hex('#1d4e89')],
      waves: { colors: [hex('#7fc8f8'), hex('#1d4e89')], rows: 9 },
    },
  },
];

/** Full and preview sizes (3:2). */
export const DEMO_SIZES = { full: [720, 480], preview: [360, 240] } as const;

/** A small deterministic generator (mulberry32), seeded from the image id. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Paints `image` at width × height and encodes it as PNG. */
export function paintDemoImage(image: DemoImage, width: number, height: number): Buffer {
  const { scene } = image;
  const rand = random(image.id);
  const px = new Float32Array(width * height * 3);
  const set = (x: number, y: number, color: Rgb, alpha = 1) => {
    const at = (y * width + x) * 3;
    for (let c = 0; c < 3; c += 1) px[at + c] = (px[at + c] ?? 0) * (1 - alpha) + (color[c] ?? 0) * alpha;
  };
  // Ridges: each a sum of three sines with phases from the seed.
  const ridgeShapes = (scene.ridges ?? []).map((r) => ({
    ...r,
    phases: [rand() * 6.28, rand() * 6.28, rand() * 6.28],
    freqs: [2 + rand() * 2, 5 + rand() * 4, 11 + rand() * 6],
  }));
  const waveShift = rand() * 6.28;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      let color = mix(scene.sky[0], scene.sky[1], v);
      if (scene.stripes) {
        const { colors, width: w, angle } = scene.stripes;
        const d = u * Math.cos(angle) + v * (height / width) * Math.sin(angle);
        color = Math.floor(d / w) % 2 === 0 ? colors[0] : colors[1];
      }
      if (scene.waves) {
        const { colors, rows } = scene.waves;
        const band = Math.sin((v * rows + 0.15 * Math.sin(u * 9 + waveShift)) * Math.PI * 2);
        color = mix(color, mix(colors[1], colors[0], (band + 1) / 2), 0.7);
      }
      if (scene.sun) {
        const dx = (u - scene.sun.x) * (width / height);
        const dy = v - scene.sun.y;
        const dist = Math.sqrt(dx * dx + dy * dy);
        if (dist < scene.sun.r) color = scene.sun.color;
        else if (dist < scene.sun.r * 3)
          color = mix(color, scene.sun.color, 0.35 * (1 - (dist - scene.sun.r) / (scene.sun.r * 2)));
      }
      for (const r of ridgeShapes) {
        const top =
          r.base -
          r.rough *
            (0.6 * Math.sin(u * r.freqs[0]! + r.phases[0]!) +
              0.3 * Math.sin(u * r.freqs[1]! + r.phases[1]!) +
              0.1 * Math.sin(u * r.freqs[2]! + r.phases[2]!));
        if (v >= top) color = mix(r.color, [0, 0, 0], Math.min(0.25, (v - top) * 0.6));
      }
      if (scene.water && v >= scene.water.level) {
        const depth = (v - scene.water.level) / (1 - scene.water.level);
        const ripple = 0.08 * Math.sin(v * 180 + Math.sin(u * 20) * 2);
        color = mix(
          mix(scene.sky[1], scene.water.color, 0.55 + depth * 0.45),
          [255, 255, 255],
          Math.max(0, ripple),
        );
      }
      set(x, y, color);
    }
  }
  if (scene.discs) {
    const { count, colors, size, alpha, band = [0, 1] } = scene.discs;
    for (let i = 0; i < count; i += 1) {
      const cx = rand() * width;
      const cy = (band[0] + rand() * (band[1] - band[0])) * height;
      const radius = Math.max(1, size * width * (0.5 + rand()));
      const color = colors[Math.floor(rand() * colors.length)] ?? colors[0]!;
      for (let y = Math.max(0, Math.floor(cy - radius)); y < Math.min(height, cy + radius); y += 1) {
        for (let x = Math.max(0, Math.floor(cx - radius)); x < Math.min(width, cx + radius); x += 1) {
          const d = Math.hypot(x - cx, y - cy) / radius;
          if (d <= 1) set(x, y, color, alpha * (d > 0.8 ? (1 - d) / 0.2 : 1));
        }
      }
    }
  }
  const rgb = new Uint8Array(px.length);
  for (let i = 0; i < px.length; i += 1) rgb[i] = Math.max(0, Math.min(255, Math.round(px[i] ?? 0)));
  return encodePng(width, height, rgb);
}
