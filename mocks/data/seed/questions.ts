import type { SeedQuestion, Text } from '../types.ts';

/** A quiz question without its id: ids are handed out when the courses are built. */
export type QuestionTemplate = Omit<SeedQuestion, 'id'>;

type Pair = readonly [ar: string, en: string];

const text = ([ar, en]: Pair): Text => ({ ar, en });

const q = (
  question: Pair,
  answers: readonly [Pair, Pair, Pair, Pair],
  correct: SeedQuestion['correct'],
): QuestionTemplate => ({
  question: text(question),
  answers: [text(answers[0]), text(answers[1]), text(answers[2]), text(answers[3])],
  correct,
});

const programming: QuestionTemplate[] = [
  q(
    ['ما الغرض من المتغير في البرمجة؟', 'What is a variable used for in programming?'],
    [
      ['تخزين قيمة لاستخدامها لاحقًا', 'Storing a value to use later'],
      ['تشغيل البرنامج بسرعة أكبر', 'Making the program run faster'],
      ['رسم واجهة المستخدم', 'Drawing the user interface'],
      ['الاتصال بالإنترنت', 'Connecting to the internet'],
    ],
    1,
  ),
  q(
    ['أي بنية تُستخدم لتكرار تنفيذ مجموعة من الأوامر؟', 'Which construct repeats a block of statements?'],
    [
      ['الجملة الشرطية if', 'An if statement'],
      ['الحلقة التكرارية', 'A loop'],
      ['التعليق', 'A comment'],
      ['الثابت', 'A constant'],
    ],
    2,
  ),
  q(
    ['ما الفائدة الأساسية من كتابة الدوال؟', 'What is the main benefit of writing functions?'],
    [
      ['زيادة حجم الملف', 'Making the file bigger'],
      ['إخفاء الأخطاء', 'Hiding errors'],
      ['إعادة استخدام الكود وتنظيمه', 'Reusing and organizing code'],
      ['تسريع الاتصال بقاعدة البيانات', 'Speeding up database connections'],
    ],
    3,
  ),
  q(
    [
      'ما رقم فهرس العنصر الأول في المصفوفة في معظم لغات البرمجة؟',
      'In most programming languages, what is the index of the first element of an array?',
    ],
    [
      ['واحد (1)', 'One (1)'],
      ['سالب واحد (-1)', 'Minus one (-1)'],
      ['يختلف حسب حجم المصفوفة', 'It depends on the array size'],
      ['صفر (0)', 'Zero (0)'],
    ],
    4,
  ),
  q(
    ['ما القيم التي يمكن أن يأخذها المتغير المنطقي (Boolean)؟', 'Which values can a Boolean hold?'],
    [
      ['أي عدد صحيح', 'Any integer'],
      ['صواب أو خطأ فقط', 'Only true or false'],
      ['نص من حرف واحد', 'A single-character string'],
      ['قائمة من القيم', 'A list of values'],
    ],
    2,
  ),
  q(
    [
      'ماذا نسمي الخطأ الذي يجعل البرنامج يعمل بشكل غير متوقع؟',
      'What do we call a mistake that makes a program behave unexpectedly?',
    ],
    [
      ['علّة برمجية (Bug)', 'A bug'],
      ['مكتبة', 'A library'],
      ['مترجم', 'A compiler'],
      ['متغير عام', 'A global variable'],
    ],
    1,
  ),
  q(
    [
      'ما الوظيفة الرئيسية لنظام التحكم في الإصدارات مثل Git؟',
      'What is the main job of a version control system such as Git?',
    ],
    [
      ['تصميم الواجهات', 'Designing interfaces'],
      ['استضافة المواقع', 'Hosting websites'],
      ['تتبّع تغييرات الكود والرجوع إليها', 'Tracking code changes and going back to them'],
      ['تشغيل الاختبارات تلقائيًا', 'Running tests automatically'],
    ],
    3,
  ),
  q(
    [
      'ما التعقيد الزمني للوصول إلى عنصر في مصفوفة عن طريق فهرسه؟',
      'What is the time complexity of reading an array element by its index?',
    ],
    [
      ['خطي O(n)', 'Linear, O(n)'],
      ['لوغاريتمي O(log n)', 'Logarithmic, O(log n)'],
      ['تربيعي O(n²)', 'Quadratic, O(n²)'],
      ['ثابت O(1)', 'Constant, O(1)'],
    ],
    4,
  ),
];

