/**
 * The browser storage the app keeps, with the spec's names (§3 Client storage). Everything here is client
 * state only: the server takes identity from the bearer token, never from these values.
 */
export const STORAGE_KEYS = {
  cookies: {
    token: 'token',
    id: 'id',
    role: 'role',
    userName: 'userName',
    /** Set once when "Login as" starts, so "Switch Back" knows who to return to. */
    originalUserName: 'originalUserName',
    originalUserId: 'originalUserId',
  },
  local: {
    token: 'token',
    /** The module last chosen in the module picker. */
    moduleName: 'moduleName',
    /** Set after a Salesforce sync so the reloaded app shows "Sync completed" once. */
    isSynced: 'isSynced',
  },
  session: {
    /** Set by a successful password reset so the sign-in page tells the user once. */
    resetSuccess: 'resetSuccess',
  },
} as const;

/** Auth cookies live one day when set with an expiry (spec §9), matching the server's token lifetime. */
export const AUTH_COOKIE_DAYS = 1;
