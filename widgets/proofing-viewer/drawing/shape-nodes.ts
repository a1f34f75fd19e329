import { Group } from 'konva/lib/Group';
import type { Layer } from 'konva/lib/Layer';
import type { Shape } from 'konva/lib/Shape';
import { Arrow } from 'konva/lib/shapes/Arrow';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { type PageShape, paintOf } from './shape-format';
import { type Box, overlap, shapeBounds } from './view-window';

// The Konva nodes of the shapes, and the cells that let a draw skip what is out of its window.

/** The side of a cell (page pixels): a shape belongs to the cell of its bounds' centre. */
const CELL = 256;

interface Cell {
  group: Group;
  /** The union of its shapes' bounds (page pixels). */
  bounds: Box;
}

/**
 * The threads' shapes in groups by where they lie on the page, so a draw of the window touches
 * only the groups in it (Konva itself draws every node of a layer, in view or not: 2,000 of them).
 */
export class ShapeCells {
  private readonly cells = new Map<string, Cell>();

  constructor(private readonly layer: Layer) {}

  /** Adds a shape's node to the group of its cell. */
  add(node: Shape, shape: PageShape): void {
    const bounds = shapeBounds(shape);
    const key = `${Math.floor((bounds.left + bounds.width / 2) / CELL)},${Math.floor((bounds.top + bounds.height / 2) / CELL)}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { group: new Group(), bounds };
      this.cells.set(key, cell);
      this.layer.add(cell.group);
    }
    cell.bounds = union(cell.bounds, bounds);
    cell.group.add(node);
    node.setAttr('cell', key);
  }

  /** Puts a node taken out of its group (the selected one, drawn on top) back into it. */
  restore(node: Shape): void {
    const cell = this.cells.get(node.getAttr('cell'));
    if (cell && node.parent !== cell.group) node.moveTo(cell.group);
  }

  /** Shows the groups that reach into `window` (page pixels), hides the others. */
  cull(window: Box): void {
    for (const { group, bounds } of this.cells.values()) {
      const inside = overlap(bounds, window);
      group.visible(inside.width > 0 && inside.height > 0);
    }
  }

  clear(): void {
    this.cells.clear();
  }
}

const union = (a: Box, b: Box): Box => {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
};

/** The Konva node of a shape; an unsaved one is dashed so it reads as not yet posted. */
export function createNode(shape: PageShape, unsaved = false): Shape {
  const paint = paintOf(shape.color);
  const common = {
    id: shape.id,
    stroke: paint,
    strokeWidth: shape.strokeWidth,
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
    // Thin strokes stay easy to hit with a pointer.
    hitStrokeWidth: Math.max(shape.strokeWidth, 12),
    ...(unsaved && { dash: [shape.strokeWidth * 2, shape.strokeWidth] }),
  };
  switch (shape.kind) {
    case 'rect':
      return new Rect({ ...common, x: shape.x, y: shape.y, width: shape.width, height: shape.height });
    case 'circle':
      return new Circle({ ...common, x: shape.x, y: shape.y, radius: shape.radius, fill: paint });
    case 'arrow':
      return new Arrow({
        ...common,
        points: shape.points,
        fill: paint,
        pointerLength: shape.pointer,
        pointerWidth: shape.pointer,
      });
    case 'line':
      return new Line({ ...common, points: shape.points, lineCap: 'round', lineJoin: 'round', tension: 0 });
  }
}
