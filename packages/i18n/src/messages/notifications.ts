/**
 * Messages of the notifications domain. The notifications panel.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Notifications panel.
  'notifications.title': 'Notifications',
  'notifications.open': 'Open notifications',
  'notifications.unread': 'Unread',
  'notifications.markRead': 'Mark as read',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.delete': 'Delete',
  'notifications.deleteLabel': 'Delete notification',
  /** Accessible name of the badge when it shows "10+" (spec 9: above 10 unread). */
  'notifications.badgeOverflow': 'More than {{count}} unread notifications',

  // Empty states.
  'empty.notifications': 'You have no notifications.',

  // Counts (CLDR plural categories; English uses only one and other).
  'notifications.loadFailed': 'Notifications could not be loaded',
  'count.unreadNotifications.zero': 'No unread notifications',
  'count.unreadNotifications.one': '1 unread notification',
  'count.unreadNotifications.two': '2 unread notifications',
  'count.unreadNotifications.few': '{{count}} unread notifications',
  'count.unreadNotifications.many': '{{count}} unread notifications',
  'count.unreadNotifications.other': '{{count}} unread notifications',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Notifications panel.
  'notifications.title': 'الإشعارات',
  'notifications.open': 'فتح الإشعارات',
  'notifications.unread': 'غير مقروء',
  'notifications.markRead': 'تحديد كمقروء',
  'notifications.markAllRead': 'تحديد الكل كمقروء',
  'notifications.delete': 'حذف',
  'notifications.deleteLabel': 'حذف الإشعار',
  'notifications.badgeOverflow': 'أكثر من {{count}} إشعارات غير مقروءة',

  // Empty states.
  'empty.notifications': 'لا توجد لديك إشعارات.',

  // Counts (all six CLDR plural categories).
  'notifications.loadFailed': 'تعذّر تحميل الإشعارات',
  'count.unreadNotifications.zero': 'لا توجد إشعارات غير مقروءة',
  'count.unreadNotifications.one': 'إشعار واحد غير مقروء',
  'count.unreadNotifications.two': 'إشعاران غير مقروءين',
  'count.unreadNotifications.few': '{{count}} إشعارات غير مقروءة',
  'count.unreadNotifications.many': '{{count}} إشعارًا غير مقروء',
  'count.unreadNotifications.other': '{{count}} إشعار غير مقروء',
};