const webDesign: QuestionTemplate[] = [
  q(
    ['أي وسم في HTML يُستخدم لإنشاء رابط؟', 'Which HTML tag creates a link?'],
    [
      ['الوسم <link>', 'The <link> tag'],
      ['الوسم <a>', 'The <a> tag'],
      ['الوسم <href>', 'The <href> tag'],
      ['الوسم <nav>', 'The <nav> tag'],
    ],
    2,
  ),
  q(
    ['ما خاصية CSS التي تغيّر لون النص؟', 'Which CSS property changes the text color?'],
    [
      ['الخاصية color', 'color'],
      ['الخاصية background', 'background'],
      ['الخاصية font-style', 'font-style'],
      ['الخاصية text-color', 'text-color'],
    ],
    1,
  ),
  q(
    ['ما الهدف من استعلامات الوسائط (Media Queries)؟', 'What are media queries for?'],
    [
      ['ضغط الصور', 'Compressing images'],
      ['تشغيل الفيديو', 'Playing videos'],
      ['تطبيق أنماط مختلفة حسب حجم الشاشة', 'Applying different styles depending on the screen size'],
      ['تحميل الخطوط', 'Loading fonts'],
    ],
    3,
  ),
  q(
    ['لماذا نضيف السمة alt إلى الصور؟', 'Why do we add an alt attribute to images?'],
    [
      ['لتغيير حجم الصورة', 'To resize the image'],
      ['لتسريع تحميلها', 'To make it load faster'],
      ['لإضافة إطار حولها', 'To add a border around it'],
      ['لوصف الصورة لقارئات الشاشة ومحركات البحث', 'To describe the image to screen readers and search engines'],
    ],
    4,
  ),
  q(
    ['ما المقصود بتجربة المستخدم (UX)؟', 'What does user experience (UX) mean?'],
    [
      ['ألوان الموقع فقط', "Only the site's colors"],
      [
        'شعور المستخدم ومدى سهولة تحقيقه لأهدافه عند استخدام المنتج',
        'How people feel and how easily they reach their goals when using a product',
      ],
      ['سرعة الخادم', 'Server speed'],
      ['عدد صفحات الموقع', 'The number of pages on a site'],
    ],
    2,
  ),
  q(
    ['ما المخطط الأولي (Wireframe)؟', 'What is a wireframe?'],
    [
      ['رسم مبسّط يوضّح توزيع عناصر الصفحة', 'A simple sketch of how the elements of a page are laid out'],
      ['التصميم النهائي بالألوان', 'The final, full-color design'],
      ['الكود الكامل للموقع', "The site's complete code"],
      ['خطة تسويقية للموقع', 'A marketing plan for the site'],
    ],
    1,
  ),
  q(
    [
      'أي تقنية في CSS تناسب ترتيب العناصر في صف أو عمود بمرونة؟',
      'Which CSS technique lays items out in a flexible row or column?',
    ],
    [
      ['الجداول', 'Tables'],
      ['الإطارات المضمّنة (iframe)', 'Inline frames (iframe)'],
      ['التخطيط المرن (Flexbox)', 'Flexbox'],
      ['الخاصية float وحدها', 'Floats alone'],
    ],
    3,
  ),
  q(
    [
      'لماذا يجب أن يكون التباين كافيًا بين لون النص ولون الخلفية؟',
      'Why should text have enough contrast with its background?',
    ],
    [
      ['لتقليل حجم الصفحة', 'To reduce the page size'],
      ['لتحسين ترتيب الموقع في البحث فقط', 'Only to rank higher in search results'],
      ['لأن المتصفحات لا تعرض غير ذلك', 'Because browsers will not display anything else'],
      [
        'ليتمكن الجميع من القراءة بسهولة، ومنهم ضعاف البصر',
        'So everyone, including people with low vision, can read it easily',
      ],
    ],
    4,
  ),
];

