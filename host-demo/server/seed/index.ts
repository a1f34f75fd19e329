export { seedDefaults, seedDefaultsData } from './defaults';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { BRIGHTLINE_BRANDING, DEMO_CLIENTS } from './demo-clients';
export { DEMO_ANNOUNCEMENTS, DEMO_OFFICE_HOURS } from './demo-general';
export { seedBulkOrders, seedDemoOrders } from './demo-orders';
export { DEMO_GUEST, DEMO_GUEST_LINK_TOKEN } from './demo-proofing-content';
export { DEMO_SERVICE_CATEGORIES, DEMO_SERVICES } from './demo-services';
export { seedDemoData } from './seed-data';
export { type SeedOptions, seedDemo } from './seed-demo';
