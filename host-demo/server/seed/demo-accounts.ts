import type { DemoAccount } from 'proofdesk/contract';

export const DEMO_PASSWORD = 'proofdesk-demo';

/** What the sign-in screens list in demo mode (GET /api/g/demo-accounts). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'owner@demo.test',
    role: 'owner',
    client: 'customer',
    description: 'Owner of Northwind Studio (direct account, paid plan)',
  },
  {
    username: 'staff@demo.test',
    role: 'staff',
    client: 'customer',
    description: 'Team member at Northwind Studio',
  },
  {
    username: 'reseller@demo.test',
    role: 'owner',
    client: 'customer',
    description: 'Owner of Brightline Print (white-label reseller)',
  },
  {
    username: 'harbor@demo.test',
    role: 'owner',
    client: 'customer',
    description: "Harbor Cafe, a Brightline Print customer (reseller's branding)",
  },
  {
    username: 'newcomer@demo.test',
    role: 'owner',
    client: 'customer',
    description:
      "Owner of Pinecrest Bakery, a new sign-up whose profile isn't complete (Welcome to Dashboard!)",
  },
  { username: 'operator@demo.test', role: 'operator', client: 'admin', description: 'Operator' },
  { username: 'manager@demo.test', role: 'manager', client: 'admin', description: 'Manager' },
  {
    username: 'creative@demo.test',
    role: 'creative_manager',
    client: 'admin',
    description: 'Creative manager',
  },
  {
    username: 'production@demo.test',
    role: 'production_manager',
    client: 'admin',
    description: 'Production manager',
  },
  {
    username: 'cso@demo.test',
    role: 'cso',
    client: 'admin',
    description: 'Customer-service officer (can impersonate)',
  },
  { username: 'admin', role: 'admin', client: 'admin', description: 'Administrator (username sign-in)' },
].map((account) => ({ ...account, password: DEMO_PASSWORD }) as DemoAccount);
