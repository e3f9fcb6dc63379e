/**
 * Messages of the lesson player. English and Arabic side by side: a key missing in either language is a
 * type error.
 */
export const en = {
  'player.label': 'Video player: {{title}}',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.seek': 'Seek',
  'player.position': '{{time}} of {{duration}}',
  'player.forward': 'Forward {{seconds}} seconds',
  'player.back': 'Back {{seconds}} seconds',
  'player.speed': 'Playback speed',
  'player.rate': '{{rate}}×',
  'player.speedNow': 'Speed {{rate}}×',
  'player.mute': 'Mute',
  'player.unmute': 'Unmute',
  'player.captions': 'Captions',
  'player.captionsOn': 'Captions on',
  'player.captionsOff': 'Captions off',
  'player.pip': 'Picture in picture',
  'player.fullscreen': 'Full screen',
  'player.exitFullscreen': 'Exit full screen',
  'player.loading': 'Loading the video…',
  'player.failed': 'This video could not be played. Check your connection and try again.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'player.label': 'مشغّل الفيديو: {{title}}',
  'player.play': 'تشغيل',
  'player.pause': 'إيقاف مؤقت',
  'player.seek': 'التنقّل في الفيديو',
  'player.position': '{{time}} من {{duration}}',
  'player.forward': 'تقديم {{seconds}} ثوانٍ',
  'player.back': 'رجوع {{seconds}} ثوانٍ',
  'player.speed': 'سرعة التشغيل',
  'player.rate': '{{rate}}×',
  'player.speedNow': 'السرعة {{rate}}×',
  'player.mute': 'كتم الصوت',
  'player.unmute': 'تشغيل الصوت',
  'player.captions': 'الترجمة النصية',
  'player.captionsOn': 'الترجمة النصية مفعّلة',
  'player.captionsOff': 'الترجمة النصية متوقفة',
  'player.pip': 'صورة داخل صورة',
  'player.fullscreen': 'ملء الشاشة',
  'player.exitFullscreen': 'الخروج من ملء الشاشة',
  'player.loading': 'جارٍ تحميل الفيديو…',
  'player.failed': 'تعذّر تشغيل هذا الفيديو. تحقّق من اتصالك وحاول مرة أخرى.',
};
