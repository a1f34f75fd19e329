export { mayAttach } from './attachment-target';
export { servedContentType, viewerFileType } from './content-types';
export { type PolicyCheck, signUploadPolicy, type VerifiedPolicy, verifyUploadPolicy } from './policy';
export { type RegisterHeaders, registerUpload } from './register';
export { deleteUpload, findUpload, insertUpload, setUploadStatus, type UploadRow } from './rows';
export { type FormPart, receiveStoragePost } from './storage-post';
export { issueUploadToken, ORDER_KINDS } from './token';
