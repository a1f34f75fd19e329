import { useStore } from '@nanostores/react';
import { lazy } from 'react';
import { useViewerState } from '../state/viewer-state';

// Proofing §4.8 / §2.7: a PDF version that carries `pdfAnnotationModule` opens in PDF tools mode,
// whose top bar replaces the annotation UI. The mode itself is a lazy chunk of its own.

export const PdfToolsBar = lazy(() => import('./mode/pdf-tools-bar'));

/** Whether the shown version opens in PDF tools mode. */
export function usePdfToolsMode(): boolean {
  const version = useStore(useViewerState().$version);
  return version?.fileType === 'pdf' && version.pdfAnnotationModule != null;
}
