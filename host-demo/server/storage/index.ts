// The object store's stand-in: files on disk under `<dataDir>/uploads`, written through a temporary
// file. Uploads put files in; proofing removes them with their attachments.
export { type ByteRange, parseByteRange } from './byte-range';
export {
  commitTemp,
  discardTemp,
  readStoredHead,
  receiveTemp,
  removeStored,
  storedPath,
  type TempOutcome,
  uploadsDir,
} from './files';