const dataScience: QuestionTemplate[] = [
  q(
    ['ما الوسيط لمجموعة القيم 3 و7 و9؟', 'What is the median of 3, 7 and 9?'],
    [
      ['ستة (6)', 'Six (6)'],
      ['سبعة (7)', 'Seven (7)'],
      ['تسعة (9)', 'Nine (9)'],
      ['ثلاثة (3)', 'Three (3)'],
    ],
    2,
  ),
  q(
    ['ما المقصود بالقيمة الشاذة (Outlier)؟', 'What is an outlier?'],
    [
      ['قيمة تبتعد كثيرًا عن بقية البيانات', 'A value far away from the rest of the data'],
      ['القيمة الأكثر تكرارًا', 'The most frequent value'],
      ['متوسط البيانات', 'The average of the data'],
      ['قيمة مفقودة', 'A missing value'],
    ],
    1,
  ),
  q(
    ['أي أمر في SQL يُستخدم لاسترجاع البيانات من جدول؟', 'Which SQL statement retrieves data from a table?'],
    [
      ['الأمر INSERT', 'INSERT'],
      ['الأمر UPDATE', 'UPDATE'],
      ['الأمر SELECT', 'SELECT'],
      ['الأمر DELETE', 'DELETE'],
    ],
    3,
  ),
  q(
    ['ما أنسب مخطط لعرض تغيّر المبيعات من شهر إلى آخر؟', 'Which chart best shows how sales change from month to month?'],
    [
      ['المخطط الدائري', 'A pie chart'],
      ['المخطط الخطي', 'A line chart'],
      ['مخطط التشتت', 'A scatter plot'],
      ['الخريطة الحرارية', 'A heat map'],
    ],
    2,
  ),
  q(
    [
      'لماذا نقسم البيانات إلى مجموعة تدريب ومجموعة اختبار؟',
      'Why do we split data into a training set and a test set?',
    ],
    [
      ['لتقليل حجم الملف', 'To shrink the file'],
      ['لتسريع رسم المخططات', 'To draw charts faster'],
      ['لحذف القيم المكررة', 'To remove duplicates'],
      ['لتقييم أداء النموذج على بيانات لم يرها من قبل', 'To evaluate the model on data it has never seen'],
    ],
    4,
  ),
  q(
    ['ماذا يعني الإفراط في التخصيص (Overfitting)؟', 'What does overfitting mean?'],
    [
      [
        'أن يحفظ النموذج بيانات التدريب ويفشل في التعميم على بيانات جديدة',
        'The model memorizes the training data and fails to generalize to new data',
      ],
      ['أن يكون النموذج بسيطًا جدًا', 'The model is too simple'],
      ['أن تحتوي البيانات على أعمدة قليلة', 'The data has too few columns'],
      ['أن يعمل النموذج ببطء', 'The model runs slowly'],
    ],
    1,
  ),
  q(
    [
      'ما الخطوة المعتادة الأولى قبل تحليل أي مجموعة بيانات؟',
      'What is the usual first step before analyzing a dataset?',
    ],
    [
      ['نشر النتائج', 'Publishing the results'],
      ['تنظيف البيانات ومعالجة القيم المفقودة', 'Cleaning the data and handling missing values'],
      ['بناء لوحة معلومات', 'Building a dashboard'],
      ['تدريب نموذج معقّد', 'Training a complex model'],
    ],
    2,
  ),
  q(
    [
      'إذا كان معامل الارتباط بين متغيرين قريبًا من +1 فهذا يعني:',
      'A correlation coefficient close to +1 between two variables means:',
    ],
    [
      ['لا توجد علاقة بينهما', 'There is no relationship between them'],
      ['توجد علاقة عكسية قوية', 'There is a strong negative relationship'],
      ['أن أحدهما يسبب الآخر بالضرورة', 'One of them necessarily causes the other'],
      ['توجد علاقة طردية قوية', 'There is a strong positive relationship'],
    ],
    4,
  ),
];

const graphicDesign: QuestionTemplate[] = [
  q(
    ['أي نظام ألوان يُستخدم عادة في الطباعة؟', 'Which color model is normally used for print?'],
    [
      ['نظام RGB', 'RGB'],
      ['نظام CMYK', 'CMYK'],
      ['نظام HEX', 'HEX'],
      ['نظام HSL', 'HSL'],
    ],
    2,
  ),
  q(
    [
      'ما الفرق الأساسي بين الرسوم المتجهة (Vector) والرسوم النقطية (Raster)؟',
      'What is the key difference between vector and raster graphics?',
    ],
    [
      ['الرسوم المتجهة يمكن تكبيرها دون فقدان الجودة', 'Vector graphics can be enlarged without losing quality'],
      ['الرسوم النقطية أصغر حجمًا دائمًا', 'Raster graphics are always smaller'],
      ['الرسوم المتجهة لا تدعم الألوان', 'Vector graphics cannot have color'],
      ['لا يوجد فرق بينهما', 'There is no difference'],
    ],
    1,
  ),
  q(
    ['ما دور المساحة البيضاء (الفراغ) في التصميم؟', 'What does white space do in a design?'],
    [
      ['تُهدر مساحة يمكن استغلالها', 'It wastes usable space'],
      ['تجعل التصميم باهتًا', 'It makes the design dull'],
      ['تريح العين وتُبرز العناصر المهمة', 'It rests the eye and makes the key elements stand out'],
      ['لا أهمية لها إلا في الطباعة', 'It only matters in print'],
    ],
    3,
  ),
  q(
    ['ما المقصود بالتسلسل البصري (Visual Hierarchy)؟', 'What is visual hierarchy?'],
    [
      ['ترتيب الطبقات في البرنامج', 'The order of the layers in the software'],
      ['عدد الألوان في التصميم', 'The number of colors in a design'],
      ['حجم الملف النهائي', 'The size of the final file'],
      ['ترتيب العناصر بحيث يرى المشاهد الأهم أولًا', 'Arranging elements so the viewer sees the most important first'],
    ],
    4,
  ),
  q(
    ['أي لونين متكاملان على عجلة الألوان؟', 'Which two colors are complementary on the color wheel?'],
    [
      ['الأزرق والبرتقالي', 'Blue and orange'],
      ['الأحمر والوردي', 'Red and pink'],
      ['الأخضر والأخضر الفاتح', 'Green and light green'],
      ['الأسود والرمادي', 'Black and gray'],
    ],
    1,
  ),
  q(
    ['ما المقصود بتقنية Kerning في الطباعة والتصميم؟', 'What is kerning?'],
    [
      ['تغيير لون الخط', 'Changing the font color'],
      ['ضبط المسافة بين حرفين متجاورين', 'Adjusting the space between two adjacent letters'],
      ['تغيير حجم الخط', 'Changing the font size'],
      ['ضبط المسافة بين الأسطر', 'Adjusting the space between lines'],
    ],
    2,
  ),
  q(
    [
      'ما أفضل صيغة لحفظ شعار يجب أن يظهر بوضوح في أي حجم؟',
      'Which format is best for a logo that must stay sharp at any size?',
    ],
    [
      ['صيغة JPG', 'JPG'],
      ['صيغة GIF', 'GIF'],
      ['صيغة SVG المتجهة', 'Vector SVG'],
      ['صيغة BMP', 'BMP'],
    ],
    3,
  ),
  q(
    ['كم خطًا يُستحسن استخدامه عادة في التصميم الواحد؟', 'How many typefaces is it usually best to use in one design?'],
    [
      ['خط أو خطان، وثلاثة على الأكثر', 'One or two, three at most'],
      ['خمسة خطوط على الأقل', 'At least five'],
      ['خط مختلف لكل سطر', 'A different one for every line'],
      ['لا يهم العدد', 'The number does not matter'],
    ],
    1,
  ),
];

