import { bool, num, rec, str } from '../read';
import type { Notification } from './types';

/** Readers of the notifications domain's replies: only the fields the spec lists, safe defaults for the rest. */

export function toNotification(value: unknown): Notification {
  const n = rec(value);
  return {
    id: num(n.id),
    title: str(n.title),
    body: str(n.body),
    created_at: str(n.created_at),
    is_read: bool(n.is_read),
  };
}
