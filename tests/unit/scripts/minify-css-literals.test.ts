import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifyCss, minifyCssInSource } from '../../../scripts/minify-css-literals.mjs';

describe('minifyCss', () => {
  it('drops comments, indentation and the spaces CSS never reads', () => {
    const css = `
/* the trigger */
.pd-button ,
.pd-link > a:hover {
  margin : 0 auto;
  font-family: "Segoe UI", sans-serif;
}
@media (max-width: 640px) {
  .pd-button { padding: calc(1px + 2px) var(--pd-space-2, 4px); }
}
`;
    expect(minifyCss(css)).toBe(
      '.pd-button,.pd-link > a:hover{margin :0 auto;font-family:"Segoe UI",sans-serif}' +
        '@media (max-width:640px){.pd-button{padding:calc(1px + 2px) var(--pd-space-2,4px)}}',
    );
  });

  it('keeps strings, descendant pseudo-classes and interpolations as written', () => {
    expect(minifyCss(".a::after { content: ': { ; }'; }")).toBe(".a::after{content:': { ; }'}");
    expect(minifyCss('.a :focus-visible { outline: 0 }')).toBe('.a :focus-visible{outline:0}');
    // Source text of a template: its `${…}` must survive untouched.
    const interpolated = ['.b { color: $', '{color}; }  $', '{more}'].join('');
    expect(minifyCss(interpolated)).toBe(['.b{color:$', '{color}}$', '{more}'].join(''));
    expect(minifyCss('.c { grid-template-areas: "a b" "c d"; }')).toBe('.c{grid-template-areas:"a b" "c d"}');
    expect(minifyCss('.d { content: "\\"" }')).toBe('.d{content:"\\""}');
  });
});

describe('minifyCssInSource', () => {
  it('minifies a tagged literal and the literals joined to it, keeping the line count', () => {
    const source = [
      'export const styles =',
      '  /* css */ `',
      '.a {',
      '  color: red;',
      '}',
      '` +',
      '  // a note between the parts',
      '  `.b {',
      '  color: blue;',
      '}`;',
      'const other = `not  kept`;',
    ].join('\n');
    const out = minifyCssInSource(source) ?? '';
    expect(out).toContain('/* css */ `.a{color:red}`');
    expect(out).toContain('`.b{color:blue}`');
    expect(out).toContain('const other = `not  kept`;');
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves a file without CSS literals alone', () => {
    expect(minifyCssInSource('const a = `x  y`;')).toBeNull();
  });

  it('reaches every sheet of the SDK: no indented declaration is left in the controls', () => {
    const source = readFileSync(
      new URL('../../../sdk/core/theme/styles/controls.ts', import.meta.url),
      'utf8',
    );
    const out = minifyCssInSource(source) ?? '';
    const literals = [...out.matchAll(/`([^`]*)`/g)].map((match) => match[1] ?? '');
    expect(literals.length).toBeGreaterThan(2);
    for (const literal of literals) expect(literal).not.toMatch(/\n\s+[a-z-]+:/);
  });
});