const business: QuestionTemplate[] = [
  q(
    ['ما المقصود بالجمهور المستهدف؟', 'What is a target audience?'],
    [
      ['جميع مستخدمي الإنترنت', 'Every internet user'],
      ['المنافسون في السوق', 'The competitors in the market'],
      ['الفئة المحددة من العملاء التي يخاطبها المنتج', 'The specific group of customers a product is aimed at'],
      ['موظفو الشركة', "The company's employees"],
    ],
    3,
  ),
  q(
    ['ماذا يقيس معدل التحويل (Conversion Rate)؟', 'What does the conversion rate measure?'],
    [
      ['عدد متابعي الصفحة', 'The number of page followers'],
      [
        'نسبة الزوار الذين نفّذوا الإجراء المطلوب مثل الشراء',
        'The share of visitors who complete the desired action, such as buying',
      ],
      ['تكلفة الإعلان', 'The cost of an ad'],
      ['عدد المنتجات في المتجر', 'The number of products in the store'],
    ],
    2,
  ),
  q(
    ['ما الذي يغطيه تحليل SWOT؟', 'What does a SWOT analysis cover?'],
    [
      ['نقاط القوة والضعف والفرص والتهديدات', 'Strengths, weaknesses, opportunities and threats'],
      ['المبيعات والأرباح والضرائب', 'Sales, profits and taxes'],
      ['الموظفين والرواتب', 'Staff and salaries'],
      ['الإعلانات والعروض', 'Ads and offers'],
    ],
    1,
  ),
  q(
    ['ما مؤشر الأداء الرئيسي (KPI)؟', 'What is a key performance indicator (KPI)?'],
    [
      ['شعار الشركة', 'The company logo'],
      ['عقد مع العميل', 'A contract with a client'],
      ['برنامج للمحاسبة', 'Accounting software'],
      ['مقياس رقمي يبيّن مدى التقدم نحو هدف محدد', 'A number that shows progress toward a specific goal'],
    ],
    4,
  ),
  q(
    ['كيف يُحسب العائد على الاستثمار (ROI)؟', 'How is return on investment (ROI) calculated?'],
    [
      ['الإيرادات مقسومة على عدد العملاء', 'Revenue divided by the number of customers'],
      ['صافي الربح مقسومًا على تكلفة الاستثمار', 'Net profit divided by the cost of the investment'],
      ['التكاليف مضروبة في الأرباح', 'Costs multiplied by profits'],
      ['عدد المبيعات خلال شهر', 'The number of sales in a month'],
    ],
    2,
  ),
  q(
    ['ما المنتج الأولي القابل للتطبيق (MVP)؟', 'What is a minimum viable product (MVP)?'],
    [
      [
        'نسخة بسيطة من المنتج تكفي لاختبار الفكرة مع عملاء حقيقيين',
        'A simple version of the product, just enough to test the idea with real customers',
      ],
      ['المنتج الأعلى سعرًا', 'The most expensive product'],
      ['منتج أقوى المنافسين', "The strongest competitor's product"],
      ['النسخة النهائية الكاملة', 'The complete final version'],
    ],
    1,
  ),
  q(
    ['ما نسبة النقر إلى الظهور (CTR)؟', 'What is the click-through rate (CTR)?'],
    [
      ['عدد الإعلانات المنشورة', 'The number of ads published'],
      ['متوسط مدة الزيارة', 'The average length of a visit'],
      ['نسبة من نقروا على الرابط إلى عدد من شاهدوه', 'The share of people who clicked a link out of those who saw it'],
      ['تكلفة كل ألف ظهور', 'The cost per thousand impressions'],
    ],
    3,
  ),
  q(
    ['ما الخطوة الأولى في إدارة أي مشروع؟', 'What is the first step in managing any project?'],
    [
      ['توظيف فريق كبير', 'Hiring a big team'],
      ['تحديد الأهداف ونطاق العمل بوضوح', 'Clearly defining the goals and the scope'],
      ['شراء الأدوات', 'Buying tools'],
      ['البدء بالتنفيذ فورًا', 'Starting the work right away'],
    ],
    2,
  ),
];

