import { DEMO_CODE, DEMO_STUDENT } from '@dars/mocks';
import type { Row } from '../contract';
import * as api from '../index';

/** Contract rows of the account domain's calls (run by ../contract.test.ts). */
export const rows: Row[] = [
  {
    name: 'login',
    call: () => api.login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
    method: 'POST',
    path: '/api/v1/login',
    encoding: 'json',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    reads: ['data.token', 'data.user', 'message'],
  },
  {
    name: 'register',
    call: () =>
      api.register({
        name: 'Laila',
        email: 'laila@example.com',
        password: 'secret1',
        confirm_password: 'secret1',
        phone_key: 'SA',
        phone: '555000111',
      }),
    method: 'POST',
    path: '/api/v1/register',
    encoding: 'json',
    auth: 'visitor',
    body: {
      name: 'Laila',
      email: 'laila@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
      phone_key: 'SA',
      phone: '555000111',
    },
    reads: ['success', 'message'],
  },
  {
    name: 'sendCode',
    call: () => api.sendCode(DEMO_STUDENT.email),
    method: 'POST',
    path: '/api/v1/send/code',
    encoding: 'form',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email },
    reads: ['message'],
  },
  {
    name: 'verifyCode',
    prepare: async () => void (await api.sendCode(DEMO_STUDENT.email)),
    call: () => api.verifyCode(DEMO_STUDENT.email, DEMO_CODE),
    method: 'POST',
    path: '/api/v1/verify-code',
    encoding: 'form',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email, verification_code: DEMO_CODE },
    reads: ['success', 'message'],
  },
  {
    name: 'resetPassword',
    prepare: async () => {
      await api.sendCode(DEMO_STUDENT.email);
      await api.verifyCode(DEMO_STUDENT.email, DEMO_CODE);
    },
    call: () =>
      api.resetPassword({ email: DEMO_STUDENT.email, password: 'NewPass1', password_confirmation: 'NewPass1' }),
    method: 'POST',
    path: '/api/v1/reset/password',
    encoding: 'form',
    auth: 'visitor',
    body: { email: DEMO_STUDENT.email, password: 'NewPass1', password_confirmation: 'NewPass1' },
    reads: ['message'],
  },
];
