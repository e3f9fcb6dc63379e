import { dataOf, expectSuccess, messageOf, rec, strOrNull } from '../read';
import { action, type CallOptions, form, get, post } from '../request';
import type { ActionResult } from '../types';
import { toProfile } from './readers';
import type { Profile } from './types';

/**
 * The signed-in student's profile (spec section 7): read, update, change password. A file of its own,
 * without the lists' course reader: the session reads the profile with the first screen.
 * Paths are relative to `${base}/api/v1/`.
 */

export async function getProfile(options: CallOptions = {}): Promise<Profile> {
  return toProfile(dataOf(await get('profile', {}, options)));
}

/** A profile image upload is the only call with a time-out (ordinary calls have none, as the spec says). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /profile/update, form (multipart with an image): reads success, data.image. */
export async function updateProfile(input: {
  name: string;
  email: string;
  phone_key: string;
  phone: string;
  image?: Blob | null;
}): Promise<ActionResult & { image: string | null }> {
  const { image, ...fields } = input;
  const body = await post(
    'profile/update',
    { form: form({ ...fields, image: image ?? undefined }) },
    image ? { timeout: UPLOAD_TIMEOUT_MS } : {},
  );
  const root = expectSuccess(body);
  return { success: true, message: messageOf(root), image: strOrNull(rec(root.data).image) };
}

/** POST /profile/change/password, form: status 200 means success; reads message. */
export async function changePassword(input: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}): Promise<ActionResult> {
  return action(await post('profile/change/password', { form: form(input) }));
}
