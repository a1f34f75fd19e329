// The widgets' styles are CSS in `/* css */` template literals (adopted into each shadow root).
// esbuild minifies the JavaScript around them but keeps a template's text as written: indentation,
// newlines and comments ship to every page. This plugin squeezes that text at build time. It only
// removes what CSS never reads: comments, runs of whitespace, spaces around `{ } ; ,` and after
// `:` in declarations; quoted strings and `${…}` interpolations are kept as they are.

import { readFile } from 'node:fs/promises';

const TEMPLATE = String.raw`\`((?:[^\`\\$]|\\.|\$(?!\{)|\$\{[^}]*\})*)\``;
// A `/* css */` literal, or one joined to it by `+` (comments between them allowed): long sheets are
// written as several literals with comments between, and only the first carries the tag.
const CSS_LITERAL = new RegExp(String.raw`(\/\*\s*css\s*\*\/\s*)${TEMPLATE}`, 'g');
const JOINED_LITERAL = new RegExp(
  String.raw`(\s*\+\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*)${TEMPLATE}`,
  'y',
);

/** `css` with comments and needless whitespace removed; strings untouched. */
export function minifyCss(css) {
  let out = '';
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      const end = endOfString(css, index);
      out += css.slice(index, end);
      index = end;
    } else if (css.startsWith('${', index)) {
      const end = css.indexOf('}', index) + 1;
      out += css.slice(index, end);
      index = end;
    } else if (css.startsWith('/*', index)) {
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? css.length : end + 2;
    } else if (/\s/.test(char)) {
      while (index < css.length && /\s/.test(css[index])) index += 1;
      const next = css[index] ?? '';
      const previous = out.at(-1) ?? '';
      // A space is needed only between two things that would otherwise join (selectors, values).
      if (out !== '' && next !== '' && !'{};,'.includes(next) && !'{};,:'.includes(previous)) out += ' ';
    } else {
      out += char;
      index += 1;
    }
  }
  return out.replaceAll(';}', '}');
}

function endOfString(css, start) {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The literal minified, its line breaks kept behind it as JavaScript whitespace. */
function squeeze(css) {
  const minified = minifyCss(css);
  return `\`${minified}\`${'\n'.repeat(css.split('\n').length - minified.split('\n').length)}`;
}

/** `code` with its CSS literals minified, or null when it has none. */
export function minifyCssInSource(code) {
  let out = '';
  let last = 0;
  for (const first of code.matchAll(CSS_LITERAL)) {
    if (first.index < last) continue;
    out += code.slice(last, first.index) + first[1] + squeeze(first[2]);
    last = first.index + first[0].length;
    JOINED_LITERAL.lastIndex = last;
    for (let next = JOINED_LITERAL.exec(code); next; next = JOINED_LITERAL.exec(code)) {
      out += next[1] + squeeze(next[2]);
      last = JOINED_LITERAL.lastIndex;
    }
  }
  return last === 0 ? null : out + code.slice(last);
}

const ours = (path) => !path.includes('node_modules') && /\.tsx?$/.test(path);

/** Rollup plugin (the script-tag build): minifies the CSS literals of the project's sources. */
export function minifyCssLiterals() {
  return {
    name: 'minify-css-literals',
    transform(code, id) {
      if (!ours(id) || !code.includes('/* css */')) return null;
      // Line breaks stay behind each literal, so the lines after it keep their numbers and the
      // incoming source map stays true (map: null keeps it).
      const squeezed = minifyCssInSource(code);
      return squeezed === null ? null : { code: squeezed, map: null };
    },
  };
}

/** The same as an esbuild plugin (the npm package's tsup build). */
export function minifyCssLiteralsEsbuild() {
  return {
    name: 'minify-css-literals',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (!ours(path)) return undefined;
        const code = await readFile(path, 'utf8');
        const squeezed = code.includes('/* css */') ? minifyCssInSource(code) : null;
        return squeezed === null
          ? undefined
          : { contents: squeezed, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
