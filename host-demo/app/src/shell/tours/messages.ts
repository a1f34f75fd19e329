// Every word of the guided tours (dashboard §2 "Guided tours"). The spec names the tours, not their
// texts: these are ours, one short sentence a step.
export const tourMessages = {
  dialogLabel: 'Guided tour',
  step: 'Step {n} of {total}',
  announce: 'Step {n} of {total}: {title}. {body}',
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  skip: 'Skip tour',
  keysHint: 'Arrow keys move between steps, Escape skips the tour.',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',

  dashboardBoard: {
    title: 'Your orders',
    body: 'Every order sits in the column of its progress. Open a card to see its files and proofs.',
  },
  dashboardFilters: {
    title: 'Filters',
    body: 'Narrow the board by status, service, dates or people, and save the filters you use as presets.',
  },
  dashboardCreate: {
    title: 'Create an order',
    body: 'Start a new design order here: choose a service, then fill in the brief.',
  },
  dashboardViews: {
    title: 'Board, list and archive',
    body: 'Switch between the board and the list, or open the archived orders.',
  },
  dashboardMeters: {
    title: 'Your subscription',
    body: 'Your plan, hours and active orders are shown here, with the extras you can buy.',
  },

  userMenuTrigger: {
    title: 'Your account',
    body: 'Open this menu for your profile, team, billing, settings and to sign out.',
  },
  userMenuBell: {
    title: 'Notifications',
    body: 'Comments, proofs and status changes on your orders arrive here.',
  },
  userMenuCart: { title: 'Cart', body: 'Extras you add (hours, storage, orders) wait here until checkout.' },

  manageProfileForm: {
    title: 'Your profile',
    body: 'Keep your name, job title, time zone and picture up to date.',
  },
  manageInvoiceList: {
    title: 'Invoices',
    body: 'Every invoice and receipt of the account, newest first. Pay an open one or download its PDF.',
  },
  teamMemberList: { title: 'Your team', body: 'Everyone who can use the account, with their role.' },
  generalSettingsPage: { title: 'General settings', body: 'Preferences that apply to your whole account.' },
  generalSettingsDelete: {
    title: 'Delete the account',
    body: 'You can ask for the account to be deleted here. It cannot be retrieved after 30 days.',
  },
  createNewOrderForm: {
    title: 'New order',
    body: 'Pick the service first; the brief asks only what that service needs.',
  },
  createTeamMemberForm: {
    title: 'Invite a member',
    body: 'Give their e-mail and a role; they receive an invitation to sign in.',
  },
  managePaymentList: {
    title: 'Payment methods',
    body: 'The cards the account pays with. The default one pays invoices first.',
  },
  addNewPaymentMethodForm: {
    title: 'Add a card',
    body: 'Card details go straight to the payment provider; we keep only a token.',
  },
  deleteAccountForm: {
    title: 'Before you go',
    body: 'Give a reason and your password. Active orders must be finished or cancelled first.',
  },
} as const;

export type TourText = { title: string; body: string };
