import type { Migration } from '../migrate';

// Creating orders (issue 25): the service catalogue's options and pay-as-you-go products, and what
// the order form stores beyond a card's fields. A draft is an order in 'new-order' with the
// DRAFT_CARD card state (as before); `payg` marks a draft that waits in the cart for payment.
// `priority` is kept on a draft until publishing places the order ('high': in front of the
// account's New Order column, 'normal': behind it). Chosen options are rows of `order_options`,
// keyed by the option's id; the option's name and choice are copied, so a later catalogue edit
// does not rewrite what an order asked for.
export const orderCreation: Migration = {
  version: 15,
  name: 'order creation: service options, brief, priority, pay-as-you-go drafts',
  sql: `
ALTER TABLE services ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN product_id TEXT REFERENCES products(id) ON DELETE SET NULL;

CREATE TABLE service_options (
  id TEXT PRIMARY KEY,
  service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- The choices, a JSON array of strings, in the order the form lists them.
  choices TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX service_options_service ON service_options(service_id, position);

ALTER TABLE orders ADD COLUMN brief TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN priority TEXT NOT NULL DEFAULT 'normal';
ALTER TABLE orders ADD COLUMN payg INTEGER NOT NULL DEFAULT 0;

CREATE TABLE order_options (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  option_id TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (order_id, option_id)
);
`,
};
