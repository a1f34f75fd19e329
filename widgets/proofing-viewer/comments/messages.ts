// The comment panel's strings, part of the viewer's one catalogue (../messages.ts spreads them).
// Spec texts verbatim (proofing §8: the empty state, the delete confirmations, the deleted-comment
// link); the rest are ours where the spec is silent.

export const defaultCommentMessages = {
  commentsLabel: 'Comments',
  commentsEmpty: "You don't have any comment yet.",
  commentsLoading: 'Loading comments',
  commentsLoadFailed: 'The comments could not be loaded.',
  commentsRetry: 'Retry',
  /** A thread in the list: its author and first words, for its accessible name. */
  threadLabel: 'Comment by {name}: {text}',
  resolvedBadge: 'Resolved',
  resolve: 'Resolve',
  reopen: 'Reopen',
  reply: 'Reply',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  send: 'Send',
  /** The composer's field; its hint names the keys. */
  replyPlaceholder: 'Write a reply… (@ to mention)',
  commentPlaceholder: 'Write a comment… (@ to mention)',
  editLabel: 'Edit comment',
  composerHint: 'Ctrl+Enter sends, Esc cancels. *bold*, _italic_, @ mentions.',
  mentionList: 'People to mention',
  noMentionMatch: 'Nobody matches',
  /** The draft shape's comment box (a shape drawn, not yet saved). */
  draftTitle: 'New comment',
  draftUnsaved: 'Unsaved shape: write a comment and send it to save it.',
  draftFailed: 'Not saved: {reason}',
  deleteTopicTitle: 'Are you sure want to delete topic?',
  deleteTopicContent: 'This removes its comments and its annotation, and cannot be undone.',
  deleteCommentTitle: 'Are you sure want to delete comment?',
  commentDeletedTitle: 'Comment Was Deleted',
  commentDeleted:
    'The comment you are trying to access is not accessible anymore. The attachment or the comment might be removed.',
  /** Toasts: a refused write ('Failed' warning with the server message, proofing §8). */
  writeFailedTitle: 'Failed',
  /** The context menu on a thread. */
  commentMenu: 'Comment actions',
  focusShape: 'Show on the file',
  /** Live region after a write. */
  commentSent: 'Comment sent',
  commentDeletedLive: 'Comment deleted',
  /** Carry comments forward (issue 13): a thread's link to the version it came from or went to. */
  carriedFrom: 'Carried from v{version}',
  carriedTo: 'Carried to v{version}',
};

export type CommentMessages = typeof defaultCommentMessages;
