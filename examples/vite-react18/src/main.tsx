import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Portal } from './portal';
import './styles.css';

// A client-only React 18 app: `createRoot` from react-dom/client, as Vite's React template starts.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Portal />
    </StrictMode>,
  );
}
