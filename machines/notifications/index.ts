export {
  type Change as NotificationChange,
  type NotificationsContext,
  type NotificationsEvent,
  notificationsMachine,
  unreadCount,
} from './notificationsMachine';
