export { addStorageUsed, storageFigures } from './account-storage';
export { servedContentType, viewerFileType } from './content-types';
export { removeStored, storedPath, uploadsDir, type WriteOutcome, writeStored } from './files';
export { type PolicyCheck, signUploadPolicy, type VerifiedPolicy, verifyUploadPolicy } from './policy';
export { type RegisterHeaders, registerUpload } from './register';
export { findUpload, insertUpload, setUploadStatus, type UploadRow } from './rows';
export { issueUploadToken, ORDER_KINDS } from './token';
