import type { MarkerColor } from '../state/viewer-state';

// The marker colours' paints, apart from the shape formats (shape-format.ts): the toolbox's swatches
// need them without the drawing layer's working part, which loads with the first shape (issue 22).

/** The CSS colour each marker colour draws with (the stored value stays the name). */
export const MARKER_PAINT: Record<MarkerColor, string> = {
  green: '#1f9d55',
  red: '#e3342f',
  blue: '#2f6fe3',
  yellow: '#f2c200',
  pink: '#e8489b',
  purple: '#8a3ee8',
};

/** The paint of a stored colour: a marker name, or any CSS colour an older shape kept. */
export const paintOf = (color: string): string => MARKER_PAINT[color as MarkerColor] ?? color;
