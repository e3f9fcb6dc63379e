/**
 * Messages of the offline domain: the connection bar (offline, a copy's age) and the update prompt.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  'offline.notice': 'You are offline. Pages you have read open as they were saved.',
  'offline.savedAt': 'Saved {{date}}.',
  'offline.back': 'You are back online.',
  'offline.updateReady': 'A new version of Dars is available.',
  'offline.reload': 'Reload',
  'offline.notSaved': 'This page was not saved for reading offline: it loads by itself when you are back online.',
  'offline.needsConnection':
    'You are offline: this needs a connection. Nothing you typed is lost; send it again when you are back online.',
  'offline.examQueued': 'You are offline: your answers are kept and will be sent when you are back online.',
  'offline.sendNow': 'Send now',
  'offline.retrying': 'The connection is weak: trying again…',
  'offline.available': 'Pages you can open offline:',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'offline.notice': 'أنت غير متصل بالإنترنت. تُفتح الصفحات التي قرأتها كما حُفظت.',
  'offline.savedAt': 'حُفظت {{date}}.',
  'offline.back': 'عاد الاتصال بالإنترنت.',
  'offline.updateReady': 'يتوفّر إصدار جديد من درس.',
  'offline.reload': 'إعادة التحميل',
  'offline.notSaved': 'لم تُحفظ هذه الصفحة للقراءة دون اتصال: ستُحمَّل تلقائيًا عند عودة الاتصال.',
  'offline.needsConnection':
    'أنت غير متصل بالإنترنت: يتطلّب هذا اتصالًا. لم يضِع شيء مما كتبته؛ أرسله مجددًا عند عودة الاتصال.',
  'offline.examQueued': 'أنت غير متصل بالإنترنت: إجاباتك محفوظة وستُرسل عند عودة الاتصال.',
  'offline.sendNow': 'أرسل الآن',
  'offline.retrying': 'الاتصال ضعيف: نعيد المحاولة…',
  'offline.available': 'صفحات يمكنك فتحها دون اتصال:',
};
