import { libMessages as m } from './messages';

export interface ShownError {
  title: string;
  message: string;
  messages?: string[];
}

/**
 * The spec's error pair (title + message, plus the server's list when given) shown in place; with
 * `onRetry`, a 'Try again' button under it (a failed load the reader can repeat).
 */
export function ErrorAlert({ error, onRetry }: { error: ShownError; onRetry?: () => void }) {
  return (
    <div className="app-alert" role="alert">
      <strong>{error.title}</strong>
      <p>{error.message}</p>
      {error.messages && error.messages.length > 1 && (
        <ul>
          {error.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {onRetry ? (
        <button type="button" className="pd-button pd-button--secondary app-alert-retry" onClick={onRetry}>
          {m.retry}
        </button>
      ) : null}
    </div>
  );
}
