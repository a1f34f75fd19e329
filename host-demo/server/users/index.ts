export { defaultProfile, mergeDeep, type ProfileExtras } from './profile-defaults';
export {
  type ClientRow,
  effectiveWhitelabel,
  findClientById,
  findUserByEmail,
  findUserById,
  findUserForLogin,
  findUsersByIds,
  isRoleAllowedOn,
  loadClientById,
  loadUserById,
  loadUsersByIds,
  type UserRow,
} from './rows';
export { toClientProfile, toUser } from './to-user';
