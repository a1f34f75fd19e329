import { Layer } from 'konva/lib/Layer';
import { Stage } from 'konva/lib/Stage';
import type { AnnotationTopic } from '../../../../sdk/contract';
import { createNode } from '../../drawing/page-stage';
import { readShape } from '../../drawing/shape-format';
import type { PageGeometry } from '../../state/viewer-state';

// The threads' shapes drawn onto a proof page exactly as the drawing layer draws them (the same
// Konva nodes, `createNode`), on one off-screen stage reused for every page.

export class AnnotationPainter {
  private readonly container: HTMLDivElement;
  private readonly stage: Stage;
  private readonly layer = new Layer({ listening: false });

  /**
   * `geometry` is the viewer's page list (both stored shape formats are read against it, the older
   * one needs the pages above a shape's page).
   */
  constructor(
    private readonly topics: readonly AnnotationTopic[],
    private readonly geometry: readonly PageGeometry[],
  ) {
    // Detached: the stage draws into its own canvases without being on the page.
    this.container = document.createElement('div');
    this.stage = new Stage({ container: this.container, width: 1, height: 1 });
    this.stage.add(this.layer);
    // The proof's own scale decides the pixels, not the screen's pixel ratio.
    this.layer.getCanvas().setPixelRatio(1);
  }

  /** Draws page `page`'s shapes over `context` (the page painted at `scale` pixels per CSS pixel). */
  paint(context: CanvasRenderingContext2D, page: number, width: number, height: number, scale: number): void {
    const shapes = this.topics
      .map((topic) => readShape(topic.annotation, this.geometry))
      .filter((shape) => shape?.page === page);
    if (shapes.length === 0) return;
    // The viewer's geometry may be page 1's size for a page not yet loaded: fit to the real page.
    const known = this.geometry.find((g) => g.page === page);
    const sx = (known ? width / known.width : 1) * scale;
    const sy = (known ? height / known.height : 1) * scale;
    this.layer.destroyChildren();
    for (const shape of shapes) if (shape) this.layer.add(createNode(shape));
    this.stage.size({ width: width * scale, height: height * scale });
    this.stage.scale({ x: sx, y: sy });
    this.layer.draw();
    context.drawImage(this.layer.getNativeCanvasElement(), 0, 0, width * scale, height * scale);
  }

  destroy(): void {
    this.stage.destroy();
  }
}
