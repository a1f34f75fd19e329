export { deleteAttachment, mayDeleteAttachment } from './attachment-delete';
export { type EventSubject, readersOf } from './audience';
export { CARRY_MESSAGES, carryForward } from './carry-forward';
export { addComment, deleteComment, editComment } from './comments';
export { announceComment, announceTimeline, commentNotice } from './events';
export {
  type AttachmentScope,
  loadAttachment,
  loadVersion,
  readableOrder,
  type VersionScope,
} from './load';
export { parsePdfToolsModule, savePdfTools } from './pdf-tools';
export { moveTo } from './review';
export { reviewStanding } from './review-standing';
export {
  type AttachmentRow,
  findAttachment,
  findVersion,
  findVersionOfFile,
  listAttachments,
  listVersions,
  type TopicRow,
  type VersionRow,
} from './rows';
export {
  type FileUrl,
  toAttachmentInfo,
  visibleTopics,
  visibleVersions,
} from './to-wire';
export { changeTopic, createTopic, deleteTopic, type TopicInput } from './topics';
export { fileUrlFor, storageUploadUrl } from './urls';
export { deleteVersion, recordApproval } from './version-actions';
export { type Author, accessOf, seesAttachment, seesVersion, type Viewer } from './viewer';
