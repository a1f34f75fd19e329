import Script from 'next/script';

// The alternative without the npm package: the script-tag loader through next/script, pinned to
// its version and Subresource Integrity hash (the serving code fills both placeholders in from the
// build's integrity.json; docs/embedding.md "Versions and integrity"). The elements upgrade when
// the loader has run; their chunks load when they first appear.
export default function ScriptTagPage() {
  return (
    <main>
      <h1>Northwind on Next.js, script tag</h1>
      <Script
        type="module"
        src="%PROOFDESK_ORIGIN%%PROOFDESK_EMBED_LOADER%"
        integrity="%PROOFDESK_EMBED_INTEGRITY%"
        crossOrigin="anonymous"
        strategy="afterInteractive"
      />
      <header className="host-header">
        <proofdesk-bell />
        <proofdesk-cart />
      </header>
    </main>
  );
}
