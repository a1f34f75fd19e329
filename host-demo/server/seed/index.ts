export { seedDefaults } from './defaults';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { BRIGHTLINE_BRANDING, DEMO_CLIENTS } from './demo-clients';
export { DEMO_ANNOUNCEMENTS, DEMO_OFFICE_HOURS } from './demo-general';
export { type SeedOptions, seedDemo } from './seed-demo';
