// The SDK's layers as an allow-list (issue 23; docs/architecture.md "Enforced boundaries").
// `npm run lint:deps` (part of `npm run lint` and `npm test`) runs dependency-cruiser with it.
//
// Each layer rule forbids every import its layer is NOT allowed (`pathNot` lists what is allowed),
// so a new folder or package is refused until someone allows it here. Type-only imports count.
//
//   sdk/contract        nothing but itself and TypeBox
//   sdk/core/<module>   the contract, other core modules (through their index.ts), nanostores, mitt,
//                       redaxios
//   sdk/react           core, contract, React and the React-side packages
//   sdk/embed           core and contract (the script-tag loader); sdk/embed/react adds the React layer
//   widgets/<name>      any layer, never another widget
//   sdk/index.ts        the package root, and sdk/rules.ts (proofdesk/rules): core modules only

/** A layer's own files and the layers below it, as `pathNot` entries. */
const CONTRACT = '^sdk/contract/';
const CORE = '^sdk/core/';
const REACT = '^sdk/react/';
const CORE_PACKAGES = '(^|/)node_modules/(nanostores|mitt|redaxios)/';
const TYPEBOX = '(^|/)node_modules/@sinclair/typebox/';
/** Every file that imports one of these lives under a folder named `react`. */
const REACT_PACKAGES =
  '(^|/)node_modules/(react|react-dom|@nanostores/react|@preact/signals-react|@dnd-kit/react|@tanstack/react-virtual|@floating-ui/react)/';

/** What a module outside a folder may import of it: its entry (plus recorded exceptions). */
const ENTRIES = [
  '^sdk/contract/index\\.ts$',
  // The contract's runtime values without its schemas, so no bundler has to prove TypeBox's schema
  // builders unused (architecture decision 14).
  '^sdk/contract/constants\\.ts$',
  '^sdk/core/[^/]+/index\\.ts$',
  // The session reads the role list from here, so the npm build's chunks of everything that holds
  // a session (every widget) do not carry the access tables (issue 22).
  '^sdk/core/access/roles\\.ts$',
  // The viewer's start entry (proofdesk/proofing-viewer/start) runs before the SDK's core has
  // loaded: in a host's code-split build whatever it reaches is in the chunks the page's first
  // chunk waits for, so it reaches these leaves, not the session's, HTTP's and access's indexes.
  '^sdk/core/access/version-lists\\.ts$',
  '^sdk/core/session/storage\\.ts$',
  '^sdk/react/index\\.ts$',
  // The package's `proofdesk/react` entry (the React layer plus the signal hooks).
  '^sdk/react/package-entry\\.ts$',
  // Kept out of sdk/react/index.ts on purpose: lazy (the Reason prompt) or heavy (signals-react).
  '^sdk/react/(prompts|signals)/index\\.ts$',
  '^sdk/embed/react/index\\.ts$',
];

/**
 * Inside the core, which modules each module may import (besides itself and the contract): the
 * arrows point one way, so the instance knows its parts and no part knows the instance, session and
 * realtime never import each other (both publish on events), the rules import no module with state.
 * A new core folder may import no other core module until it is listed here.
 */
const CORE_MODULES = {
  domain: [],
  access: ['domain'],
  theme: [],
  dom: ['theme'],
  events: ['domain'],
  http: ['domain'],
  realtime: ['events'],
  session: ['access', 'domain', 'events', 'http'],
  collection: ['domain', 'events', 'http', 'realtime'],
  instance: ['domain', 'events', 'http', 'realtime', 'session', 'theme'],
  orders: ['domain', 'instance'],
  toasts: ['instance'],
  uploads: ['domain', 'http', 'instance', 'toasts'],
};

const coreModuleRules = [
  ...Object.entries(CORE_MODULES).map(([module, allowed]) => ({
    name: `core-${module}-imports`,
    comment: `sdk/core/${module} may import ${allowed.length ? allowed.join(', ') : 'no other core module'}.`,
    severity: 'error',
    from: { path: `^sdk/core/${module}/` },
    to: { path: CORE, pathNot: `^sdk/core/(${[module, ...allowed].join('|')})/` },
  })),
  {
    name: 'core-module-listed',
    comment: 'A core module imports other core modules only once CORE_MODULES lists what it may import.',
    severity: 'error',
    from: { path: '^sdk/core/([^/]+)/', pathNot: `^sdk/core/(${Object.keys(CORE_MODULES).join('|')})/` },
    to: { path: CORE, pathNot: '^sdk/core/$1/' },
  },
];

