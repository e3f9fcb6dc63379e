import { http, type RequestHandler } from 'msw';
import { demoNow } from '../clock.ts';
import { api, EMAIL, fail, invalid, ok, readFields, requireFields, route, text } from '../http-utils.ts';
import { msg } from '../messages.ts';
import { DEMO_CODE, emptyUserData } from '../store.ts';
import { type DemoContext, newToken, profileJson } from './context.ts';

/** The account: log in, register, send and verify a code, reset the password. */
export function accountHandlers({ store, state }: DemoContext): RequestHandler[] {
  return [
    http.post(
      api('login'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email', 'password'], lang);
        const email = text(fields, 'email').toLowerCase();
        const user = state().users.find((u) => u.email.toLowerCase() === email);
        const password = typeof fields.password === 'string' ? fields.password : '';
        if (!user || user.password !== password) fail(401, 'wrongCredentials', lang);
        if (!user.verified) fail(403, 'notVerified', lang);
        const token = newToken();
        store.write((draft) => {
          draft.tokens[token] = user.id;
        });
        return ok({ message: msg('loggedIn', lang), data: { token, user: profileJson(user) } });
      }),
    ),

    http.post(
      api('register'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        const errors: Record<string, string> = {};
        for (const name of ['name', 'email', 'phone', 'password', 'confirm_password']) {
          if (!text(fields, name)) errors[name] = msg('required', lang);
        }
        const email = text(fields, 'email').toLowerCase();
        const phone = text(fields, 'phone');
        const password = typeof fields.password === 'string' ? fields.password : '';
        if (email && !EMAIL.test(email)) errors.email = msg('invalidEmail', lang);
        else if (email && state().users.some((u) => u.email.toLowerCase() === email))
          errors.email = msg('emailTaken', lang);
        if (phone && state().users.some((u) => u.phone === phone)) errors.phone = msg('phoneTaken', lang);
        if (password && password.length < 6) errors.password = msg('passwordShort', lang);
        if (password && text(fields, 'confirm_password') && password !== fields.confirm_password)
          errors.confirm_password = msg('passwordMismatch', lang);
        if (Object.keys(errors).length) invalid(lang, errors);
        const phoneKey = text(fields, 'phone_key') || '+20';
        store.write((draft) => {
          const id = store.nextId(draft);
          draft.users.push({
            id,
            name: text(fields, 'name'),
            email,
            password,
            phone_key: phoneKey,
            phone,
            image: null,
            verified: false,
          });
          draft.userData[String(id)] = {
            ...emptyUserData(),
            notifications: [
              {
                id: store.nextId(draft),
                title: { ar: msg('welcomeTitle', 'ar'), en: msg('welcomeTitle', 'en') },
                body: { ar: msg('welcomeBody', 'ar'), en: msg('welcomeBody', 'en') },
                created_at: new Date(demoNow()).toISOString(),
                is_read: false,
              },
            ],
          };
          // Registering "emails" the verification code.
          draft.codes[email] = DEMO_CODE;
        });
        return ok({ message: msg('registered', lang) });
      }),
    ),

    http.post(
      api('send/code'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email'], lang);
        const email = text(fields, 'email').toLowerCase();
        if (!EMAIL.test(email)) invalid(lang, { email: msg('invalidEmail', lang) });
        if (!state().users.some((u) => u.email.toLowerCase() === email))
          invalid(lang, { email: msg('emailUnknown', lang) });
        store.write((draft) => {
          draft.codes[email] = DEMO_CODE;
        });
        return ok({ message: msg('codeSent', lang) });
      }),
    ),

    http.post(
      api('verify-code'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email', 'verification_code'], lang);
        const email = text(fields, 'email').toLowerCase();
        const expected = state().codes[email];
        if (!expected || expected !== text(fields, 'verification_code')) {
          invalid(lang, { verification_code: msg('codeWrong', lang) });
        }
        store.write((draft) => {
          const user = draft.users.find((u) => u.email.toLowerCase() === email);
          if (user) user.verified = true;
          draft.resetAllowed[email] = true;
          delete draft.codes[email];
        });
        return ok({ message: msg('codeVerified', lang) });
      }),
    ),

    http.post(
      api('reset/password'),
      route(async ({ request, lang }) => {
        const fields = await readFields(request);
        requireFields(fields, ['email', 'password', 'password_confirmation'], lang);
        const email = text(fields, 'email').toLowerCase();
        const password = String(fields.password);
        if (password !== fields.password_confirmation)
          invalid(lang, { password_confirmation: msg('passwordMismatch', lang) });
        if (password.length < 6) invalid(lang, { password: msg('passwordShort', lang) });
        if (!state().users.some((u) => u.email.toLowerCase() === email))
          invalid(lang, { email: msg('emailUnknown', lang) });
        if (!state().resetAllowed[email]) fail(403, 'resetNotAllowed', lang);
        store.write((draft) => {
          const user = draft.users.find((u) => u.email.toLowerCase() === email);
          if (user) user.password = password;
          delete draft.resetAllowed[email];
        });
        return ok({ message: msg('passwordReset', lang) });
      }),
    ),
  ];
}
