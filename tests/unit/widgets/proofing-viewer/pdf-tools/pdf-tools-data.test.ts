import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_FORMAT,
  emptyDocument,
  entryModule,
  fromBase64,
  lineCount,
  listKeyOf,
  mayBeSaved,
  readModule,
  serialize,
  toBase64,
  writeModule,
} from '../../../../../widgets/proofing-viewer/pdf-tools/annotation-data';

// Issue 13 "PDF tools mode", proofing §4.8: the data's format and the 18-line rule.

const dot = {
  className: 'Circle',
  attrs: {
    id: 'a',
    version: '0.2',
    group: 'page-1',
    stroke: 'blue',
    strokeWidth: 5,
    x: 0.5,
    y: 0.5,
    radius: 10,
  },
  page: 1,
  scale: 1,
};

describe('the 18-line rule', () => {
  it('saves only text of more than 18 lines', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');
    expect(mayBeSaved(lines(18))).toBe(false);
    expect(mayBeSaved(lines(19))).toBe(true);
  });

  it('never saves the empty document; one mark is enough', () => {
    expect(lineCount(serialize(emptyDocument()))).toBe(4);
    expect(mayBeSaved(serialize(emptyDocument()))).toBe(false);
    const one = serialize({ format: ANNOTATION_FORMAT, shapes: [dot] });
    expect(lineCount(one)).toBeGreaterThan(18);
    expect(mayBeSaved(one)).toBe(true);
  });
});

describe('the stored module', () => {
  it('keeps each list apart: a write replaces its own entry and keeps the other', () => {
    const text = serialize({ format: ANNOTATION_FORMAT, shapes: [dot] });
    const internal = writeModule(null, 'internal', { page: 3, annotation: toBase64(text) });
    const both = writeModule(internal, 'public', {
      page: 2,
      annotation: toBase64(serialize(emptyDocument())),
    });
    expect(readModule(both, 'internal')).toEqual({
      page: 3,
      document: { format: ANNOTATION_FORMAT, shapes: [dot] },
    });
    expect(readModule(both, 'public')).toEqual({ page: 2, document: emptyDocument() });
  });

  it('opens page 1 with an empty document for no entry, a broken module or a broken annotation', () => {
    for (const module of [null, '{}', 'not json', '[1]', '{"public":{"page":0,"annotation":"%%%"}}']) {
      expect(readModule(module, 'public')).toEqual({ page: 1, document: emptyDocument() });
    }
  });

  it('reads the internal entry for internal and internally approved versions', () => {
    const operator = { role: 'operator' } as const;
    expect(listKeyOf({ isInternal: true, isInternalApproved: false }, operator)).toBe('internal');
    expect(listKeyOf({ isInternal: false, isInternalApproved: true }, operator)).toBe('internal');
    expect(listKeyOf({ isInternal: false, isInternalApproved: false }, operator)).toBe('public');
  });

  it('keeps customers and guests in the public list, internally approved or not (issue 20)', () => {
    for (const role of ['owner', 'staff', 'guest'] as const) {
      expect(listKeyOf({ isInternal: false, isInternalApproved: true }, { role })).toBe('public');
    }
  });

  it('saves its own entry alone', () => {
    expect(JSON.parse(entryModule('public', { page: 2, annotation: 'QQ==' }))).toEqual({
      public: { page: 2, annotation: 'QQ==' },
    });
  });

  it('carries any text through base64 (UTF-8)', () => {
    expect(fromBase64(toBase64('Größe — 尺寸'))).toBe('Größe — 尺寸');
  });
});
