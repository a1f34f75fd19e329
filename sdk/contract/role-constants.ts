// Roles (dashboard §6, proofing §6), as the wire carries them. The contract holds the list (it
// depends on nothing); sdk/core/access re-exports it beside its rules.
export const ROLES = [
  'owner',
  'staff',
  'operator',
  'manager',
  'creative_manager',
  'production_manager',
  'guest',
  'cso',
  'admin',
] as const;

export type Role = (typeof ROLES)[number];
