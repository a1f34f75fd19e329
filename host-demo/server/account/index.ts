export { accessUser, requireRight } from './access';
export {
  accountUserIds,
  applyProfilePatch,
  type ProfilePatch,
  patchAccountProfiles,
  patchProfile,
  profileOf,
  storedProfileOf,
} from './profile-store';
export { addStorageUsed, loadStorageFigures, recordStorageUsed, storageFigures } from './storage';
