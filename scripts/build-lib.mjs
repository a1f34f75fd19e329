// `npm run build:lib`: tsup, failing on a circular dependency between chunks. tsup prints rollup's
// warnings from its declaration step instead of failing on them; the order filter types once caused
// 16 of them on every `npm start` (issue 21), so the build that `npm test` runs refuses any.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsup = fileURLToPath(new URL('../node_modules/tsup/dist/cli-default.js', import.meta.url));
const CHUNK_CYCLE = /circular dependency between chunks/i;

const child = spawn(process.execPath, [tsup, ...process.argv.slice(2)], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: ['inherit', 'pipe', 'pipe'],
});
let cycles = 0;
const forward = (stream, out) =>
  stream.on('data', (chunk) => {
    const text = chunk.toString();
    cycles += text.split('\n').filter((line) => CHUNK_CYCLE.test(line)).length;
    out.write(chunk);
  });
forward(child.stdout, process.stdout);
forward(child.stderr, process.stderr);
child.on('exit', (code, signal) => {
  if (cycles > 0) {
    console.error(`\nbuild:lib: ${cycles} circular dependency warning(s) between chunks; see above.`);
    process.exit(1);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
