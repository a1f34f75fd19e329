import type { jsPDF } from 'jspdf';

// Why a written proof is emptied (issue 22). After two proofs and GC the page kept one proof's
// document whole (53.7 MB of page JPEGs for the 500-page bench file), and a heap snapshot (of the
// 100-page file) showed it held through no reference of ours: the path ran from the
// feedback of jsPDF 4.2.1's constructor, through V8's allocation site for the `internal.pageSize`
// object literal, to the map of its `width` accessor, whose getter closes over the constructor's
// whole scope (pages, images, the written file's parts). Which document that is depends on when V8
// made the site (here the second proof's, not the first's), so throw-away documents cannot reliably
// take its place; jsPDF's context2d plugin keeps the last document's helpers in module variables too
// (parallax/jsPDF#4017). What we can do is leave nothing in a written document for them to keep.

/** The parts of a jsPDF document that hold its bytes (jsPDF 4.2.1, pinned; a unit test checks them). */
interface DocumentInternals {
  internal: {
    /** Each page's content stream (the operators that place the page picture and the tiles). */
    pages: unknown[];
    /** `addImage_images`: every embedded image's bytes, as a binary string, by alias. */
    collections: Record<string, Record<string, unknown> | undefined>;
  };
  __private__: {
    resetCustomOutputDestination(): void;
    /** Appends a line to the current output and returns that output (the written file's parts). */
    out(line: string): string[];
  };
}

/** Drops everything a written document holds: its pages, its images and the file's parts. */
export function emptyWrittenDocument(pdf: jsPDF): void {
  const doc = pdf as unknown as DocumentInternals;
  doc.internal.pages.length = 0;
  const images = doc.internal.collections.addImage_images;
  if (images) for (const alias of Object.keys(images)) delete images[alias];
  // The file's parts (every line `output` wrote, the images' bytes among them) stay in the
  // document until the next `output`; they are only reachable as what `out` writes to.
  doc.__private__.resetCustomOutputDestination();
  doc.__private__.out('').length = 0;
}