module.exports = {
  forbidden: [
    ...coreModuleRules,
    {
      name: 'contract-depends-on-nothing',
      comment: 'sdk/contract imports only itself and TypeBox: the server and the client share it.',
      severity: 'error',
      from: { path: CONTRACT },
      to: { pathNot: [CONTRACT, TYPEBOX] },
    },
    {
      name: 'core-on-contract-only',
      comment: 'sdk/core is framework-free: the contract, other core modules, nanostores, mitt, redaxios.',
      severity: 'error',
      from: { path: CORE },
      to: { pathNot: [CORE, CONTRACT, CORE_PACKAGES] },
    },
    {
      name: 'react-layer-on-core-and-contract',
      comment: 'sdk/react builds on the core and the contract (and packages), nothing above it.',
      severity: 'error',
      from: { path: REACT },
      to: { pathNot: [REACT, CORE, CONTRACT, '(^|/)node_modules/'] },
    },
    {
      name: 'embed-loader-on-core-and-contract',
      comment: 'The script-tag loader (sdk/embed, outside its react folder) carries no React layer.',
      severity: 'error',
      from: { path: '^sdk/embed/', pathNot: '^sdk/embed/react/' },
      to: { pathNot: ['^sdk/embed/(?!react/)', CORE, CONTRACT, CORE_PACKAGES] },
    },
    {
      name: 'embed-react-on-layers',
      comment: "sdk/embed/react (the widget chunks' kit) adds the React layer to what the loader may use.",
      severity: 'error',
      from: { path: '^sdk/embed/react/' },
      to: { pathNot: ['^sdk/embed/', REACT, CORE, CONTRACT, '(^|/)node_modules/'] },
    },
    {
      name: 'package-root-on-core',
      comment:
        "The package root (sdk/index.ts) and proofdesk/rules (sdk/rules.ts) re-export the core's modules only.",
      severity: 'error',
      from: { path: '^sdk/(index|rules)\\.ts$' },
      to: { pathNot: [CORE, CONTRACT] },
    },
    {
      name: 'no-react-outside-react-folders',
      comment: 'Every SDK file that imports React lives under a folder named react.',
      severity: 'error',
      from: { path: '^sdk/', pathNot: '/react/' },
      to: { path: REACT_PACKAGES },
    },
    {
      name: 'widget-on-sdk-only',
      comment: 'A widget imports its own folder, the SDK, the manifest and packages: never another widget.',
      severity: 'error',
      from: { path: '^widgets/([^/]+)/' },
      to: { pathNot: ['^widgets/$1/', '^sdk/', '^widgets/manifest\\.(ts|json)$', '(^|/)node_modules/'] },
    },
    {
      name: 'core-module-through-its-index',
      comment: "A core module reaches another through its index.ts, never through the other's internals.",
      severity: 'error',
      from: { path: '^sdk/core/([^/]+)/' },
      to: { path: CORE, pathNot: ['^sdk/core/$1/', ...ENTRIES] },
    },
    {
      name: 'core-through-module-index',
      comment: 'Outside the core, a core module is reached through its index.ts (see ENTRIES).',
      severity: 'error',
      from: { pathNot: CORE },
      to: { path: CORE, pathNot: ENTRIES },
    },
    {
      name: 'contract-through-its-index',
      comment: 'Outside the contract, it is reached through its index.ts or constants.ts (see ENTRIES).',
      severity: 'error',
      from: { pathNot: CONTRACT },
      to: { path: CONTRACT, pathNot: ENTRIES },
    },
    {
      name: 'react-through-its-index',
      comment: 'Outside the React layer, it is reached through its index.ts, prompts or signals.',
      severity: 'error',
      from: { pathNot: REACT },
      to: { path: REACT, pathNot: ENTRIES },
    },
    {
      name: 'embed-through-its-kit',
      comment:
        "Outside sdk/embed only the widget chunks' kit (sdk/embed/react) is imported: the loader's own " +
        'modules are imported by the loader entry the build generates, and by nothing else.',
      severity: 'error',
      from: { pathNot: '^sdk/embed/' },
      to: { path: '^sdk/embed/', pathNot: ENTRIES },
    },
    {
      name: 'server-never-imports-app',
      comment: "The reference server knows nothing of the portal's app.",
      severity: 'error',
      from: { path: '^host-demo/server/' },
      to: { path: '^host-demo/app/' },
    },
    {
      name: 'sdk-never-imports-outside',
      comment: 'The SDK never imports widgets, themes, the host demo, examples or scripts.',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { path: '^(widgets|themes|host-demo|examples|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is a link to a shared install here: packages keep their node_modules/ paths.
    preserveSymlinks: true,
    // dist/ and the consumer hosts' own installs and build output.
    exclude: { path: '(^|/)dist/|^examples/(next-host|vite-react18)/(node_modules|\\.next|out)/' },
    // Type-only imports are arrows too: the allow-list holds for them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
