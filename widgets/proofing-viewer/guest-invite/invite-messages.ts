// The invite dialog's strings (the spec shows no screen for it: ours). Override through `messages`.
export const defaultInviteMessages = {
  inviteTitle: 'Invite a guest reviewer',
  inviteName: 'Name',
  inviteEmail: 'E-mail',
  inviteMessage: 'Message',
  inviteSend: 'Send invitation',
  inviteLink: 'Guest link',
  inviteCopy: 'Copy link',
  inviteCopied: 'Link copied',
  inviteListTitle: 'Invitations',
  inviteNone: 'No guest has been invited yet.',
  inviteRevoke: 'Revoke',
  inviteRevokeLabel: 'Revoke the invitation of {name}',
  inviteRevoked: 'Revoked',
  inviteFailed: 'Failed: {message}',
};

export type InviteMessages = typeof defaultInviteMessages;
