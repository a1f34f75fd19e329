export { listAnnouncements } from './announcements';
