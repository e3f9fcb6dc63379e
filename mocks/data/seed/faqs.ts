import type { SeedFaq } from '../types.ts';
import { t } from './util.ts';

type Entry = readonly [question: readonly [ar: string, en: string], answer: readonly [ar: string, en: string]];

const entries: Entry[] = [
  // Accounts
  [
    ['كيف أنشئ حسابًا جديدًا على المنصة؟', 'How do I create a new account?'],
    [
      'اضغط على زر «إنشاء حساب» في أعلى الصفحة، ثم أدخل اسمك ورقم هاتفك وبريدك الإلكتروني وكلمة مرور، وفعّل حسابك بالرمز الذي يصلك.',
      'Tap "Sign up" at the top of the page, enter your name, phone number, email and a password, then activate your account with the code we send you.',
    ],
  ],
  [
    ['نسيت كلمة المرور، فماذا أفعل؟', 'I forgot my password. What should I do?'],
    [
      'اضغط على «نسيت كلمة المرور؟» في صفحة تسجيل الدخول، وأدخل بريدك الإلكتروني، وسيصلك رمز لتعيين كلمة مرور جديدة.',
      'Tap "Forgot password?" on the sign-in page and enter your email; we will send you a code to set a new password.',
    ],
  ],
  [
    ['هل يمكنني تغيير بريدي الإلكتروني أو رقم هاتفي؟', 'Can I change my email address or phone number?'],
    [
      'نعم، من صفحة «الملف الشخصي» يمكنك تعديل بياناتك، وسنطلب منك تأكيد البريد أو الرقم الجديد.',
      'Yes. You can edit your details on your profile page; we will ask you to confirm the new email or number.',
    ],
  ],
  [
    ['هل يمكنني مشاركة حسابي مع شخص آخر؟', 'Can I share my account with someone else?'],
    [
      'لا، الحساب شخصي ولا يجوز مشاركته وفق الشروط والأحكام، وقد يُوقف الحساب عند رصد استخدام مشترك.',
      'No. Accounts are personal and may not be shared under our terms; an account may be suspended if shared use is detected.',
    ],
  ],
  [
    ['كيف أحذف حسابي نهائيًا؟', 'How do I delete my account permanently?'],
    [
      'من إعدادات الحساب اختر «حذف الحساب» وأكّد طلبك. انتبه إلى أن حذف الحساب يلغي وصولك إلى دوراتك وشهاداتك.',
      'In your account settings choose "Delete account" and confirm. Note that deleting your account removes your access to your courses and certificates.',
    ],
  ],
  [
    ['كيف أغيّر لغة المنصة؟', 'How do I change the language of the platform?'],
    [
      'يمكنك التبديل بين العربية والإنجليزية في أي وقت من زر اللغة في أعلى الصفحة.',
      'You can switch between Arabic and English at any time with the language button at the top of the page.',
    ],
  ],
  // Payment
  [
    ['ما طرق الدفع المتاحة؟', 'Which payment methods do you accept?'],
    [
      'نقبل بطاقات فيزا وماستركارد وميزة، والمحافظ الإلكترونية، والدفع عبر منافذ فوري.',
      'We accept Visa, Mastercard and Meeza cards, mobile wallets and payment through Fawry outlets.',
    ],
  ],
  [
    ['بأي عملة تُعرض الأسعار؟', 'Which currency are prices shown in?'],
    [
      'تُعرض جميع الأسعار بالجنيه المصري، ويُضاف إليها عند الدفع ضريبة القيمة المضافة بنسبة 14٪.',
      'All prices are in Egyptian pounds; 14% VAT is added at checkout.',
    ],
  ],
  [
    ['كيف أستخدم كوبون الخصم؟', 'How do I use a discount coupon?'],
    [
      'أدخل رمز الكوبون في خانة «كود الخصم» داخل سلة المشتريات واضغط «تطبيق»، وسيظهر الخصم قبل إتمام الدفع.',
      'Enter the code in the "Coupon" field in your cart and tap "Apply"; the discount appears before you pay.',
    ],
  ],
  [
    ['دفعت ولم تظهر الدورة في حسابي، فماذا أفعل؟', 'I paid but the course is not in my account. What should I do?'],
    [
      'قد يستغرق تأكيد بعض طرق الدفع بضع دقائق. إذا لم تظهر الدورة خلال ساعة، فراسل الدعم الفني مع صورة من إيصال الدفع.',
      'Some payment methods take a few minutes to confirm. If the course has not appeared within an hour, contact support with a copy of your receipt.',
    ],
  ],
  [
    ['هل بيانات بطاقتي آمنة؟', 'Is my card information safe?'],
    [
      'نعم، تتم عمليات الدفع عبر بوابة دفع معتمدة ومشفّرة، ولا نحتفظ ببيانات بطاقتك على خوادمنا.',
      'Yes. Payments go through a certified, encrypted payment gateway, and we never store your card details on our servers.',
    ],
  ],
  [
    ['هل يمكنني الحصول على فاتورة لمشترياتي؟', 'Can I get an invoice for my purchases?'],
    [
      'نعم، تصلك فاتورة على بريدك الإلكتروني بعد كل عملية دفع، ويمكنك الاطلاع على مشترياتك السابقة من صفحة «طلباتي».',
      'Yes. An invoice is emailed to you after every payment, and you can see past purchases on your "My orders" page.',
    ],
  ],
  // Certificates
  [
    ['هل أحصل على شهادة بعد إتمام الدورة؟', 'Do I get a certificate when I finish a course?'],
    [
      'نعم، تحصل على شهادة إتمام بعد مشاهدة جميع دروس الدورة واجتياز اختبارات أقسامها.',
      'Yes. You receive a certificate of completion once you have watched every lesson and passed the section quizzes.',
    ],
  ],
  [
    ['كيف أنزّل شهادتي؟', 'How do I download my certificate?'],
    [
      'افتح صفحة «شهاداتي» من حسابك واضغط على «تنزيل» بجوار الدورة، وستحصل على نسخة بصيغة PDF.',
      'Open "My certificates" in your account and tap "Download" next to the course to get a PDF copy.',
    ],
  ],
  [
    ['هل الشهادات معتمدة؟', 'Are the certificates accredited?'],
    [
      'الشهادات صادرة عن أكاديمية درس وتثبت إتمامك للدورة، ويمكنك إضافتها إلى سيرتك الذاتية وحسابك على لينكدإن، لكنها ليست شهادات أكاديمية.',
      'Certificates are issued by Dars Academy and prove you completed the course. You can add them to your CV and LinkedIn, but they are not academic degrees.',
    ],
  ],
  [
    ['الاسم في الشهادة غير صحيح، كيف أعدّله؟', 'The name on my certificate is wrong. How do I fix it?'],
    [
      'تُصدر الشهادة بالاسم المسجّل في ملفك الشخصي، فعدّل اسمك من الملف الشخصي ثم راسل الدعم لإعادة إصدارها.',
      'Certificates use the name in your profile. Correct your name there, then contact support to have the certificate reissued.',
    ],
  ],
  // Refunds
  [
    ['هل يمكنني استرداد المبلغ بعد شراء دورة؟', 'Can I get a refund after buying a course?'],
    [
      'نعم، يمكنك طلب الاسترداد خلال 14 يومًا من الشراء بشرط ألا تتجاوز مشاهدتك 20٪ من محتوى الدورة.',
      'Yes. You can request a refund within 14 days of purchase as long as you have watched no more than 20% of the course.',
    ],
  ],
  [
    ['كيف أقدّم طلب استرداد؟', 'How do I request a refund?'],
    [
      'راسل الدعم الفني من صفحة «تواصل معنا» واذكر اسم الدورة ورقم الطلب، وسنرد عليك خلال يومي عمل.',
      'Contact support from the "Contact us" page with the course name and your order number; we will reply within two working days.',
    ],
  ],
  [
    ['متى يصل المبلغ المسترد؟', 'When will I receive my refund?'],
    [
      'بعد الموافقة على الطلب، يعود المبلغ إلى وسيلة الدفع نفسها خلال 7 إلى 14 يوم عمل حسب البنك أو المحفظة.',
      'Once approved, the money goes back to the original payment method within 7 to 14 working days, depending on your bank or wallet.',
    ],
  ],
  [
    ['هل يمكن استرداد قيمة الباقة؟', 'Can I get a refund on a plan?'],
    [
      'يمكن استرداد قيمة الباقة خلال 7 أيام من الاشتراك إذا لم تستخدمها في الاشتراك في أي دورة.',
      'Plans can be refunded within 7 days of subscribing if you have not used them to enroll in any course.',
    ],
  ],
  // Plans
  [
    [
      'ما الفرق بين شراء دورة والاشتراك في باقة؟',
      'What is the difference between buying a course and subscribing to a plan?',
    ],
    [
      'عند شراء دورة تمتلك الوصول إليها بشكل دائم، أما الباقة فتتيح لك الاشتراك في عدد من الدورات المدفوعة طوال مدة الباقة.',
      'Buying a course gives you permanent access to it, while a plan lets you enroll in a number of paid courses for as long as the plan lasts.',
    ],
  ],
  [
    ['ماذا يحدث لدوراتي عند انتهاء الباقة؟', 'What happens to my courses when my plan ends?'],
    [
      'يتوقف وصولك إلى الدورات التي اشتركت فيها عبر الباقة، ويعود فور تجديدها مع الاحتفاظ بتقدمك.',
      'You lose access to the courses you joined through the plan, and get it back as soon as you renew, with your progress kept.',
    ],
  ],
  [
    ['هل تتجدد الباقة تلقائيًا؟', 'Does my plan renew automatically?'],
    [
      'لا، نرسل لك تذكيرًا قبل انتهاء الباقة، ويمكنك تجديدها بسعر التجديد الموضّح في صفحة الباقات.',
      'No. We remind you before your plan ends, and you can renew it at the renewal price shown on the plans page.',
    ],
  ],
  [
    ['هل يمكنني الترقية إلى باقة أكبر؟', 'Can I upgrade to a bigger plan?'],
    [
      'نعم، يمكنك الترقية في أي وقت، ويُخصم من السعر الجديد ما تبقى من قيمة باقتك الحالية.',
      'Yes, you can upgrade at any time, and the unused value of your current plan is deducted from the new price.',
    ],
  ],
  [
    ['هل تشمل الباقة الدورات المجانية؟', 'Do free courses count toward my plan limit?'],
    [
      'لا، الدورات المجانية متاحة للجميع ولا تُحتسب من عدد الدورات المسموح به في باقتك.',
      "No. Free courses are open to everyone and do not count toward your plan's course limit.",
    ],
  ],
  // Technical
  [
    ['الفيديو لا يعمل أو يتوقف باستمرار، فما الحل؟', 'The video will not play or keeps stopping. What can I do?'],
    [
      'تأكد من سرعة اتصالك بالإنترنت، وجرّب خفض جودة الفيديو أو تحديث المتصفح إلى أحدث إصدار. إذا استمرت المشكلة فراسل الدعم.',
      'Check your internet connection, then try a lower video quality or updating your browser. If the problem continues, contact support.',
    ],
  ],
  [
    ['هل يمكنني مشاهدة الدورات من الهاتف؟', 'Can I watch courses on my phone?'],
    [
      'نعم، المنصة تعمل على متصفحات الهواتف والأجهزة اللوحية وأجهزة الكمبيوتر، ويُحفظ تقدمك على جميع الأجهزة.',
      'Yes. The platform works in browsers on phones, tablets and computers, and your progress is saved across devices.',
    ],
  ],
  [
    ['هل يمكنني تنزيل الفيديوهات لمشاهدتها دون إنترنت؟', 'Can I download videos to watch offline?'],
    [
      'لا يمكن تنزيل الفيديوهات حفاظًا على حقوق المدربين، لكن يمكنك تنزيل ملفات PDF المرفقة بالأقسام.',
      "Videos cannot be downloaded, to protect the instructors' rights, but you can download the PDF notes attached to sections.",
    ],
  ],
  [
    ['كم مرة يمكنني إعادة اختبار القسم؟', 'How many times can I retake a section quiz?'],
    [
      'يمكنك إعادة الاختبار عدة مرات، وتُحتسب أعلى درجة حصلت عليها.',
      'You can retake a quiz as many times as you like; your highest score counts.',
    ],
  ],
  [
    ['كيف أتواصل مع الدعم الفني؟', 'How do I contact technical support?'],
    [
      '<p>يرد فريق الدعم خلال يومي عمل عبر إحدى هذه القنوات:</p><ul><li>البريد الإلكتروني support@dars.example.</li><li>واتساب من صفحة «تواصل معنا».</li><li>نموذج <strong>الشكاوى والاقتراحات</strong>.</li></ul>',
      '<p>Our support team replies within two working days through any of these:</p><ul><li>Email at support@dars.example.</li><li>WhatsApp from the "Contact us" page.</li><li>The <strong>complaints and suggestions</strong> form.</li></ul>',
    ],
  ],
];

export const faqs: SeedFaq[] = entries.map(([question, answer], index) => ({
  id: index + 1,
  question: t(question[0], question[1]),
  answer: t(answer[0], answer[1]),
}));
