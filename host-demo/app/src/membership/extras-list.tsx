import { getCartStore } from 'proofdesk/cart';
import type { ExtraResource } from 'proofdesk/contract';
import { useProofdesk, useToast } from 'proofdesk/react';
import { fillTemplate } from 'proofdesk/rules';
import { Link } from 'react-router';
import { membershipMessages as m } from './messages';
import { money } from './parts';

/**
 * The extra resources on sale (membership package page and retail page): each with its price and,
 * for buyers, 'Add' to the cart (a toast says so) and a link to the cart; 'nothing for sale' when empty.
 */
export function ExtrasList({ extras, mayBuy }: { extras: ExtraResource[]; mayBuy: boolean }) {
  const proofdesk = useProofdesk();
  const toast = useToast();
  return (
    <>
      {extras.length === 0 ? (
        <p>{m.nothingForSale}</p>
      ) : (
        <ul className="member-plans">
          {extras.map((extra) => (
            <li key={extra.id} className="app-card member-plan">
              <h3>{extra.name}</h3>
              <p>{extra.description}</p>
              <p className="member-plan-price">{money(extra.price, extra.currency)}</p>
              {mayBuy && (
                <button
                  type="button"
                  className="pd-button pd-button--primary"
                  aria-label={fillTemplate(m.addToCart, { name: extra.name })}
                  onClick={() => {
                    getCartStore(proofdesk).add({ id: extra.id, type: 'package' });
                    toast.success(fillTemplate(m.added, { name: extra.name }));
                  }}
                >
                  {m.addShort}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayBuy && (
        <p>
          <Link to="/cart/checkout">{m.viewCart}</Link>
        </p>
      )}
    </>
  );
}
