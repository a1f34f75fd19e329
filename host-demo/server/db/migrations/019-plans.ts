import type { Migration } from '../migrate';

// Membership plans (issue 25): the catalogue and each account's plan. A paid plan is also a cart
// product (item_type 'package', same id), so switching from pay as you go to a membership is an
// ordinary invoice; the free plan ('Pay as you go') is not for sale. NULL quotas are unlimited.
// `account_plans` holds what the profile cannot: the plan's id and the one scheduled for the next
// cycle (an upgrade or a downgrade; its kind is the isScheduledUpgrade/Downgrade flag of the
// profile). An account without a row is on the plan whose title its profile shows, else free.
export const plans: Migration = {
  version: 19,
  name: 'membership plans',
  sql: `
CREATE TABLE plans (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('free', 'paid')),
  payment_term TEXT CHECK (payment_term IN ('monthly', 'yearly')),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'USD',
  tier INTEGER NOT NULL,
  maximum_active_orders INTEGER,
  order_quota INTEGER,
  storage_bytes INTEGER,
  hours INTEGER NOT NULL
);

INSERT INTO plans (id, title, type, payment_term, price_cents, currency, tier, maximum_active_orders,
  order_quota, storage_bytes, hours)
VALUES
  ('plan-free', 'Pay as you go', 'free', NULL, 0, 'USD', 0, 2, 5, 2147483648, 5),
  ('plan-starter-monthly', 'Starter (monthly)', 'paid', 'monthly', 4900, 'USD', 1, 3, 10, 10737418240, 20),
  ('plan-studio-pro-monthly', 'Studio Pro (monthly)', 'paid', 'monthly', 9900, 'USD', 2, 6, 20, 21474836480, 40),
  ('plan-agency-yearly', 'Agency (yearly)', 'paid', 'yearly', 199000, 'USD', 3, NULL, NULL, NULL, 300);

INSERT INTO products (id, name, description, item_type, price_cents, currency, active, sort_order, created_at)
VALUES
  ('plan-starter-monthly', 'Starter membership (monthly)', 'Membership plan, billed monthly.', 'package', 4900, 'USD', 1, 100, 0),
  ('plan-studio-pro-monthly', 'Studio Pro membership (monthly)', 'Membership plan, billed monthly.', 'package', 9900, 'USD', 1, 101, 0),
  ('plan-agency-yearly', 'Agency membership (yearly)', 'Membership plan, billed yearly.', 'package', 199000, 'USD', 1, 102, 0);

CREATE TABLE account_plans (
  client_id TEXT PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
  plan_id TEXT NOT NULL REFERENCES plans(id),
  scheduled_plan_id TEXT REFERENCES plans(id),
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;
`,
};
