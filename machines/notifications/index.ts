export {
  type Change as NotificationChange,
  type NotificationsContext,
  type NotificationsEvent,
  notificationsMachine,
  notificationsStatus,
  unreadCount,
} from './notificationsMachine';
