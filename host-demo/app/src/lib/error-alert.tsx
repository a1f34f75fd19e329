export interface ShownError {
  title: string;
  message: string;
  messages?: string[];
}

/** The spec's error pair (title + message, plus the server's list when given) shown in place. */
export function ErrorAlert({ error }: { error: ShownError }) {
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
    </div>
  );
}
