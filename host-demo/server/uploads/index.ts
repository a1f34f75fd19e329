export { servedContentType, viewerFileType } from './content-types';
export { discardUploads } from './discard';
export { lockForUpload, releaseUploadLock, unfinishedUploads } from './lock';
export { type PolicyCheck, signUploadPolicy, type VerifiedPolicy, verifyUploadPolicy } from './policy';
export { type RegisterHeaders, registerUpload } from './register';
export { deleteUpload, findUpload, insertUpload, setUploadStatus, type UploadRow } from './rows';
export { type FormPart, receiveStoragePost } from './storage-post';
export { SWEEP_GRACE_MS, SWEEP_INTERVAL_MS, startUploadSweeper, sweepExpiredUploads } from './sweep';
export { issueUploadToken, ORDER_KINDS } from './token';
