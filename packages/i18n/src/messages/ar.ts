import { catalogueAr } from './catalogue.ar';
import type { MessageKey } from './en';

/** Arabic messages: the default language. */
export const ar: Record<MessageKey, string> = {
  ...catalogueAr,
  'app.fallbackName': 'درس',
  'app.logoAlt': 'شعار {{name}}',
  'app.loading': 'جارٍ التحميل…',
  'app.skipToContent': 'انتقل إلى المحتوى',
  'app.mainNav': 'التنقل الرئيسي',
  'language.toggle.label': 'التبديل إلى الإنجليزية',
  'language.name.ar': 'العربية',
  'language.name.en': 'English',
  'placeholder.body': 'هذه الصفحة قيد الإعداد وستكون متاحة قريبًا.',
  'placeholder.home': 'تصفّح الصفحة الرئيسية',
  'title.componentDemo': 'معاينة مكوّن',
  'title.coursesInProgress': 'دورات قيد الدراسة',
  'profile.imageType': 'يرجى اختيار ملف صورة.',
  'profile.imageSize': 'يجب ألا يتجاوز حجم الصورة 2 ميجابايت.',
  'profile.noImage': 'لا توجد صورة بعد',
  'plan.renewFor': 'جدّد مقابل {{price}}',
  'plan.perMonths': '{{price}} لمدة {{months}}',
  'form.showPassword': 'إظهار كلمة المرور',
  'common.info': 'معلومة',
  'form.countrySearch': 'ابحث عن دولة',
  'verify.codeLabel': 'رمز التحقق',
  'home.title': 'الرئيسية',
  'home.welcome': 'مرحبًا بك في {{name}}',
  'home.lead': 'تعلّم من دورات مسجّلة يقدّمها مدرّبون خبراء، بالعربية والإنجليزية.',
};
