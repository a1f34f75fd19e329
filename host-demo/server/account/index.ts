export { accessUser, requireRight } from './access';
export {
  accountUserIds,
  type ProfilePatch,
  patchAccountProfiles,
  patchProfile,
  profileOf,
} from './profile-store';
