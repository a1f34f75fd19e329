// A hand-written multi-page PDF for the demo seed (no PDF package): Helvetica text and filled
// rectangles per page, with a correct cross-reference table so strict readers (pdf.js) accept it.

export interface PdfPage {
  title: string;
  lines: readonly string[];
  /** Filled rectangles: x, y, width, height in points from the bottom-left, RGB 0..1. */
  boxes: readonly {
    x: number;
    y: number;
    width: number;
    height: number;
    rgb: readonly [number, number, number];
  }[];
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

function pageContent(page: PdfPage, index: number, total: number): string {
  const ops: string[] = [];
  for (const box of page.boxes) {
    ops.push(
      `${box.rgb.map((v) => v.toFixed(3)).join(' ')} rg ${box.x} ${box.y} ${box.width} ${box.height} re f`,
    );
  }
  ops.push('0 0 0 rg', 'BT', '/F1 28 Tf', `72 720 Td (${escapeText(page.title)}) Tj`, '/F1 13 Tf');
  for (const line of page.lines) ops.push(`0 -22 Td (${escapeText(line)}) Tj`);
  ops.push('ET', 'BT', '/F1 10 Tf', `500 40 Td (Page ${index + 1} of ${total}) Tj`, 'ET');
  return ops.join('\n');
}

/**
 * Kids per page-tree node. A long document gets a balanced tree, as PDF writers make it: with one
 * flat /Kids list a reader must fetch every page's dictionary to find the last page, which defeats
 * reading a large file in ranges (the viewer's tests and benchmark open 500 to 2,000 pages).
 */
const PAGE_TREE_FANOUT = 10;

/** Letter-size pages (612 x 792 pt). Only ASCII text: the standard Helvetica needs no embedding. */
export function demoPdf(pages: readonly PdfPage[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const { parentOf, top } = pageTree(pageIds, objects);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${top.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, i) => {
    const content = pageContent(page, i, pages.length);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent ${parentOf.get(pageIds[i]!) ?? 2} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, CR LF.
  out += `xref\n0 ${objects.length}\n0000000000 65535 f\r\n`;
  for (let id = 1; id < objects.length; id += 1)
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n\r\n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Intermediate /Pages nodes of at most PAGE_TREE_FANOUT kids, numbered after the pages (written
 * into `objects`); returns each node's parent and the kids of the root (object 2).
 */
function pageTree(pageIds: readonly number[], objects: string[]) {
  const parentOf = new Map<number, number>();
  let level = pageIds.map((id) => ({ id, count: 1 }));
  let nextId = (pageIds.at(-1) ?? 2) + 2;
  const nodes: { id: number; kids: { id: number; count: number }[] }[] = [];
  while (level.length > PAGE_TREE_FANOUT) {
    const up: { id: number; count: number }[] = [];
    for (let i = 0; i < level.length; i += PAGE_TREE_FANOUT) {
      const kids = level.slice(i, i + PAGE_TREE_FANOUT);
      const id = nextId++;
      for (const kid of kids) parentOf.set(kid.id, id);
      nodes.push({ id, kids });
      up.push({ id, count: kids.reduce((sum, kid) => sum + kid.count, 0) });
    }
    level = up;
  }
  for (const { id, kids } of nodes) {
    const count = kids.reduce((sum, kid) => sum + kid.count, 0);
    objects[id] =
      `<< /Type /Pages /Parent ${parentOf.get(id) ?? 2} 0 R /Kids [${kids.map((kid) => `${kid.id} 0 R`).join(' ')}] /Count ${count} >>`;
  }
  return { parentOf, top: level.map((node) => node.id) };
}
