import type { ReactNode } from 'react';
import './styles.css';

// A server component: plain markup, no Proofdesk import needed here. The API origin is filled in
// by the serving code (the `%PROOFDESK_ORIGIN%` placeholder every example page has).
export const metadata = { title: 'Proofdesk in a Next.js App Router host' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta name="proofdesk-api" content="%PROOFDESK_ORIGIN%/api" />
      </head>
      <body>{children}</body>
    </html>
  );
}
