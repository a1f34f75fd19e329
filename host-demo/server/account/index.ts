export { accessUser, requireRight } from './access';
export {
  accountUserIds,
  applyProfilePatch,
  mergedProfile,
  type ProfilePatch,
  patchAccountProfiles,
  patchProfile,
  profileOf,
  storedProfileOf,
} from './profile-store';
export { addStorageUsed, loadStorageFigures, recordStorageUsed, storageFigures } from './storage';
