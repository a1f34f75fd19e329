import type { BannerMessages } from 'proofdesk/react';

// Every word of the shell's banners (dashboard §2 "Banners", §8 "Banner texts"). The spec's texts
// verbatim; the link labels and the verification notice's wording are ours.
export const bannerMessages: BannerMessages = {
  regionLabel: 'Account notices',
  downgrade: 'You are scheduled for a downgrade on your next subscription cycle',
  cancelDowngrade: 'Cancel downgrade',
  verification:
    'We have sent a verification e-mail to {email}. Please verify your e-mail address before continuing.',
  resendVerification: 'Resend verification e-mail',
  deletion: 'You are requesting for account deletion. Your account will be deleted on {date}',
  freeTrial: 'You are on a free trial: {days} days left. Choose a plan to keep every feature afterwards.',
  choosePlan: 'Choose a plan',
  announcementsLabel: 'Announcements',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};
