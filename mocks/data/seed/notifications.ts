import type { SeedNotification, Text } from '../types.ts';
import { t } from './util.ts';

const notification = (id: number, createdAt: string, isRead: boolean, title: Text, body: Text): SeedNotification => ({
  id,
  title,
  body,
  created_at: createdAt,
  is_read: isRead,
});

/** The demo student's notifications, newest first: the twelve newest are unread. */
export const notifications: SeedNotification[] = [
  notification(
    1,
    '2025-12-28T18:40:00.000Z',
    false,
    t('درس جديد متاح', 'New lesson available'),
    t(
      'أُضيف درس جديد إلى قسم «جلب البيانات وعرضها» في دورة «رياكت من الصفر».',
      'A new lesson has been added to the "Fetching and displaying data" section of "React from Zero".',
    ),
  ),
  notification(
    2,
    '2025-12-27T09:15:00.000Z',
    false,
    t('باقتك تنتهي قريبًا', 'Your plan ends soon'),
    t(
      'تنتهي باقتك الشهرية بعد 5 أيام. جدّدها الآن لتحتفظ بالوصول إلى دوراتك.',
      'Your monthly plan ends in 5 days. Renew now to keep access to your courses.',
    ),
  ),
  notification(
    3,
    '2025-12-26T13:05:00.000Z',
    false,
    t('شهادتك جاهزة', 'Your certificate is ready'),
    t(
      'تهانينا! أتممت دورة «أساسيات البرمجة بلغة بايثون»، ويمكنك الآن تنزيل شهادتك من صفحة «شهاداتي».',
      'Congratulations! You completed "Python Programming Fundamentals" and can now download your certificate from "My certificates".',
    ),
  ),
  notification(
    4,
    '2025-12-25T10:00:00.000Z',
    false,
    t('كوبون خصم خاص بك', 'A coupon just for you'),
    t(
      'استخدم الكود DARS10 لتحصل على خصم 10٪ على أي دورة مدفوعة حتى نهاية العام.',
      'Use the code DARS10 for 10% off any paid course until the end of the year.',
    ),
  ),
  notification(
    5,
    '2025-12-24T16:30:00.000Z',
    false,
    t('رد على تقييمك', 'Reply to your review'),
    t(
      'ردّ المدرب أحمد المصري على تقييمك لدورة «رياكت من الصفر».',
      'Instructor Ahmed El-Masry replied to your review of "React from Zero".',
    ),
  ),
  notification(
    6,
    '2025-12-23T08:45:00.000Z',
    false,
    t('لم تُكمل الاختبار', 'You have an unfinished quiz'),
    t(
      'بدأت اختبار قسم «الدوال والنطاق» في دورة «جافاسكربت من الأساسيات إلى البرمجة غير المتزامنة» ولم تُكمله بعد.',
      'You started the "Functions and scope" quiz in "JavaScript from the Basics to Asynchronous Programming" but have not finished it yet.',
    ),
  ),
  notification(
    7,
    '2025-12-22T19:20:00.000Z',
    false,
    t('تم تأكيد الدفع', 'Payment confirmed'),
    t(
      'استلمنا دفعتك لدورة «تحليل البيانات باستخدام بايثون ومكتبة Pandas». نتمنى لك تعلّمًا ممتعًا!',
      'We received your payment for "Data Analysis with Python and Pandas". Happy learning!',
    ),
  ),
  notification(
    8,
    '2025-12-21T11:10:00.000Z',
    false,
    t('ملف جديد في دورتك', 'New notes in your course'),
    t(
      'أُضيف ملف ملخص جديد إلى قسم «الجداول المحورية» في دورة «تحليل البيانات باستخدام إكسل والجداول المحورية».',
      'New summary notes have been added to the "Pivot tables" section of "Data Analysis with Excel and Pivot Tables".',
    ),
  ),
  notification(
    9,
    '2025-12-19T15:00:00.000Z',
    false,
    t('أحسنت! وصلت إلى منتصف الطريق', 'Well done! You are halfway there'),
    t(
      'أكملت 50٪ من دورة «مدخل إلى تحليل البيانات». واصل التقدم!',
      'You have completed 50% of "Introduction to Data Analysis". Keep going!',
    ),
  ),
  notification(
    10,
    '2025-12-18T12:00:00.000Z',
    false,
    t('عرض نهاية العام', 'Year-end offer'),
    t(
      'خصم 40٪ على الباقة السنوية حتى 31 ديسمبر. ابدأ عامك الجديد بخطة تعلم واضحة.',
      '40% off the yearly plan until December 31. Start the new year with a clear learning plan.',
    ),
  ),
  notification(
    11,
    '2025-12-17T17:25:00.000Z',
    false,
    t('رد على تقييمك', 'Reply to your review'),
    t(
      'شكرتك المدربة لينا العمري على تقييمك لدورة «مدخل إلى تحليل البيانات» وأجابت عن سؤالك.',
      'Instructor Lina Al-Omari thanked you for your review of "Introduction to Data Analysis" and answered your question.',
    ),
  ),
  notification(
    12,
    '2025-12-15T10:40:00.000Z',
    false,
    t('دورة جديدة قد تعجبك', 'A new course you might like'),
    t(
      'أطلق المدرب نور الدين قاسم دورة «تصوير المنتجات للمتاجر الإلكترونية من المنزل». ألقِ نظرة على القسم الأول مجانًا.',
      'Nour El-Din Qassem has launched "Product Photography for Online Stores at Home". Take a look at the first section for free.',
    ),
  ),
  notification(
    13,
    '2025-12-12T14:00:00.000Z',
    true,
    t('شهادتك جاهزة', 'Your certificate is ready'),
    t(
      'تهانينا! أتممت دورة «التحكم في الإصدارات باستخدام Git وGitHub»، وشهادتك متاحة للتنزيل.',
      'Congratulations! You completed "Version Control with Git and GitHub", and your certificate is ready to download.',
    ),
  ),
  notification(
    14,
    '2025-12-08T09:30:00.000Z',
    true,
    t('تحديث سياسة الخصوصية', 'Privacy policy update'),
    t(
      'حدّثنا سياسة الخصوصية لتوضيح طريقة استخدامنا لبياناتك. يمكنك الاطلاع عليها من أسفل الصفحة.',
      'We have updated our privacy policy to explain more clearly how we use your data. You can read it from the page footer.',
    ),
  ),
  notification(
    15,
    '2025-12-02T20:15:00.000Z',
    true,
    t('تم تفعيل باقتك', 'Your plan is active'),
    t(
      'تم تفعيل الباقة الشهرية بنجاح، ويمكنك الآن الاشتراك في ما يصل إلى 3 دورات مدفوعة.',
      'Your monthly plan is now active: you can enroll in up to 3 paid courses.',
    ),
  ),
  notification(
    16,
    '2025-12-01T18:00:00.000Z',
    true,
    t('مرحبًا بك في أكاديمية درس', 'Welcome to Dars Academy'),
    t(
      'يسعدنا انضمامك! ابدأ بإحدى دوراتنا المجانية، واستخدم الكود WELCOME50 لتحصل على خصم 50 جنيهًا على أول دورة مدفوعة.',
      'We are glad you joined! Start with one of our free courses, and use the code WELCOME50 for EGP 50 off your first paid course.',
    ),
  ),
];
