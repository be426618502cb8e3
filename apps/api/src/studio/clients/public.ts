/**
 * What other modules and plugins may use of clients (studios): resolving the studio of a request
 * (CONTRACT §1.2), its settings and branches, and the origins it trusts for links and frames.
 */
export {
  activeBranches,
  findClientById,
  findStudio,
  loadSettings,
  settingsOf,
  type ClientRow,
  type StudioClient,
} from './queries.ts';
export { serializeBranch } from './serialize.ts';
export { isStudioLink, mailLinkOrigin } from './link-origin.ts';
export { resolveStudio, type StudioFinders } from './resolve.ts';
export { embedOrigins } from './embed-origins.ts';
export { secretSetting, secretSettingDefaults, studiosWithSecret } from './secret-settings.ts';
