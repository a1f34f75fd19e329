import { Spinner } from 'proofdesk/react';
import type { ReactNode } from 'react';
import type { Load } from './api-call';
import { ErrorAlert } from './error-alert';

/**
 * A record read for its screen: the spinner while it loads, `missing` when the server answers 404
 * (unknown, or not the user's), the error with Try again under the screen's title when the read
 * failed otherwise, then the record.
 */
export function LoadedRecord<T>({
  load,
  reload,
  title,
  missing,
  children,
}: {
  load: Load<T>;
  reload: () => Promise<void>;
  title: string;
  missing: ReactNode;
  children: (record: T) => ReactNode;
}) {
  if (load.status === 'loading') return <Spinner />;
  if (load.status === 'failed' && load.error.status === 404) return missing;
  if (load.status === 'failed')
    return (
      <section className="app-card app-page">
        <h1>{title}</h1>
        <ErrorAlert error={load.error} onRetry={() => void reload()} />
      </section>
    );
  return children(load.data);
}
