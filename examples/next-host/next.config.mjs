// A static export, served by the examples server at /next-host/out/ (scripts/serve-examples.mjs):
// `next build` still renders every page on the server first, so an entry that touched window or
// document while being imported would fail the build.
/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  basePath: '/next-host/out',
  trailingSlash: true,
  images: { unoptimized: true },
  // This folder is the app's root, not the repository around it (which has a lockfile too).
  outputFileTracingRoot: import.meta.dirname,
  // The repository lints and type-checks itself; this build checks what a host's build checks.
  eslint: { ignoreDuringBuilds: true },
};

export default config;
