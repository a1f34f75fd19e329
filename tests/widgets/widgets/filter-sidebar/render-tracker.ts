// Which function components React rendered in each commit, read through the hook React DevTools use
// (installed before react-dom loads: import this module first). A fiber rendered when React set its
// PerformedWork flag, the test React DevTools itself makes ("didFiberRender").
interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

const FUNCTION_COMPONENT = 0;
const PERFORMED_WORK = 1;

const renders: string[][] = [];

function walk(fiber: Fiber | null, out: string[]) {
  for (let node = fiber; node; node = node.sibling) {
    if (
      node.tag === FUNCTION_COMPONENT &&
      (node.flags & PERFORMED_WORK) !== 0 &&
      typeof node.type === 'function'
    )
      out.push((node.type as { name: string }).name);
    walk(node.child, out);
  }
}

const target = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => {},
  onScheduleFiberRoot: () => {},
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
    const rendered: string[] = [];
    walk(root.current, rendered);
    renders.push(rendered);
  },
};

/** The components rendered in each commit from now on. */
export function trackRenders() {
  const start = renders.length;
  return () => renders.slice(start);
}