const english: QuestionTemplate[] = [
  q(
    ['ما زمن الفعل في الجملة "I have finished my homework"؟', 'Which tense is used in "I have finished my homework"?'],
    [
      ['المضارع البسيط', 'Present simple'],
      ['المضارع التام', 'Present perfect'],
      ['الماضي البسيط', 'Past simple'],
      ['المستقبل البسيط', 'Future simple'],
    ],
    2,
  ),
  q(
    ['ما معنى كلمة "reliable"؟', 'What does "reliable" mean?'],
    [
      ['يمكن الاعتماد عليه', 'Dependable'],
      ['سريع الغضب', 'Quick-tempered'],
      ['كثير الكلام', 'Talkative'],
      ['غير منظّم', 'Disorganized'],
    ],
    1,
  ),
  q(
    ['ما أداة التنكير المناسبة قبل كلمة "hour"؟', 'Which article goes before "hour"?'],
    [
      ['الأداة a لأن الكلمة تبدأ بحرف ساكن', '"a", because the word starts with a consonant'],
      ['لا تحتاج الكلمة إلى أداة', 'No article is needed'],
      ['الأداة an لأن حرف h لا يُنطق', '"an", because the h is silent'],
      ['الأداة the دائمًا', 'Always "the"'],
    ],
    3,
  ),
  q(
    ['ما العبارة الأنسب لبدء بريد إلكتروني رسمي؟', 'Which is the most suitable opening for a formal email?'],
    [
      ['عبارة "Hey guys"', '"Hey guys"'],
      ['عبارة "What\'s up"', '"What\'s up"'],
      ['عبارة "Yo"', '"Yo"'],
      ['عبارة "Dear Mr. Ahmed"', '"Dear Mr. Ahmed"'],
    ],
    4,
  ),
  q(
    ['ما الفعل الصحيح في الجملة "She ___ to work every day"؟', 'Which verb completes "She ___ to work every day"?'],
    [
      ['الفعل go', 'go'],
      ['الفعل goes', 'goes'],
      ['الفعل going', 'going'],
      ['الفعل gone', 'gone'],
    ],
    2,
  ),
  q(
    ['ما أفضل طريقة لتثبيت المفردات الجديدة في الذاكرة؟', 'What is the best way to make new vocabulary stick?'],
    [
      ['مراجعتها على فترات متباعدة واستخدامها في جمل', 'Reviewing it at spaced intervals and using it in sentences'],
      ['حفظ قائمة طويلة مرة واحدة', 'Memorizing a long list in one go'],
      ['ترجمتها دون نطقها', 'Translating it without saying it out loud'],
      ['تجنّب استخدامها حتى إتقانها', 'Avoiding it until you have mastered it'],
    ],
    1,
  ),
  q(
    ['ما عكس كلمة "expensive"؟', 'What is the opposite of "expensive"?'],
    [
      ['كبير', 'Big'],
      ['جديد', 'New'],
      ['رخيص', 'Cheap'],
      ['سريع', 'Fast'],
    ],
    3,
  ),
  q(
    ['ما صيغة الماضي من الفعل "buy"؟', 'What is the past tense of "buy"?'],
    [
      ['الصيغة buyed', 'buyed'],
      ['الصيغة brought', 'brought'],
      ['الصيغة buys', 'buys'],
      ['الصيغة bought', 'bought'],
    ],
    4,
  ),
];

