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
  type UserRow,
} from './rows';
export { toClientProfile, toUser } from './to-user';
export { insertWithUniqueEmail } from './unique-email';
