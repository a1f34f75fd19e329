// PDFs the project did not write, for the viewer bench (issue 22: "inputs the project did not make
// where a third-party file exists"): Ghostscript's pdfwrite turns catalogue.ps (an A4 product
// catalogue: embedded fonts in several sizes, JPEG pictures on every page) into a PDF of any page
// count. Requires Ghostscript (`apt-get install ghostscript`). The files go to .bench/pdfs/ (git
// ignores .bench/), named by page count and a hash of catalogue.ps, and are reused while both hold;
// never commit them. Run this file to make the bench's three and print their facts:
//   node --import tsx tests/bench/third-party-pdfs.ts [pages…]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The viewer bench's files: a leaflet, a brochure, a catalogue. */
export const BENCH_PDF_PAGES = [1, 36, 500] as const;

export interface ThirdPartyPdf {
  pages: number;
  path: string;
  bytes: number;
  /** The file's own /Producer, e.g. 'GPL Ghostscript 10.00.0'. */
  producer: string;
}

const program = fileURLToPath(new URL('./catalogue.ps', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../.bench/pdfs/', import.meta.url));

export const GHOSTSCRIPT_MISSING =
  'Ghostscript (gs) is not installed: the viewer bench makes its PDFs with it (a producer other than ' +
  'the project). Install it with `apt-get install ghostscript` (Debian/Ubuntu) and run the bench again.';

/** The catalogue of `pages` pages, made now with Ghostscript unless the cache holds it. */
export function thirdPartyPdf(pages: number): ThirdPartyPdf {
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`a catalogue needs 1 page or more, not ${pages}`);
  const hash = createHash('sha256').update(readFileSync(program)).digest('hex').slice(0, 12);
  const path = join(cacheDir, `catalogue-${pages}p-${hash}.pdf`);
  if (!existsSync(path)) make(pages, path);
  const bytes = statSync(path).size;
  return { pages, path, bytes, producer: producerOf(path) };
}

function make(pages: number, path: string) {
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  const started = Date.now();
  console.error(`making a ${pages}-page catalogue with Ghostscript…`);
  const gs = spawnSync(
    'gs',
    [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-dSAFER',
      '-sDEVICE=pdfwrite',
      `-dPageCount=${pages}`,
      '-o',
      partial,
      program,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (gs.error || gs.status !== 0) {
    rmSync(partial, { force: true });
    if ((gs.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
      throw new Error(GHOSTSCRIPT_MISSING);
    throw new Error(`gs failed on catalogue.ps (${gs.error?.message ?? `exit code ${gs.status}`})`);
  }
  // Whole or not at all: another bench reading the cache never sees half a file.
  renameSync(partial, path);
  console.error(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** pdfwrite writes its name in the Info dictionary, uncompressed, before the cross-reference table at the end. */
function producerOf(path: string): string {
  const text = readFileSync(path)
    .subarray(-1024 * 1024)
    .toString('latin1');
  return /\/Producer\s*\(([^)]*)\)/.exec(text)?.[1] ?? 'unknown';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2).map(Number);
  for (const pages of wanted.length > 0 ? wanted : BENCH_PDF_PAGES) {
    const pdf = thirdPartyPdf(pages);
    console.info(
      `${pdf.pages} pages, ${(pdf.bytes / 1024).toFixed(0)} KiB, producer ${pdf.producer}: ${pdf.path}`,
    );
  }
}