const personalDevelopment: QuestionTemplate[] = [
  q(
    ['على أي أساس تصنّف مصفوفة أيزنهاور المهام؟', 'How does the Eisenhower matrix sort tasks?'],
    [
      ['حسب الأهمية والإلحاح', 'By importance and urgency'],
      ['حسب الطول والصعوبة', 'By length and difficulty'],
      ['حسب الترتيب الأبجدي', 'Alphabetically'],
      ['حسب تاريخ الإضافة', 'By the date they were added'],
    ],
    1,
  ),
  q(
    ['ماذا يعني الحرف M في الأهداف الذكية (SMART)؟', 'What does the M in SMART goals stand for?'],
    [
      ['محفّز (Motivating)', 'Motivating'],
      ['قابل للقياس (Measurable)', 'Measurable'],
      ['ضخم (Massive)', 'Massive'],
      ['شهري (Monthly)', 'Monthly'],
    ],
    2,
  ),
  q(
    ['ما الفكرة الأساسية لتقنية بومودورو؟', 'What is the idea behind the Pomodoro technique?'],
    [
      ['العمل دون توقف حتى إنهاء المهمة', 'Working nonstop until the task is done'],
      ['إنجاز عدة مهام في الوقت نفسه', 'Doing several tasks at once'],
      ['العمل في فترات قصيرة مركّزة تتخللها استراحات', 'Working in short, focused sessions separated by breaks'],
      ['تأجيل المهام الصعبة إلى نهاية الأسبوع', 'Leaving hard tasks to the end of the week'],
    ],
    3,
  ),
  q(
    ['ما المقصود بالإصغاء الفعّال؟', 'What is active listening?'],
    [
      ['انتظار دورك في الكلام', 'Waiting for your turn to talk'],
      ['مقاطعة المتحدث لتصحيح أخطائه', 'Interrupting the speaker to correct them'],
      ['الاستماع مع القيام بعمل آخر', 'Listening while doing something else'],
      [
        'التركيز الكامل مع المتحدث وفهم رسالته ثم إعادة صياغتها',
        'Giving the speaker your full attention, understanding the message and reflecting it back',
      ],
    ],
    4,
  ),
  q(
    ['أي مكوّن يُعد أساس الذكاء العاطفي؟', 'Which component is the foundation of emotional intelligence?'],
    [
      ['الوعي بالذات', 'Self-awareness'],
      ['الثراء المادي', 'Wealth'],
      ['البراعة في الرياضيات', 'Being good at math'],
      ['الشهرة', 'Fame'],
    ],
    1,
  ),
  q(
    ['ما المقصود بالانحياز التأكيدي؟', 'What is confirmation bias?'],
    [
      ['الاعتماد على الأرقام وحدها', 'Relying on numbers alone'],
      [
        'البحث عن المعلومات التي تؤيد رأينا المسبق وتجاهل ما يخالفه',
        'Looking for information that supports what we already believe and ignoring the rest',
      ],
      ['تغيير الرأي باستمرار', 'Constantly changing your mind'],
      ['تأكيد المواعيد مسبقًا', 'Confirming appointments in advance'],
    ],
    2,
  ),
  q(
    ['ما أفضل طريقة للتعامل مع التوتر قبل تقديم عرض؟', 'What is the best way to handle nerves before a presentation?'],
    [
      ['تجنّب التحضير حتى لا يزيد القلق', 'Skip preparing so you do not get more anxious'],
      ['حفظ العرض كلمةً كلمة', 'Memorize the talk word for word'],
      ['التدرّب المسبق والتنفس بعمق', 'Rehearse beforehand and breathe deeply'],
      ['إلغاء العرض', 'Cancel the presentation'],
    ],
    3,
  ),
  q(
    ['ما الخطوة الأولى في حل أي مشكلة بطريقة منهجية؟', 'What is the first step in solving any problem systematically?'],
    [
      ['اختيار الحل الأسرع', 'Picking the quickest fix'],
      ['لوم الآخرين', 'Blaming others'],
      ['تجربة جميع الحلول عشوائيًا', 'Trying every solution at random'],
      ['تحديد المشكلة وفهم أسبابها بدقة', 'Defining the problem and understanding its causes precisely'],
    ],
    4,
  ),
];

const photography: QuestionTemplate[] = [
  q(
    [
      'ماذا يحدث عند اختيار رقم أصغر لفتحة العدسة (مثل f/1.8)؟',
      'What happens when you choose a smaller f-number (such as f/1.8)?',
    ],
    [
      ['يدخل ضوء أقل ويزداد عمق الميدان', 'Less light comes in and the depth of field grows'],
      [
        'يدخل ضوء أكثر ويقل عمق الميدان فتصبح الخلفية ضبابية',
        'More light comes in and the depth of field shrinks, blurring the background',
      ],
      ['لا يتغير شيء', 'Nothing changes'],
      ['تتحول الصورة إلى الأبيض والأسود', 'The photo turns black and white'],
    ],
    2,
  ),
  q(
    ['ما الأثر الجانبي لرفع قيمة ISO كثيرًا؟', 'What is the side effect of pushing the ISO very high?'],
    [
      ['ظهور التشويش (النويز) في الصورة', 'Noise appears in the image'],
      ['تحوّل ألوان الصورة إلى الأزرق', 'The colors turn blue'],
      ['بطء التركيز التلقائي', 'Autofocus slows down'],
      ['صغر حجم الملف', 'The file gets smaller'],
    ],
    1,
  ),
  q(
    ['أي سرعة غالق تناسب تجميد حركة عدّاء؟', 'Which shutter speed freezes a running athlete?'],
    [
      ['ثانية كاملة', 'One full second'],
      ['نصف ثانية', 'Half a second'],
      ['جزء من ألف من الثانية (1/1000)', 'One thousandth of a second (1/1000)'],
      ['ثلاثون ثانية', 'Thirty seconds'],
    ],
    3,
  ),
  q(
    ['ما قاعدة الأثلاث؟', 'What is the rule of thirds?'],
    [
      ['التقاط ثلاث صور لكل مشهد', 'Taking three shots of every scene'],
      ['استخدام ثلاثة مصادر إضاءة', 'Using three light sources'],
      ['تقسيم الصورة إلى ثلاثة ألوان', 'Splitting the photo into three colors'],
      [
        'وضع العناصر المهمة على خطوط أو تقاطعات شبكة تقسم الإطار إلى تسعة أجزاء',
        'Placing key elements on the lines or intersections of a grid that splits the frame into nine parts',
      ],
    ],
    4,
  ),
  q(
    ['لماذا يفضّل المصورون "الساعة الذهبية"؟', 'Why do photographers love the "golden hour"?'],
    [
      ['لأن الضوء فيها يكون في أقوى حالاته', 'Because the light is at its strongest'],
      ['لأن الضوء فيها دافئ وناعم والظلال طويلة', 'Because the light is warm and soft and the shadows are long'],
      ['لأن الكاميرات تعمل فيها أسرع', 'Because cameras work faster then'],
      ['لأنها وقت الظهيرة', 'Because it is midday'],
    ],
    2,
  ),
  q(
    ['ما وظيفة توازن اللون الأبيض (White Balance)؟', 'What does white balance do?'],
    [
      ['تفتيح الصورة', 'It brightens the photo'],
      ['زيادة الحدّة', 'It increases sharpness'],
      [
        'ضبط الألوان لتبدو الأشياء البيضاء بيضاء تحت أي إضاءة',
        'It adjusts the colors so white objects look white under any light',
      ],
      ['تغيير مقاس الصورة', 'It resizes the photo'],
    ],
    3,
  ),
  q(
    ['ما ميزة التصوير بصيغة RAW؟', 'What is the advantage of shooting in RAW?'],
    [
      [
        'تحتفظ بمعلومات أكثر تمنحك مرونة كبيرة عند التعديل',
        'It keeps more data, giving you much more room when editing',
      ],
      ['الملفات أصغر حجمًا', 'The files are smaller'],
      ['الصور لا تحتاج إلى أي تعديل', 'The photos never need editing'],
      ['تُعرض على كل المواقع مباشرة', 'It displays on every website as is'],
    ],
    1,
  ),
  q(
    [
      'ما أنسب مصدر ضوء طبيعي لتصوير منتج في المنزل؟',
      'What is the best natural light source for shooting a product at home?',
    ],
    [
      ['الشمس المباشرة وقت الظهيرة', 'Direct midday sun'],
      ['مصباح السقف', 'The ceiling lamp'],
      ['فلاش الهاتف المباشر', "The phone's direct flash"],
      ['نافذة كبيرة عليها ستارة خفيفة تنشر الضوء', 'A large window with a sheer curtain to diffuse the light'],
    ],
    4,
  ),
];

