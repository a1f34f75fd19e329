import { Portal } from './portal';

// A server component rendering the client part: Proofdesk's widgets are client components, so the
// page imports them only through `portal.tsx` ('use client').
export default function Page() {
  return (
    <main>
      <h1>Northwind on Next.js</h1>
      <p>The bell, the cart, the board and the proofing viewer from the packed npm package.</p>
      <Portal />
    </main>
  );
}
