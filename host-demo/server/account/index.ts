export { accessUser, requireRight } from './access';
export {
  accountUserIds,
  type ProfilePatch,
  patchAccountProfiles,
  patchProfile,
  profileOf,
} from './profile-store';
export { addStorageUsed, storageFigures } from './storage';