/** Quiz pools per category; a course can bring its own pool when the category's does not fit it. */
export const categoryQuestions: Record<number, QuestionTemplate[]> = {
  1: programming,
  2: webDesign,
  3: dataScience,
  4: graphicDesign,
  5: business,
  6: english,
  7: personalDevelopment,
  8: photography,
};

export const gitQuestions: QuestionTemplate[] = [
  q(
    [
      'أي أمر يحفظ لقطة من التغييرات المُجهّزة في سجل المستودع؟',
      "Which command records a snapshot of the staged changes in the repository's history?",
    ],
    [
      ['الأمر git push', 'git push'],
      ['الأمر git commit', 'git commit'],
      ['الأمر git clone', 'git clone'],
      ['الأمر git status', 'git status'],
    ],
    2,
  ),
  q(
    ['أي أمر يُستخدم لتجهيز الملفات قبل حفظها في السجل؟', 'Which command stages files before a commit?'],
    [
      ['الأمر git add', 'git add'],
      ['الأمر git log', 'git log'],
      ['الأمر git init', 'git init'],
      ['الأمر git merge', 'git merge'],
    ],
    1,
  ),
  q(
    ['ما فائدة إنشاء فرع (Branch) جديد؟', 'Why create a new branch?'],
    [
      ['حذف المستودع', 'To delete the repository'],
      ['العمل على ميزة جديدة دون التأثير في الفرع الرئيسي', 'To work on a feature without affecting the main branch'],
      ['تسريع رفع الملفات', 'To upload files faster'],
      ['تغيير اسم المستخدم', 'To change your username'],
    ],
    2,
  ),
  q(
    ['ما طلب الدمج (Pull Request) على GitHub؟', 'What is a pull request on GitHub?'],
    [
      ['نسخة احتياطية من المستودع', 'A backup of the repository'],
      ['طريقة لحذف الفروع القديمة', 'A way to delete old branches'],
      ['إعداد من إعدادات الأمان', 'A security setting'],
      ['طلب لمراجعة التغييرات ودمجها في فرع آخر', 'A request to review changes and merge them into another branch'],
    ],
    4,
  ),
  q(
    ['متى يحدث تعارض الدمج (Merge Conflict)؟', 'When does a merge conflict happen?'],
    [
      ['عند تعديل السطر نفسه في فرعين مختلفين', 'When the same line is changed on two different branches'],
      ['عند إنشاء مستودع جديد', 'When you create a new repository'],
      ['عند رفع ملف كبير', 'When you upload a large file'],
      ['عند نسيان كلمة المرور', 'When you forget your password'],
    ],
    1,
  ),
  q(
    ['أي أمر ينسخ مستودعًا بعيدًا إلى جهازك؟', 'Which command copies a remote repository to your computer?'],
    [
      ['الأمر git fetch', 'git fetch'],
      ['الأمر git add', 'git add'],
      ['الأمر git clone', 'git clone'],
      ['الأمر git reset', 'git reset'],
    ],
    3,
  ),
];

