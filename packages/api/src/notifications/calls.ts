import { dataList, expectSuccess } from '../read';
import { action, type CallOptions, form, get, post } from '../request';
import type { ActionResult } from '../types';
import { toNotification } from './readers';
import type { Notification } from './types';

/** The notifications' calls (spec section 7). Paths are relative to `${base}/api/v1/`. */

export async function getNotifications(options: CallOptions = {}): Promise<Notification[]> {
  const body = await get('notifications', {}, options);
  expectSuccess(body);
  return dataList(body, toNotification);
}

export async function readNotification(id: number): Promise<ActionResult> {
  return action(await post('notifications/read', { form: form({ notification_id: id }) }));
}

export async function deleteNotification(id: number): Promise<ActionResult> {
  return action(await post('notifications/delete', { form: form({ notification_id: id }) }));
}

export async function readAllNotifications(): Promise<ActionResult> {
  return action(await post('notifications/read-all'));
}
