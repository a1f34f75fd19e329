export { accessUser, requireRight } from './access';
export {
  applyProfilePatch,
  mergedProfile,
  type ProfilePatch,
  profileOf,
  storedProfileOf,
} from './profile-store';
export { addStorageUsed, addStorageUsedIn, storageFigures } from './storage';
