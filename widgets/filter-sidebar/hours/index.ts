// The business-hours card (dashboard §2 "Business-hours card").
export { BusinessHoursPart } from './business-hours-card';
