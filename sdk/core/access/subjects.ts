// Permission = an action on a named subject (dashboard §6). Upper-case values are the spec's own
// subject names; lower-case values are the spec's descriptive names, kept verbatim where it gives
// one, and named by us for the role-summary rights that have no subject in the spec.
export const ACTIONS = ['read', 'create', 'update', 'delete', 'visit'] as const;
export type Action = (typeof ACTIONS)[number];

export const Subject = {
  ORDER_FILTER_CLIENT: 'ORDER_FILTER_CLIENT',
  ORDER_FILTER_CUSTOMER: 'ORDER_FILTER_CUSTOMER',
  ORDER_FILTER_CREATOR: 'ORDER_FILTER_CREATOR',
  ORDER_FILTER_MANAGER: 'ORDER_FILTER_MANAGER',
  ORDER_FILTER_OPERATOR: 'ORDER_FILTER_OPERATOR',
  ORDER_LIST_COMPANY_NAME: 'ORDER_LIST_COMPANY_NAME',
  NAV_MANAGE_PROFILE: 'NAV_MANAGE_PROFILE',
  NAV_CUSTOMER_REPORTING: 'NAV_CUSTOMER_REPORTING',
  NAV_USER_REPORTING: 'NAV_USER_REPORTING',
  NAV_PAYG_CUSTOMER_INFO: 'NAV_PAYG_CUSTOMER_INFO',
  NAV_PEXELS_CUSTOMER_IMAGES: 'NAV_PEXELS_CUSTOMER_IMAGES',
  NAV_MANAGE_MEMBERSHIP: 'NAV_MANAGE_MEMBERSHIP',
  NAV_PAYMENT: 'NAV_PAYMENT',
  NAV_TEAM_MEMBER: 'NAV_TEAM_MEMBER',
  PAGE_WORKFLOW_EDITOR: 'PAGE_WORKFLOW_EDITOR',
  // Named in the spec's "Subjects seen".
  CREATE_ORDER: 'create order',
  PAYG_CART: 'pay-as-you-go cart',
  MEMBERSHIP_CUSTOMER: 'membership customer',
  ALLOCATED_HOURS: 'allocated hours',
  ACTIVE_ORDER: 'active order',
  MEMBERSHIP: 'membership',
  STORAGE: 'storage',
  TOUR_GUIDE: 'tour guide',
  SUBSCRIPTION_LEAVE: 'subscription leave',
  APPROVE: 'approve',
  ASSIGNED_OPERATOR: 'assigned operator',
  ANNOTATION_PUBLIC_COMMENT: 'annotation public comment',
  ANNOTATION_INTERNAL_COMMENT: 'annotation internal comment',
  // Named by us from the role summary.
  PRESET_FILTER: 'preset filter',
  REVIEW: 'review',
  VERSION: 'version',
  GUEST_REVIEWER_INVITE: 'guest reviewer invite',
  ORDER_ARCHIVE: 'order archive',
  IMPERSONATE: 'impersonate',
  ORDER: 'order',
  ORDER_STATUS: 'order status',
  ORDER_PUBLISH: 'order publish',
  ORDER_CANCEL: 'order cancel',
  ORDER_DUPLICATE: 'order duplicate',
  ORDER_HOLD: 'order hold',
  ORDER_RESUME: 'order resume',
  ORDER_REVERT_DRAFT: 'order revert draft',
  ORDER_RESTORE: 'order restore',
  ORDER_DETAIL: 'order detail',
  ASSIGNED_MANAGER: 'assigned manager',
  SERVICE: 'service',
  RETAIL: 'retail',
  CM_APPROVE: 'cm approve',
  CM_REVIEW: 'cm review',
  INTERNAL_REVIEW_ATTACHMENT: 'internal review attachment',
  CUSTOMER_REVIEW_ATTACHMENT: 'customer review attachment',
  ATTACHMENT: 'attachment',
  PAYG_TIME: 'payg time',
  JOB_TITLE: 'job title',
  WORKING_TIME: 'working time',
  COMPANY_INFO: 'company info',
  BILLING: 'billing',
  CART: 'cart',
  INVOICE: 'invoice',
  CHECKOUT: 'checkout',
  ACCOUNT_DELETION: 'account deletion',
  GENERAL_SETTINGS: 'general settings',
} as const;

export type Subject = (typeof Subject)[keyof typeof Subject];

/** A single right, written 'action:subject' in the ability table. */
export type Right = `${Action}:${Subject}`;
