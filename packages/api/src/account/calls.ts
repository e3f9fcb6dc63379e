import { ApiError } from '../errors';
import { toProfile } from '../profile/readers';
import { expectSuccess, messageOf, rec, str } from '../read';
import { action, form, post } from '../request';
import type { ActionResult } from '../types';
import type { LoginResult, RegistrationPayload } from './types';

/** The account's calls (spec section 7): log in, register, send and verify a code, reset the password. Paths are relative to `${base}/api/v1/`. */

/** POST /login, JSON: reads data.token, data.user, message. */
export async function login(credentials: { email: string; password: string }): Promise<LoginResult> {
  const body = await post('login', { json: credentials });
  const root = expectSuccess(body);
  const data = rec(root.data);
  const token = str(data.token);
  if (!token) throw new ApiError('shape');
  return { token, user: toProfile(data.user), message: messageOf(root) };
}

/** POST /register: reads success, message, errors (per field). */
export async function register(payload: RegistrationPayload): Promise<ActionResult> {
  return action(await post('register', { json: payload }));
}

/** POST /send/code, form: email. */
export async function sendCode(email: string): Promise<ActionResult> {
  return action(await post('send/code', { form: form({ email }) }));
}

/** POST /verify-code, form: email (from local storage), verification_code. */
export async function verifyCode(email: string, code: string): Promise<ActionResult> {
  return action(await post('verify-code', { form: form({ email, verification_code: code }) }));
}

/** POST /reset/password, form: email, password, password_confirmation. */
export async function resetPassword(input: {
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<ActionResult> {
  return action(await post('reset/password', { form: form(input) }));
}
