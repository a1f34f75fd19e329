// Team members (issue 26 "Team members", dashboard §5, §6): the constants both sides share.

/** Members listed per page of GET /team-members. */
export const TEAM_MEMBER_PAGE_SIZE = 20;

/** The server's fixed messages for team members. */
export const TEAM_MEMBER_MESSAGES = {
  created: 'Team member has been created.',
  updated: 'Team member has been updated.',
  deactivated: 'Team member has been deactivated. Their sessions have ended.',
  reactivated: 'Team member has been reactivated.',
  notFound: 'Team member not found.',
  emailTaken: 'This e-mail address is already in use.',
  notYourself: 'You cannot deactivate yourself or change your own role or access.',
  formInvalid: 'Please check the highlighted fields.',
} as const;