export const frenchQuestions: QuestionTemplate[] = [
  q(
    ['كيف تقول "شكرًا" بالفرنسية؟', 'How do you say "thank you" in French?'],
    [
      ['كلمة Bonjour', 'Bonjour'],
      ['كلمة Merci', 'Merci'],
      ['كلمة Pardon', 'Pardon'],
      ['كلمة Salut', 'Salut'],
    ],
    2,
  ),
  q(
    [
      'ما أداة التعريف المناسبة لكلمة "maison" (منزل)، وهي مؤنثة؟',
      'Which definite article goes with the feminine noun "maison" (house)?',
    ],
    [
      ['الأداة la', 'la'],
      ['الأداة le', 'le'],
      ['الأداة les', 'les'],
      ['الأداة un', 'un'],
    ],
    1,
  ),
  q(
    ['ما تصريف الفعل "être" مع الضمير "je"؟', 'How is "être" conjugated with "je"?'],
    [
      ['الصيغة es', 'es'],
      ['الصيغة est', 'est'],
      ['الصيغة suis', 'suis'],
      ['الصيغة sommes', 'sommes'],
    ],
    3,
  ),
  q(
    ['ماذا تعني عبارة "Comment ça va ?"', 'What does "Comment ça va ?" mean?'],
    [
      ['ما اسمك؟', 'What is your name?'],
      ['أين تسكن؟', 'Where do you live?'],
      ['كم الساعة؟', 'What time is it?'],
      ['كيف حالك؟', 'How are you?'],
    ],
    4,
  ),
  q(
    ['ما العدد الذي تعنيه كلمة "trois"؟', 'Which number is "trois"?'],
    [
      ['اثنان', 'Two'],
      ['ثلاثة', 'Three'],
      ['أربعة', 'Four'],
      ['عشرة', 'Ten'],
    ],
    2,
  ),
];

export const personalFinanceQuestions: QuestionTemplate[] = [
  q(
    ['ما قاعدة 50/30/20 في إعداد الميزانية؟', 'What is the 50/30/20 budgeting rule?'],
    [
      ['50٪ للاحتياجات و30٪ للرغبات و20٪ للادخار', '50% for needs, 30% for wants and 20% for savings'],
      ['50٪ للادخار و30٪ للسكن و20٪ للطعام', '50% for savings, 30% for housing and 20% for food'],
      ['إنفاق 50 جنيهًا يوميًا', 'Spending 50 pounds a day'],
      ['ادخار 20٪ من الراتب بعد خمس سنوات', 'Saving 20% of your salary after five years'],
    ],
    1,
  ),
  q(
    ['ما صندوق الطوارئ؟', 'What is an emergency fund?'],
    [
      ['قرض من البنك', 'A bank loan'],
      [
        'مبلغ مُدّخر يغطي نفقات عدة أشهر عند حدوث ظرف طارئ',
        'Savings that cover several months of expenses if something unexpected happens',
      ],
      ['حساب للاستثمار في الأسهم', 'A stock investment account'],
      ['بطاقة ائتمان إضافية', 'An extra credit card'],
    ],
    2,
  ),
  q(
    ['ما المقصود بالفائدة المركّبة؟', 'What is compound interest?'],
    [
      ['فائدة تُحسب على المبلغ الأصلي فقط', 'Interest on the original amount only'],
      ['رسوم يفرضها البنك على السحب', 'A fee the bank charges for withdrawals'],
      [
        'فائدة تُحسب على المبلغ الأصلي والفوائد المتراكمة معًا',
        'Interest on both the original amount and the interest already earned',
      ],
      ['خصم على المشتريات', 'A discount on purchases'],
    ],
    3,
  ),
  q(
    ['ما أول خطوة لضبط مصروفاتك الشهرية؟', 'What is the first step to getting your monthly spending under control?'],
    [
      ['اقتراض المزيد', 'Borrowing more'],
      ['إلغاء جميع الاشتراكات فورًا', 'Cancelling every subscription at once'],
      ['شراء الأغلى لأنه يدوم أطول', 'Buying the most expensive option because it lasts longer'],
      ['تسجيل كل ما تنفقه لمعرفة أين يذهب مالك', 'Tracking everything you spend to see where your money goes'],
    ],
    4,
  ),
  q(
    ['لماذا يُنصح بتنويع الاستثمارات؟', 'Why is it wise to diversify your investments?'],
    [
      ['لتقليل المخاطر إذا تراجع أحد الاستثمارات', 'To reduce the risk if one investment falls'],
      ['لأنه يضاعف الأرباح بالضرورة', 'Because it always doubles the profits'],
      ['لتجنب دفع الضرائب', 'To avoid paying taxes'],
      ['لأن البنوك تشترط ذلك', 'Because banks require it'],
    ],
    1,
  ),
];
