// A throw-away widget, written by the scaffold test into a copy of the repository: a view that shows
// its props and a part loaded on demand (a chunk it declares in its manifest entry), its `index.ts`
// (component and mount function) and `element.ts` (its script-tag chunk). No other file names it.
import type { WidgetManifestEntry } from '../../../../widgets/manifest';

export const PROBE = 'scaffold-probe';

export const probeEntry: WidgetManifestEntry = {
  name: PROBE,
  title: 'Scaffold probe',
  tag: `proofdesk-${PROBE}`,
  entry: `proofdesk/${PROBE}`,
  component: 'ScaffoldProbe',
  mount: 'mountScaffoldProbe',
  attributes: [
    { name: 'greeting', prop: 'greeting', kind: 'string', description: 'the text it shows' },
    { name: 'count', prop: 'count', kind: 'number', description: 'a number it shows' },
  ],
  gzipBudgetKb: 2,
  positioning: false,
  chunks: [
    {
      name: `${PROBE}-extra`,
      description: 'a part the view imports on demand',
      paths: ['extra/'],
      gzipBudgetKb: 1,
    },
  ],
};

/** The widget folder's files, by path inside `widgets/<PROBE>/`. */
export const probeFiles: Record<string, string> = {
  'probe-view.tsx': `import { useEffect, useState } from 'react';

export interface ProbeViewProps {
  greeting?: string;
  count?: number;
}

/** Shows its props, then what its on-demand part makes of them. */
export function ProbeView({ greeting = 'none', count }: ProbeViewProps) {
  const [shout, setShout] = useState('…');
  useEffect(() => {
    void import('./extra/shout').then((extra) => setShout(extra.shout(greeting)));
  }, [greeting]);
  return <p data-probe="">{\`probe: \${greeting} #\${count ?? '-'} \${shout}\`}</p>;
}
`,
  'extra/shout.ts': `export const shout = (text: string) => \`\${text.toUpperCase()}!\`;
`,
  'index.ts': `import { createWidgetComponent, createWidgetMount } from '../../sdk/react';
import { ProbeView } from './probe-view';

export { ProbeView, type ProbeViewProps } from './probe-view';
export const ScaffoldProbe = createWidgetComponent(ProbeView, 'ScaffoldProbe');
export const mountScaffoldProbe = createWidgetMount(ProbeView, 'mountScaffoldProbe');
`,
  'element.ts': `import { elementChunk } from '../../sdk/embed/react';
import { mountScaffoldProbe } from './index';

export const { attach } = elementChunk(mountScaffoldProbe);
`,
};

/** What each of the three ways in shows, once the on-demand part has loaded. */
export const expectedText = (greeting: string, count: number) =>
  `probe: ${greeting} #${count} ${greeting.toUpperCase()}!`;

/** A React host, bundled from the npm build's entries (`proofdesk`, `proofdesk/react`, the probe's). */
export const npmHostSource = `import { createProofdesk, setDefaultProofdesk } from 'proofdesk';
import { ProofdeskProvider } from 'proofdesk/react';
import { ScaffoldProbe, mountScaffoldProbe } from 'proofdesk/${PROBE}';
import { createRoot } from 'react-dom/client';

const instance = createProofdesk({ baseUrl: new URL('/api', location.href).href });
setDefaultProofdesk(instance);
createRoot(document.getElementById('react') as HTMLElement).render(
  <ProofdeskProvider instance={instance}>
    <ScaffoldProbe greeting="react" count={1} />
  </ProofdeskProvider>,
);
mountScaffoldProbe(document.getElementById('mount') as HTMLElement, { instance, greeting: 'mount', count: 2 });
`;

export const npmHostPage = `<!doctype html><html><body>
<div id="react"></div><div id="mount"></div>
<script type="module" src="/host/main.js"></script>
</body></html>`;

export const scriptTagPage = `<!doctype html><html><body>
<proofdesk-${PROBE} greeting="tag" count="3"></proofdesk-${PROBE}>
<script type="module" src="/dist/embed/proofdesk.js"></script>
</body></html>`;
