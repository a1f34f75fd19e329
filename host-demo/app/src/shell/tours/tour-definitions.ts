import type { TourKey } from 'proofdesk/contract';
import { tourMessages as m, type TourText } from './messages';

// The spec's eleven tours (dashboard §2 "Guided tours", §3 tour flags, §7 PUT /profile/tour/{tourId}).
// A tour belongs to a screen (its paths) and points at elements of it by CSS selector. It starts
// only where its first step's anchor exists, so tours of screens not built yet are defined and wait.

export interface TourStep {
  /** CSS selector of the element the step points at; a step whose anchor is missing is left out. */
  anchor: string;
  text: TourText;
  /** Subscription items (plan, meters, cart, billing): not in the admin's shorter tours. */
  subscription?: boolean;
  /** The account-deletion step: not in the admin's general-settings tour. */
  deletion?: boolean;
}

export interface TourDefinition {
  key: TourKey;
  /** Paths (react-router patterns) of the screen the tour belongs to. */
  paths: readonly string[];
  steps: readonly TourStep[];
}

export const TOURS: readonly TourDefinition[] = [
  {
    key: 'dashboard',
    paths: ['/', '/order-list'],
    steps: [
      { anchor: '.app-board', text: m.dashboardBoard },
      { anchor: '.app-board-sidebar', text: m.dashboardFilters },
      { anchor: '.app-create', text: m.dashboardCreate },
      { anchor: '.app-view-toggle', text: m.dashboardViews },
      { anchor: '[data-tour="membership-meters"]', text: m.dashboardMeters, subscription: true },
    ],
  },
  {
    key: 'userMenu',
    paths: ['/', '/order-list'],
    steps: [
      { anchor: '.profile-trigger', text: m.userMenuTrigger },
      { anchor: '.app-header-widget:not(.app-quick-search)', text: m.userMenuBell },
      { anchor: '.app-header-widget ~ .app-header-widget', text: m.userMenuCart, subscription: true },
    ],
  },
  {
    key: 'manageProfile',
    paths: ['/profile'],
    steps: [{ anchor: '[data-tour="profile-form"]', text: m.manageProfileForm }],
  },
  {
    key: 'manageInvoice',
    paths: ['/billing/invoices'],
    steps: [{ anchor: '[data-testid="invoices-page"] h1', text: m.manageInvoiceList, subscription: true }],
  },
  {
    key: 'teamMember',
    paths: ['/team-members'],
    steps: [{ anchor: '[data-tour="team-members"]', text: m.teamMemberList }],
  },
  {
    key: 'generalSettings',
    paths: ['/settings'],
    steps: [
      { anchor: '[data-tour="settings"]', text: m.generalSettingsPage },
      { anchor: '[data-tour="delete-account"]', text: m.generalSettingsDelete, deletion: true },
    ],
  },
  {
    key: 'createNewOrder',
    paths: ['/orders/new'],
    steps: [{ anchor: '.app-main h1', text: m.createNewOrderForm }],
  },
  {
    key: 'createTeamMember',
    paths: ['/team-members/new'],
    steps: [{ anchor: '[data-tour="team-member-form"]', text: m.createTeamMemberForm }],
  },
  {
    key: 'managePayment',
    paths: ['/billing/payments'],
    steps: [{ anchor: '[data-testid="payments-page"] h1', text: m.managePaymentList, subscription: true }],
  },
  {
    key: 'addNewPaymentMethod',
    paths: ['/billing/payments/new'],
    steps: [
      { anchor: '[data-tour="payment-method-form"]', text: m.addNewPaymentMethodForm, subscription: true },
    ],
  },
  {
    key: 'deleteAccount',
    paths: ['/settings/delete-account'],
    steps: [{ anchor: '[data-tour="delete-account-form"]', text: m.deleteAccountForm, deletion: true }],
  },
];

/** The steps a user sees: the admin's tours have no subscription items and no deletion step. */
export function stepsFor(tour: TourDefinition, admin: boolean): TourStep[] {
  return tour.steps.filter((step) => !admin || (!step.subscription && !step.deletion));
}
