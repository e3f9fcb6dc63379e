import type { Row } from '../contract';
import * as api from '../index';

/** Contract rows of the notifications domain's calls (run by ../contract.test.ts). */
export const rows: Row[] = [
  {
    name: 'getNotifications',
    call: () => api.getNotifications(),
    method: 'GET',
    path: '/api/v1/notifications',
    encoding: 'none',
    auth: 'student',
    reads: ['success', 'data.0.id', 'data.0.title', 'data.0.body', 'data.0.created_at', 'data.0.is_read'],
  },
  {
    name: 'readNotification',
    call: async () => api.readNotification((await api.getNotifications())[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/notifications/read',
    encoding: 'form',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'deleteNotification',
    call: async () => api.deleteNotification((await api.getNotifications())[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/notifications/delete',
    encoding: 'form',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'readAllNotifications',
    call: () => api.readAllNotifications(),
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
];
