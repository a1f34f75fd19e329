import type { Role } from 'proofdesk/contract';
import type { ProfileExtras } from '../users';
import {
  brightlineProfile,
  newcomerProfile,
  northwindProfile,
  paygProfile,
  staffProfile,
} from './demo-profiles';

export interface DemoUser {
  id: string;
  clientId: string | null;
  email: string;
  username: string | null;
  firstname: string;
  lastname: string;
  jobTitle: string;
  role: Role;
  timeZone: string;
  profile: Partial<ProfileExtras>;
}

type Row = [id: string, email: string, role: Role, name: string, jobTitle: string, timeZone: string];

// Customer side: [user, account, profile]. Time zones differ on purpose (business-hours conversion).
const CUSTOMERS: [Row, string, (now: Date) => Partial<ProfileExtras>][] = [
  [
    ['user-owner', 'owner@demo.test', 'owner', 'Olivia Northwind', 'Creative Director', 'America/New_York'],
    'client-northwind',
    northwindProfile,
  ],
  [
    ['user-staff', 'staff@demo.test', 'staff', 'Sam Stafford', 'Marketing Coordinator', 'Europe/London'],
    'client-northwind',
    northwindProfile,
  ],
  [
    [
      'user-reseller',
      'reseller@demo.test',
      'owner',
      'Rosa Brightline',
      'Account Director',
      'America/Chicago',
    ],
    'client-brightline',
    brightlineProfile,
  ],
  [
    ['user-harbor', 'harbor@demo.test', 'owner', 'Hugo Harbor', 'Owner', 'America/New_York'],
    'client-harbor',
    paygProfile,
  ],
  [
    ['user-summit', 'summit@demo.test', 'owner', 'Selma Summit', 'Brand Manager', 'America/Denver'],
    'client-summit',
    paygProfile,
  ],
  [
    ['user-newcomer', 'newcomer@demo.test', 'owner', 'Nina Newcomer', 'Owner', 'Europe/Berlin'],
    'client-pinecrest',
    newcomerProfile,
  ],
];

const INTERNAL: Row[] = [
  ['user-operator', 'operator@demo.test', 'operator', 'Omar Ortiz', 'Designer', 'Asia/Manila'],
  ['user-manager', 'manager@demo.test', 'manager', 'Maya Moreau', 'Project Lead', 'America/New_York'],
  [
    'user-creative',
    'creative@demo.test',
    'creative_manager',
    'Carl Castellan',
    'Creative Manager',
    'America/New_York',
  ],
  [
    'user-production',
    'production@demo.test',
    'production_manager',
    'Priya Patel',
    'Production Manager',
    'America/New_York',
  ],
  ['user-cso', 'cso@demo.test', 'cso', 'Cleo Sands', 'Customer Success', 'America/New_York'],
  ['user-admin', 'admin@demo.test', 'admin', 'Ada Admin', 'Administrator', 'UTC'],
];

function toDemoUser(
  [id, email, role, name, jobTitle, timeZone]: Row,
  clientId: string | null,
  profile: Partial<ProfileExtras>,
): DemoUser {
  const [firstname = name, lastname = ''] = name.split(' ');
  // Only the admin signs in with a plain username (the admin screen's "username is plain text").
  const username = role === 'admin' ? 'admin' : null;
  return { id, clientId, email, username, firstname, lastname, jobTitle, role, timeZone, profile };
}

export function demoUsers(now: Date): DemoUser[] {
  return [
    ...CUSTOMERS.map(([row, clientId, profile]) => toDemoUser(row, clientId, profile(now))),
    ...INTERNAL.map((row) => toDemoUser(row, null, staffProfile())),
  ];
}
