// The account banners and announcements of dashboard §2 "Banners", for the portal and for hosts.
export {
  type Announcement,
  announcementColors,
  loadAnnouncementSanitizer,
  sanitizeAnnouncementHtml,
} from './announcement-content';
export {
  AnnouncementBanner,
  type AnnouncementBannerProps,
  accountBannerKinds,
  Banner,
  type BannerMessages,
  type BannerProps,
  Banners,
  type BannersProps,
  type BannerTone,
  defaultBannerMessages,
  formatBannerDate,
  useAnnouncements,
} from './banners';
