import type { ApiOperation } from '../../lib/openapi-operation.ts';
import {
  ActivateBody,
  ChangePasswordBody,
  ForgotBody,
  ImpersonateBody,
  LoginBody,
  ResetBody,
} from './auth-body.ts';

const SESSION = 'Session: `{ token, id, userName, email, roleId, role, expiresAt }`';

/** The accounts endpoints for the OpenAPI document, described from the same schemas the routes validate with. */
export const authOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/login',
    tag: 'Accounts',
    summary: 'Sign in with e-mail and password',
    description: 'Unknown e-mail and wrong password get the same 401. Repeated failures are throttled (429).',
    body: { schema: LoginBody, form: true },
    responses: { 200: SESSION, 401: 'Invalid email or password.', 429: 'Too many failed attempts' },
  },
  {
    method: 'post',
    path: '/logout',
    tag: 'Accounts',
    summary: 'End this session',
    auth: true,
    responses: { 204: 'Signed out' },
  },
  {
    method: 'post',
    path: '/forgot-password',
    tag: 'Accounts',
    summary: 'E-mail a password reset link',
    description: 'Always the same answer, whether or not the address has an account.',
    body: { schema: ForgotBody, form: true },
    responses: { 200: '`{ message }`' },
  },
  {
    method: 'post',
    path: '/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the token from the reset link',
    body: { schema: ResetBody, form: true },
    responses: { 200: '`{ message }`', 400: 'Invalid or expired token', 422: 'Password policy' },
  },
  {
    method: 'post',
    path: '/activate-account',
    tag: 'Accounts',
    summary: 'Activate an invited account with its 6-digit code and a first password',
    body: { schema: ActivateBody, form: true },
    responses: { 200: '`{ message }`', 400: 'Invalid or expired code', 422: 'Password policy' },
  },
  {
    method: 'post',
    path: '/users/change-password',
    tag: 'Accounts',
    summary: 'Change your password; every other session ends',
    auth: true,
    body: { schema: ChangePasswordBody, form: true },
    responses: {
      200: `\`{ message }\` and a new ${SESSION}`,
      400: 'Current password is incorrect',
      422: 'Password policy',
    },
  },
  {
    method: 'get',
    path: '/users/{id}/verify-user',
    tag: 'Accounts',
    summary: 'Resend the invitation (a new activation code) to a user who has not activated yet',
    auth: true,
    responses: { 200: '`{ message }`', 403: 'Needs setupModule › Users › create', 409: 'Already active' },
  },
  {
    method: 'post',
    path: '/impersonation',
    tag: 'Accounts',
    summary: 'Login as another active user (setupModule › Impersonation › view)',
    auth: true,
    body: { schema: ImpersonateBody },
    responses: { 200: `${SESSION} plus originalUserId, originalUserName`, 403: 'Not allowed' },
  },
  {
    method: 'post',
    path: '/impersonation/stop',
    tag: 'Accounts',
    summary: 'Switch back to your own session',
    auth: true,
    responses: { 200: SESSION, 400: 'Not impersonating' },
  },
];
