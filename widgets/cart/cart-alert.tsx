import type { ProofdeskError } from '../../sdk/core/http';
import { errorText } from '../../sdk/react';
import type { CartMessages } from './messages';

/**
 * Dashboard §8: a refusal shows the server's message plus its list of messages; a transport or
 * server failure shows the generic 'Ooops!' text (the catalogue's, so a host can translate it).
 */
export function CartAlert({ error, messages: m }: { error: ProofdeskError; messages: CartMessages }) {
  const { title, message, messages: details } = errorText(error, m);
  return (
    <div className="pd-panel-error pd-cart-alert" role="alert">
      <p className="pd-cart-alert-title">{title}</p>
      <p className="pd-cart-alert-message">{message}</p>
      {details.length > 0 ? (
        <ul className="pd-cart-alert-list">
          {details.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
