/** Entity types of the notifications domain (spec section 3). The student's notifications. */

export interface Notification {
  id: number;
  title: string;
  body: string;
  created_at: string;
  is_read: boolean;
}
