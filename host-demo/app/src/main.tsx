import { getSharedStyleSheet } from 'proofdesk';
import { ProofdeskProvider } from 'proofdesk/react';
import { baseStyles } from 'proofdesk/themes/index';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { proofdesk } from './lib/instance';
import './styles.css';

// The portal owns its page, so it adopts the primitives' base sheet at document level; embedded
// widgets get the same sheet inside their shadow roots instead.
document.adoptedStyleSheets = [...document.adoptedStyleSheets, getSharedStyleSheet(document, baseStyles)];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ProofdeskProvider instance={proofdesk}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ProofdeskProvider>
  </StrictMode>,
);
