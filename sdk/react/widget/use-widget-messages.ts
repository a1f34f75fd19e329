import { useMemo } from 'react';
import { useMessages } from '../messages-provider';

/** The strings every widget shares with the primitives (titles of its alerts and toasts). */
interface SharedWidgetMessages {
  errorTitle: string;
  genericError: string;
  successTitle?: string;
}

/**
 * A widget's strings: its own defaults, then what the page set once for every widget through
 * `MessagesProvider` (the generic error, the Ooops! and Success titles), then the widget's own
 * `messages` prop. So a host translates the shared texts in one place.
 */
export function useWidgetMessages<M extends SharedWidgetMessages>(defaults: M, overrides?: Partial<M>): M {
  const shared = useMessages();
  return useMemo(
    () => ({
      ...defaults,
      errorTitle: shared.toastDangerTitle,
      genericError: shared.genericError,
      ...('successTitle' in defaults && { successTitle: shared.toastSuccessTitle }),
      ...overrides,
    }),
    [defaults, shared, overrides],
  );
}
