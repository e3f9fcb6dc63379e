import type { MessageKey } from './en';

/** Arabic messages: the default language. */
export const ar: Record<MessageKey, string> = {
  'app.fallbackName': 'درس',
  'app.logoAlt': 'شعار {{name}}',
  'app.loading': 'جارٍ التحميل…',
  'app.skipToContent': 'انتقل إلى المحتوى',
  'app.mainNav': 'التنقل الرئيسي',
  'language.toggle.label': 'التبديل إلى الإنجليزية',
  'language.name.ar': 'العربية',
  'language.name.en': 'English',
  'home.title': 'الرئيسية',
  'home.welcome': 'مرحبًا بك في {{name}}',
  'home.lead': 'تعلّم من دورات مسجّلة يقدّمها مدرّبون خبراء، بالعربية والإنجليزية.',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
  'notFound.home': 'العودة إلى الصفحة الرئيسية',
  'chunk.failed': 'تعذّر تحميل هذه الصفحة. تحقّق من اتصالك ثم حاول مرة أخرى.',
  'chunk.retry': 'حاول مرة أخرى',
};
