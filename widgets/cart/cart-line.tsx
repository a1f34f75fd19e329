import { cartSubTotal } from '../../sdk/core/domain';
import { Button, TrashIcon } from '../../sdk/react';
import type { CartLineView } from './cart-lines';
import { type CartMessages, fill } from './messages';

export interface CartLineProps {
  line: CartLineView;
  format: ((amount: number) => string) | null;
  messages: CartMessages;
  /** `button`: the line's remove button, where focus was. */
  onRemove(id: string, button: Element): void;
}

/** A line of the popover: name, 'qty x price', the line total and a remove button. */
export function CartLine({ line, format, messages: m, onRemove }: CartLineProps) {
  // Refused by the server before it was ever priced: the id is all we have to name it by.
  const name = line.name ?? line.id;
  const priced = format && line.price !== null;
  return (
    <li className="pd-cart-line">
      <div className="pd-cart-line-text">
        <span className="pd-cart-line-name">{name}</span>
        <span className="pd-cart-line-meta">
          {priced
            ? fill(m.qtyTimesPrice, { qty: line.qty, price: format(line.price ?? 0) })
            : fill(m.qtyOnly, { qty: line.qty })}
        </span>
      </div>
      {priced ? (
        <span className="pd-cart-line-total">
          {format(cartSubTotal([{ price: line.price ?? 0, qty: line.qty }]))}
        </span>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="pd-cart-remove"
        aria-label={fill(m.removeItem, { name })}
        title={m.remove}
        onClick={(event) => onRemove(line.id, event.currentTarget)}
      >
        <TrashIcon />
      </Button>
    </li>
  );
}

/** A line whose name and price are on their way (first pricing after the item was added). */
export function CartLineSkeleton() {
  return (
    <li className="pd-cart-line pd-cart-line--loading" aria-hidden="true">
      <div className="pd-cart-line-text">
        <span className="pd-cart-skeleton pd-cart-skeleton--name" />
        <span className="pd-cart-skeleton pd-cart-skeleton--meta" />
      </div>
    </li>
  );
}
