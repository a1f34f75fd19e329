import { describe, expect, it } from 'vitest';
import { membershipMessages } from '../../../../../../host-demo/app/src/membership/messages';
import { createMessages } from '../../../../../../host-demo/app/src/order-create/messages';
import { defaultCartMessages } from '../../../../../../widgets/cart/messages';

// Dashboard §2 "Cart popover": "a View Cart button (to /cart/checkout)". Last session's first-run
// walk found the order create screen's 'View cart' beside the cart widget's 'View Cart': one
// wording everywhere the portal leads to the cart, the spec's.
describe('the way to the cart', () => {
  it("reads 'View Cart' on the order create screen, as in the cart widget and the extras list", () => {
    expect(createMessages.viewCart).toBe('View Cart');
    expect(defaultCartMessages.viewCart).toBe('View Cart');
    expect(membershipMessages.viewCart).toBe('View Cart');
  });
});
