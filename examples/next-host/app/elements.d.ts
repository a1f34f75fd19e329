// The script-tag build's elements, for TSX (attributes as in docs/widgets/*.md).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type WidgetElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'primary-color'?: string;
  'theme-mode'?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'proofdesk-bell': WidgetElement;
      'proofdesk-cart': WidgetElement;
    }
  }
}
