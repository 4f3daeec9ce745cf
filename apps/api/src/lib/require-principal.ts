import type { Principal } from './principal.ts';
import { unauthorized } from './http-error.ts';

/** The caller the authenticate middleware established; any feature's route may insist on one. */
export function requirePrincipal(principal: Principal | undefined): Principal {
  if (!principal) throw unauthorized('Authorization header not found.');
  return principal;
}
