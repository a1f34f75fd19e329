import {
  ANNOTATION_FORMAT,
  serialize,
  toBase64,
  writeModule,
} from '../../../../widgets/proofing-viewer/pdf-tools/annotation-data';

// PDF-tools data for the tests' versions, written as the viewer writes it: per list, the page and
// the base64 document of `marks` free lines in the drawing layer's 0.2 format.

export function pdfToolsModule(
  lists: Partial<Record<'public' | 'internal', { page: number; marks: number }>>,
) {
  let module: string | null = null;
  for (const [key, { page, marks }] of Object.entries(lists)) {
    const shapes = Array.from({ length: marks }, (_, i) => ({
      className: 'Line',
      attrs: {
        id: `${key}-mark-${i + 1}`,
        version: '0.2',
        group: `page-${page}`,
        stroke: 'red',
        strokeWidth: 5,
        points: [0.1, 0.1 + i * 0.1, 0.5, 0.1 + i * 0.1, 0.5, 0.15 + i * 0.1],
      },
      page,
      scale: 1,
    }));
    const text = serialize({ format: ANNOTATION_FORMAT, shapes });
    module = writeModule(module, key as 'public' | 'internal', { page, annotation: toBase64(text) });
  }
  return module ?? '{}';
}
