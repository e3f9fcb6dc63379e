import type { Access, SeedCourse, SeedExam, SeedPdf, SeedSection, SeedVideo, Text } from '../types.ts';
import {
  categoryQuestions,
  frenchQuestions,
  gitQuestions,
  personalFinanceQuestions,
  type QuestionTemplate,
} from './questions.ts';
import { at, between, escapeHtml, formatDuration, parseDuration, rng, t } from './util.ts';

type Pair = readonly [ar: string, en: string];

/** What is written by hand for each course; sections, lessons and quizzes are generated from `topics`. */
interface CourseDef {
  id: number;
  slug: string;
  categoryId: number;
  instructorId: number;
  title: Pair;
  /** First paragraph of the description. */
  about: Pair;
  /** Last paragraph of the description: who the course is for. */
  audience: Pair;
  /** null: free course; otherwise [price before discount, final price] in EGP. */
  price: readonly [number, number] | null;
  /** Which demo clip plays as the intro video, if any. */
  intro: 1 | 2 | 3 | null;
  taughtIn: 'ar' | 'en';
  students: number;
  /** YYYY-MM-DD */
  created: string;
  /** One section per topic (3 to 8). */
  topics: readonly Pair[];
  /** Quiz pool when the category's pool does not fit the course. */
  quiz?: QuestionTemplate[];
}

const defs: CourseDef[] = [
  // ── Programming ──────────────────────────────────────────────────────────
  {
    id: 1,
    slug: 'python-for-beginners',
    categoryId: 1,
    instructorId: 1,
    title: ['أساسيات البرمجة بلغة بايثون', 'Python Programming Fundamentals'],
    about: [
      'دورة مجانية تأخذ بيدك في خطواتك الأولى مع البرمجة باستخدام بايثون، إحدى أسهل اللغات تعلمًا وأكثرها طلبًا في سوق العمل.',
      'A free course that walks you through your first steps in programming with Python, one of the easiest languages to learn and one of the most in demand.',
    ],
    audience: [
      'مناسبة لمن لم يكتب سطرًا برمجيًا من قبل، فكل ما تحتاج إليه جهاز كمبيوتر ورغبة في التعلم.',
      'Made for people who have never written a line of code: all you need is a computer and the will to learn.',
    ],
    price: null,
    intro: 1,
    taughtIn: 'ar',
    students: 4620,
    created: '2024-01-18',
    topics: [
      ['تثبيت بايثون وتجهيز بيئة العمل', 'Installing Python and setting up your environment'],
      ['المتغيرات وأنواع البيانات', 'Variables and data types'],
      ['الشروط واتخاذ القرارات', 'Conditions and decisions'],
      ['الحلقات التكرارية', 'Loops'],
      ['الدوال', 'Functions'],
      ['القوائم والقواميس', 'Lists and dictionaries'],
      ['مشروع ختامي: آلة حاسبة بسيطة', 'Final project: a simple calculator'],
    ],
  },
  {
    id: 2,
    slug: 'javascript-essentials',
    categoryId: 1,
    instructorId: 2,
    title: [
      'جافاسكربت من الأساسيات إلى البرمجة غير المتزامنة',
      'JavaScript from the Basics to Asynchronous Programming',
    ],
    about: [
      'تعلّم جافاسكربت، اللغة التي تعمل خلف كل موقع تفاعلي، بدءًا من أساسياتها وحتى التعامل مع الوعود وجلب البيانات من الخوادم.',
      'Learn JavaScript, the language behind every interactive website, from the fundamentals all the way to promises and fetching data from servers.',
    ],
    audience: [
      'مناسبة لمن يعرف أساسيات HTML ويريد أن يضيف التفاعل إلى صفحاته.',
      'Ideal if you know basic HTML and want to make your pages interactive.',
    ],
    price: [750, 499],
    intro: 2,
    taughtIn: 'ar',
    students: 1840,
    created: '2024-03-05',
    topics: [
      ['أساسيات اللغة والمتغيرات', 'Language basics and variables'],
      ['الدوال والنطاق', 'Functions and scope'],
      ['المصفوفات والكائنات', 'Arrays and objects'],
      ['التعامل مع شجرة DOM', 'Working with the DOM'],
      ['الأحداث وتفاعل المستخدم', 'Events and user interaction'],
      ['الوعود وasync/await', 'Promises and async/await'],
      ['جلب البيانات باستخدام fetch', 'Fetching data with fetch'],
    ],
  },
  {
    id: 3,
    slug: 'react-from-zero',
    categoryId: 1,
    instructorId: 1,
    title: ['رياكت من الصفر', 'React from Zero'],
    about: [
      'ابنِ واجهات حديثة وسريعة باستخدام مكتبة رياكت، وتعلّم التفكير بالمكوّنات وإدارة الحالة وبناء تطبيق كامل خطوة بخطوة.',
      'Build fast, modern interfaces with React: learn to think in components, manage state and build a complete app step by step.',
    ],
    audience: [
      'تتطلب معرفة جيدة بجافاسكربت، وتناسب من يطمح إلى العمل مطوّرًا للواجهات الأمامية.',
      'Requires solid JavaScript and suits anyone aiming for a front-end developer role.',
    ],
    price: [1200, 1200],
    intro: 3,
    taughtIn: 'ar',
    students: 960,
    created: '2024-06-12',
    topics: [
      ['لماذا رياكت؟', 'Why React?'],
      ['لغة JSX والمكوّنات', 'JSX and components'],
      ['الخصائص والحالة', 'Props and state'],
      ['الخطافات useState وuseEffect', 'The useState and useEffect hooks'],
      ['النماذج والتحقق من المدخلات', 'Forms and input validation'],
      ['التنقل بين الصفحات', 'Routing between pages'],
      ['جلب البيانات وعرضها', 'Fetching and displaying data'],
      ['مشروع ختامي: تطبيق لإدارة المهام', 'Final project: a task manager app'],
    ],
  },
  {
    id: 4,
    slug: 'git-and-github',
    categoryId: 1,
    instructorId: 2,
    title: ['التحكم في الإصدارات باستخدام Git وGitHub', 'Version Control with Git and GitHub'],
    about: [
      'تعرّف على Git، الأداة التي يعتمد عليها كل فريق برمجي لتتبع التغييرات، وتعلّم كيف تتعاون مع الآخرين على GitHub.',
      'Get to know Git, the tool every development team relies on to track changes, and learn how to collaborate with others on GitHub.',
    ],
    audience: [
      'لكل مبرمج، مبتدئًا كان أو محترفًا، يريد أن يعمل بثقة ضمن فريق.',
      'For every developer, beginner or seasoned, who wants to work confidently in a team.',
    ],
    price: null,
    intro: null,
    taughtIn: 'ar',
    students: 3150,
    created: '2024-02-20',
    topics: [
      ['ما التحكم في الإصدارات؟', 'What is version control?'],
      ['أوامر Git الأساسية', 'Essential Git commands'],
      ['الفروع والدمج', 'Branches and merging'],
      ['العمل مع GitHub وطلبات الدمج', 'Working with GitHub and pull requests'],
    ],
    quiz: gitQuestions,
  },
  {
    id: 5,
    slug: 'data-structures-algorithms',
    categoryId: 1,
    instructorId: 2,
    title: ['هياكل البيانات والخوارزميات للمقابلات التقنية', 'Data Structures and Algorithms for Technical Interviews'],
    about: [
      'استعد لمقابلات العمل في الشركات التقنية بفهم عميق لهياكل البيانات الأساسية وطرق تحليل كفاءة الخوارزميات.',
      'Get ready for tech interviews with a deep understanding of core data structures and how to analyze the efficiency of algorithms.',
    ],
    audience: [
      'تُقدَّم الدورة باللغة الإنجليزية، وتناسب من يجيد لغة برمجة واحدة على الأقل.',
      'Taught in English; suited to anyone comfortable with at least one programming language.',
    ],
    price: [1200, 750],
    intro: 1,
    taughtIn: 'en',
    students: 410,
    created: '2025-01-15',
    topics: [
      ['تحليل التعقيد الزمني', 'Analyzing time complexity'],
      ['المصفوفات والسلاسل النصية', 'Arrays and strings'],
      ['القوائم المترابطة', 'Linked lists'],
      ['المكدّس والطابور', 'Stacks and queues'],
      ['الأشجار وأشجار البحث الثنائية', 'Trees and binary search trees'],
      ['الرسوم البيانية وخوارزميات البحث فيها', 'Graphs and graph search'],
      ['البرمجة الديناميكية', 'Dynamic programming'],
    ],
  },

  // ── Web design ───────────────────────────────────────────────────────────
  {
    id: 6,
    slug: 'html-css-basics',
    categoryId: 2,
    instructorId: 3,
    title: ['أساسيات HTML وCSS لبناء أول موقع لك', 'HTML and CSS Basics: Build Your First Website'],
    about: [
      'ابدأ رحلتك في تصميم المواقع بتعلّم لغتَي HTML وCSS، ثم أنشئ صفحتك الشخصية الأولى وانشرها على الإنترنت.',
      'Start your web design journey with HTML and CSS, then build your first personal page and publish it online.',
    ],
    audience: [
      'دورة مجانية للمبتدئين تمامًا، ولا تتطلب أي خبرة سابقة.',
      'A free course for complete beginners; no prior experience needed.',
    ],
    price: null,
    intro: 2,
    taughtIn: 'ar',
    students: 4210,
    created: '2024-01-08',
    topics: [
      ['هيكل صفحة HTML', 'Structure of an HTML page'],
      ['النصوص والروابط والصور', 'Text, links and images'],
      ['أساسيات CSS والمحددات', 'CSS basics and selectors'],
      ['نموذج الصندوق', 'The box model'],
      ['نشر موقعك على الإنترنت', 'Publishing your site online'],
    ],
  },
  {
    id: 7,
    slug: 'responsive-web-design',
    categoryId: 2,
    instructorId: 3,
    title: ['التصميم المتجاوب لجميع الشاشات', 'Responsive Web Design for Every Screen'],
    about: [
      'اجعل مواقعك تبدو رائعة على الهاتف والجهاز اللوحي والشاشات الكبيرة باستخدام تقنيات CSS الحديثة مثل Flexbox وGrid.',
      'Make your sites look great on phones, tablets and large screens with modern CSS techniques such as Flexbox and Grid.',
    ],
    audience: [
      'لمن يعرف أساسيات HTML وCSS ويريد الارتقاء بمستواه.',
      'For anyone who knows basic HTML and CSS and wants to level up.',
    ],
    price: [499, 349],
    intro: null,
    taughtIn: 'ar',
    students: 1320,
    created: '2024-04-22',
    topics: [
      ['مبدأ التصميم للهاتف أولًا', 'Mobile-first thinking'],
      ['التخطيط باستخدام Flexbox', 'Layouts with Flexbox'],
      ['شبكة CSS Grid', 'CSS Grid'],
      ['استعلامات الوسائط', 'Media queries'],
      ['الصور والخطوط المرنة', 'Fluid images and typography'],
      ['اختبار التصميم على الأجهزة المختلفة', 'Testing on different devices'],
    ],
  },
  {
    id: 8,
    slug: 'ui-ux-fundamentals',
    categoryId: 2,
    instructorId: 4,
    title: ['مبادئ تصميم الواجهات وتجربة المستخدم', 'UI and UX Design Principles'],
    about: [
      'افهم كيف يفكر المستخدم، وصمّم واجهات واضحة وسهلة الاستخدام تعتمد على البحث لا على التخمين.',
      'Understand how users think and design clear, easy-to-use interfaces based on research, not guesswork.',
    ],
    audience: [
      'مناسبة للمصممين والمطورين وأصحاب المنتجات الرقمية.',
      'Suited to designers, developers and digital product owners.',
    ],
    price: [750, 750],
    intro: 3,
    taughtIn: 'ar',
    students: 2250,
    created: '2024-09-03',
    topics: [
      ['الفرق بين UI وUX', 'UI versus UX'],
      ['أبحاث المستخدم والمقابلات', 'User research and interviews'],
      ['الشخصيات ورحلة المستخدم', 'Personas and user journeys'],
      ['المخططات الأولية (Wireframes)', 'Wireframes'],
      ['الألوان والخطوط في الواجهات', 'Color and type in interfaces'],
      ['اختبار قابلية الاستخدام', 'Usability testing'],
    ],
  },
  {
    id: 9,
    slug: 'figma-web-prototyping',
    categoryId: 2,
    instructorId: 4,
    title: ['تصميم النماذج التفاعلية باستخدام فيجما', 'Interactive Prototyping in Figma'],
    about: [
      'تعلّم أدوات فيجما من الإطارات والمكوّنات إلى التخطيط التلقائي، وحوّل تصميمك إلى نموذج تفاعلي قابل للتجربة.',
      'Master Figma, from frames and components to auto layout, and turn your design into a clickable prototype.',
    ],
    audience: [
      'للمصممين المبتدئين ومن ينتقل إلى فيجما من برامج أخرى.',
      'For new designers and anyone moving to Figma from other tools.',
    ],
    price: [349, 349],
    intro: null,
    taughtIn: 'ar',
    students: 870,
    created: '2025-02-10',
    topics: [
      ['التعرّف على واجهة فيجما', 'Getting around Figma'],
      ['الإطارات والتخطيط التلقائي', 'Frames and auto layout'],
      ['المكوّنات والأنماط', 'Components and styles'],
      ['النماذج التفاعلية والانتقالات', 'Prototypes and transitions'],
    ],
  },
  {
    id: 10,
    slug: 'wordpress-site-building',
    categoryId: 2,
    instructorId: 3,
    title: ['إنشاء موقع احترافي باستخدام ووردبريس دون برمجة', 'Build a Professional WordPress Site Without Coding'],
    about: [
      'أنشئ موقعًا لشركتك أو مدونتك باستخدام ووردبريس، واختر القالب المناسب، وأضف الإضافات الضرورية دون كتابة سطر برمجي واحد.',
      'Create a site for your business or blog with WordPress: choose the right theme and add the essential plugins without writing a single line of code.',
    ],
    audience: [
      'لأصحاب المشاريع الصغيرة والمستقلين ومن يريد موقعًا سريعًا بتكلفة منخفضة.',
      'For small business owners, freelancers and anyone who wants a site quickly and cheaply.',
    ],
    price: [499, 499],
    intro: null,
    taughtIn: 'ar',
    students: 1610,
    created: '2024-11-19',
    topics: [
      ['حجز النطاق والاستضافة', 'Domain and hosting'],
      ['تثبيت ووردبريس وإعداده', 'Installing and setting up WordPress'],
      ['اختيار القالب وتخصيصه', 'Choosing and customizing a theme'],
      ['الإضافات الأساسية', 'Essential plugins'],
      ['تحسين السرعة والأمان', 'Speed and security'],
    ],
  },

  // ── Data science ─────────────────────────────────────────────────────────
  {
    id: 11,
    slug: 'intro-to-data-analysis',
    categoryId: 3,
    instructorId: 5,
    title: ['مدخل إلى تحليل البيانات', 'Introduction to Data Analysis'],
    about: [
      'تعرّف على عالم تحليل البيانات ودورة حياة أي مشروع تحليلي، من طرح السؤال الصحيح إلى عرض النتائج بشكل مقنع.',
      'Discover the world of data analysis and the life cycle of an analytics project, from asking the right question to presenting convincing results.',
    ],
    audience: [
      'نقطة انطلاق مجانية لكل من يفكر في العمل محللًا للبيانات.',
      'A free starting point for anyone considering a career as a data analyst.',
    ],
    price: null,
    intro: 2,
    taughtIn: 'ar',
    students: 3870,
    created: '2024-02-02',
    topics: [
      ['ما تحليل البيانات؟', 'What is data analysis?'],
      ['أنواع البيانات ومصادرها', 'Types and sources of data'],
      ['الإحصاء الوصفي', 'Descriptive statistics'],
      ['تنظيف البيانات', 'Cleaning data'],
      ['عرض النتائج بصريًا', 'Visualizing results'],
    ],
  },
  {
    id: 12,
    slug: 'excel-for-data-analysis',
    categoryId: 3,
    instructorId: 6,
    title: ['تحليل البيانات باستخدام إكسل والجداول المحورية', 'Data Analysis with Excel and Pivot Tables'],
    about: [
      'حوّل جداول إكسل المزدحمة إلى تقارير واضحة باستخدام الدوال والجداول المحورية والمخططات التفاعلية.',
      'Turn cluttered Excel sheets into clear reports using formulas, pivot tables and interactive charts.',
    ],
    audience: [
      'للموظفين والمحاسبين والطلاب الذين يتعاملون مع البيانات يوميًا.',
      'For employees, accountants and students who work with data every day.',
    ],
    price: [349, 199],
    intro: null,
    taughtIn: 'ar',
    students: 2940,
    created: '2024-05-14',
    topics: [
      ['تنظيم البيانات في الجداول', 'Organizing data in tables'],
      ['الدوال الأساسية والشرطية', 'Basic and conditional formulas'],
      ['البحث باستخدام XLOOKUP', 'Lookups with XLOOKUP'],
      ['الجداول المحورية', 'Pivot tables'],
      ['المخططات ولوحات المعلومات', 'Charts and dashboards'],
    ],
  },
  {
    id: 13,
    slug: 'pandas-data-analysis',
    categoryId: 3,
    instructorId: 5,
    title: ['تحليل البيانات باستخدام بايثون ومكتبة Pandas', 'Data Analysis with Python and Pandas'],
    about: [
      'استخدم مكتبة Pandas لقراءة البيانات وتنظيفها وتحليلها، ومكتبة Matplotlib لتحويل الأرقام إلى رسوم بيانية معبّرة.',
      'Use Pandas to load, clean and analyze data, and Matplotlib to turn numbers into meaningful charts.',
    ],
    audience: ['تتطلب معرفة بأساسيات لغة بايثون.', 'Requires basic Python.'],
    price: [750, 499],
    intro: 3,
    taughtIn: 'ar',
    students: 1180,
    created: '2024-10-07',
    topics: [
      ['إعداد بيئة Jupyter', 'Setting up Jupyter'],
      ['السلاسل وإطارات البيانات', 'Series and DataFrames'],
      ['قراءة الملفات وتنظيفها', 'Loading and cleaning files'],
      ['التجميع والتلخيص', 'Grouping and aggregation'],
      ['دمج الجداول', 'Merging tables'],
      ['الرسوم البيانية باستخدام Matplotlib', 'Charts with Matplotlib'],
      ['مشروع: تحليل مبيعات متجر إلكتروني', 'Project: analyzing online store sales'],
    ],
  },
  {
    id: 14,
    slug: 'machine-learning-basics',
    categoryId: 3,
    instructorId: 6,
    title: ['أساسيات تعلم الآلة بطريقة عملية', 'Practical Machine Learning Basics'],
    about: [
      'افهم كيف تتعلم الآلة من البيانات، وابنِ أول نماذجك للتنبؤ والتصنيف باستخدام مكتبة scikit-learn.',
      'Understand how machines learn from data and build your first prediction and classification models with scikit-learn.',
    ],
    audience: ['لمن لديه معرفة بأساسيات بايثون والإحصاء.', 'For learners with basic Python and statistics.'],
    price: [1200, 1200],
    intro: 1,
    taughtIn: 'ar',
    students: 760,
    created: '2025-03-18',
    topics: [
      ['ما تعلم الآلة؟', 'What is machine learning?'],
      ['تجهيز البيانات للنماذج', 'Preparing data for models'],
      ['الانحدار الخطي', 'Linear regression'],
      ['التصنيف وأشجار القرار', 'Classification and decision trees'],
      ['تقييم النماذج', 'Evaluating models'],
      ['تجنّب الإفراط في التخصيص', 'Avoiding overfitting'],
    ],
  },
  {
    id: 15,
    slug: 'sql-for-analysts',
    categoryId: 3,
    instructorId: 5,
    title: ['لغة SQL لمحللي البيانات', 'SQL for Data Analysts'],
    about: [
      'تعلّم كتابة استعلامات SQL لتستخرج الإجابات مباشرة من قواعد البيانات دون انتظار فريق التقنية.',
      'Learn to write SQL queries that pull answers straight from databases without waiting on the tech team.',
    ],
    audience: [
      'تُقدَّم الدورة باللغة الإنجليزية، ولا تتطلب خبرة برمجية سابقة.',
      'Taught in English; no prior programming experience required.',
    ],
    price: [499, 499],
    intro: null,
    taughtIn: 'en',
    students: 1430,
    created: '2025-05-26',
    topics: [
      ['الاستعلامات الأساسية باستخدام SELECT', 'Basic queries with SELECT'],
      ['التصفية والترتيب', 'Filtering and sorting'],
      ['دوال التجميع وGROUP BY', 'Aggregates and GROUP BY'],
      ['ربط الجداول باستخدام JOIN', 'Joining tables'],
      ['الاستعلامات الفرعية', 'Subqueries'],
    ],
  },

  // ── Graphic design ───────────────────────────────────────────────────────
  {
    id: 16,
    slug: 'graphic-design-principles',
    categoryId: 4,
    instructorId: 7,
    title: ['مبادئ التصميم الجرافيكي', 'Principles of Graphic Design'],
    about: [
      'تعرّف على الأسس التي يقوم عليها كل تصميم ناجح: التوازن والتباين والمحاذاة والتسلسل البصري ونظرية الألوان.',
      'Learn the foundations of every successful design: balance, contrast, alignment, visual hierarchy and color theory.',
    ],
    audience: [
      'دورة مجانية تمهّد الطريق لأي مسار في التصميم.',
      'A free course that prepares you for any path in design.',
    ],
    price: null,
    intro: 3,
    taughtIn: 'ar',
    students: 3320,
    created: '2024-03-27',
    topics: [
      ['عناصر التصميم', 'The elements of design'],
      ['التوازن والمحاذاة', 'Balance and alignment'],
      ['نظرية الألوان', 'Color theory'],
      ['أساسيات الخطوط', 'Typography basics'],
    ],
  },
  {
    id: 17,
    slug: 'photoshop-essentials',
    categoryId: 4,
    instructorId: 7,
    title: ['فوتوشوب للمبتدئين', 'Photoshop for Beginners'],
    about: [
      'تعلّم أدوات فوتوشوب الأساسية، من الطبقات والأقنعة إلى تعديل الصور وتصميم الإعلانات.',
      "Learn Photoshop's core tools, from layers and masks to photo retouching and ad design.",
    ],
    audience: [
      'لا تحتاج إلى خبرة سابقة، ويكفي أن يكون البرنامج مثبتًا على جهازك.',
      'No prior experience needed; you just need Photoshop installed.',
    ],
    price: [499, 349],
    intro: 1,
    taughtIn: 'ar',
    students: 2680,
    created: '2024-07-09',
    topics: [
      ['واجهة البرنامج وإعداد المستند', 'The interface and document setup'],
      ['الطبقات', 'Layers'],
      ['أدوات التحديد والأقنعة', 'Selections and masks'],
      ['تعديل الألوان والإضاءة', 'Color and light adjustments'],
      ['إزالة العيوب وتنقيح الصور', 'Retouching and cleanup'],
      ['تصميم إعلان كامل', 'Designing a complete ad'],
      ['التصدير للطباعة والويب', 'Exporting for print and web'],
    ],
  },
  {
    id: 18,
    slug: 'illustrator-logo-design',
    categoryId: 4,
    instructorId: 7,
    title: ['تصميم الشعارات باستخدام أدوبي إليستريتور', 'Logo Design with Adobe Illustrator'],
    about: [
      'صمّم شعارات احترافية يمكن تكبيرها دون فقدان الجودة، بدءًا من الفكرة والرسم اليدوي وحتى تسليم الملفات للعميل.',
      'Design professional logos that scale without losing quality, from the idea and hand sketches to delivering the files to your client.',
    ],
    audience: [
      'للمصممين الذين يريدون دخول مجال الهوية البصرية.',
      'For designers who want to move into brand identity work.',
    ],
    price: [750, 750],
    intro: null,
    taughtIn: 'ar',
    students: 1050,
    created: '2024-12-02',
    topics: [
      ['أدوات الرسم المتجه', 'Vector drawing tools'],
      ['أداة القلم والمسارات', 'The pen tool and paths'],
      ['من الفكرة إلى الرسم الأولي', 'From idea to first sketch'],
      ['بناء الشعار وضبط التفاصيل', 'Building and refining the logo'],
      ['تجهيز ملفات التسليم', 'Preparing the delivery files'],
    ],
  },
  {
    id: 19,
    slug: 'arabic-typography',
    categoryId: 4,
    instructorId: 7,
    title: ['الخط العربي والتايبوغرافي في التصميم الحديث', 'Arabic Typography in Modern Design'],
    about: [
      'اكتشف جماليات الحرف العربي، وتعلّم اختيار الخطوط العربية المناسبة ومزاوجتها مع الخطوط اللاتينية في التصاميم ثنائية اللغة.',
      'Discover the beauty of Arabic letterforms and learn to choose Arabic typefaces and pair them with Latin fonts in bilingual designs.',
    ],
    audience: [
      'للمصممين المهتمين بالهوية العربية والتصاميم ثنائية اللغة.',
      'For designers interested in Arabic identity and bilingual layouts.',
    ],
    price: [349, 199],
    intro: null,
    taughtIn: 'ar',
    students: 640,
    created: '2025-04-14',
    topics: [
      ['تاريخ الخطوط العربية وأنواعها', 'History and styles of Arabic script'],
      ['تشريح الحرف العربي', 'Anatomy of Arabic letters'],
      ['اختيار الخط المناسب', 'Choosing the right typeface'],
      ['مزاوجة الخطوط العربية واللاتينية', 'Pairing Arabic and Latin fonts'],
    ],
  },
  {
    id: 20,
    slug: 'social-media-design',
    categoryId: 4,
    instructorId: 7,
    title: ['تصميم منشورات وسائل التواصل الاجتماعي باحترافية', 'Designing Professional Social Media Posts'],
    about: [
      'صمّم منشورات جذابة ومتناسقة لحسابات علامتك التجارية، واستخدم القوالب لتوفير الوقت دون التضحية بالجودة.',
      "Design eye-catching, consistent posts for your brand's accounts, and use templates to save time without sacrificing quality.",
    ],
    audience: [
      'لأصحاب المشاريع ومديري الحسابات والمصممين المستقلين.',
      'For business owners, social media managers and freelance designers.',
    ],
    price: [199, 199],
    intro: 2,
    taughtIn: 'ar',
    students: 2210,
    created: '2025-06-30',
    topics: [
      ['مقاسات المنصات المختلفة', 'Sizes for each platform'],
      ['الهوية البصرية للحساب', 'A consistent visual identity'],
      ['كتابة النصوص على التصميم', 'Text on designs'],
      ['بناء القوالب', 'Building templates'],
      ['تصميم القصص والإعلانات الممولة', 'Stories and sponsored ads'],
    ],
  },

  // ── Business & marketing ─────────────────────────────────────────────────
  {
    id: 21,
    slug: 'digital-marketing-101',
    categoryId: 5,
    instructorId: 8,
    title: ['مدخل إلى التسويق الرقمي', 'Introduction to Digital Marketing'],
    about: [
      'تعرّف على قنوات التسويق الرقمي الأساسية، وكيف تبني خطة تسويقية بسيطة لمشروعك بميزانية محدودة.',
      'Explore the main digital marketing channels and learn to build a simple marketing plan for your business on a tight budget.',
    ],
    audience: [
      'دورة مجانية لأصحاب المشاريع والطلاب والباحثين عن عمل.',
      'A free course for business owners, students and job seekers.',
    ],
    price: null,
    intro: 1,
    taughtIn: 'ar',
    students: 4480,
    created: '2024-01-25',
    topics: [
      ['ما التسويق الرقمي؟', 'What is digital marketing?'],
      ['تحديد الجمهور المستهدف', 'Defining your target audience'],
      ['قنوات التسويق الرقمي', 'Digital marketing channels'],
      ['قياس النتائج', 'Measuring results'],
    ],
  },
  {
    id: 22,
    slug: 'social-media-marketing',
    categoryId: 5,
    instructorId: 9,
    title: ['التسويق عبر وسائل التواصل الاجتماعي', 'Social Media Marketing'],
    about: [
      'ابنِ حضورًا قويًا لعلامتك التجارية على فيسبوك وإنستغرام وتيك توك، وتعلّم إدارة الإعلانات الممولة وقياس عائدها.',
      'Build a strong presence for your brand on Facebook, Instagram and TikTok, and learn to run paid ads and measure their return.',
    ],
    audience: [
      'لأصحاب المتاجر الإلكترونية ومديري حسابات التواصل الاجتماعي.',
      'For online store owners and social media managers.',
    ],
    price: [499, 349],
    intro: 2,
    taughtIn: 'ar',
    students: 2360,
    created: '2024-08-13',
    topics: [
      ['اختيار المنصات المناسبة', 'Choosing the right platforms'],
      ['خطة المحتوى الشهرية', 'A monthly content plan'],
      ['صناعة محتوى جذاب', 'Creating engaging content'],
      ['الإعلانات الممولة', 'Paid ads'],
      ['الاستهداف وإعادة الاستهداف', 'Targeting and retargeting'],
      ['تحليل الأداء وتحسينه', 'Analyzing and improving performance'],
    ],
  },
  {
    id: 23,
    slug: 'seo-fundamentals',
    categoryId: 5,
    instructorId: 8,
    title: ['تحسين محركات البحث (SEO) خطوة بخطوة', 'Search Engine Optimization (SEO), Step by Step'],
    about: [
      'تعلّم كيف تتصدر نتائج البحث في جوجل باختيار الكلمات المفتاحية الصحيحة وتحسين المحتوى والبنية التقنية لموقعك.',
      "Learn how to rank on Google by picking the right keywords and improving your content and your site's technical setup.",
    ],
    audience: ['لأصحاب المواقع وكتّاب المحتوى والمسوّقين.', 'For site owners, content writers and marketers.'],
    price: [750, 499],
    intro: null,
    taughtIn: 'ar',
    students: 1290,
    created: '2024-10-28',
    topics: [
      ['كيف تعمل محركات البحث؟', 'How search engines work'],
      ['البحث عن الكلمات المفتاحية', 'Keyword research'],
      ['تحسين المحتوى داخل الصفحة', 'On-page optimization'],
      ['تحسين الجوانب التقنية للموقع', 'Technical SEO'],
      ['بناء الروابط الخلفية', 'Link building'],
      ['قياس النتائج باستخدام Search Console', 'Measuring results with Search Console'],
    ],
  },
  {
    id: 24,
    slug: 'startup-business-plan',
    categoryId: 5,
    instructorId: 9,
    title: ['كيف تكتب خطة عمل ناجحة لمشروعك الناشئ', 'How to Write a Winning Business Plan for Your Startup'],
    about: [
      'حوّل فكرتك إلى خطة عمل واضحة تقنع المستثمرين، بدءًا من دراسة السوق وحتى التوقعات المالية.',
      'Turn your idea into a clear business plan that convinces investors, from market research to financial projections.',
    ],
    audience: ['لرواد الأعمال وأصحاب المشاريع الناشئة.', 'For entrepreneurs and early-stage founders.'],
    price: [1200, 750],
    intro: 3,
    taughtIn: 'ar',
    students: 530,
    created: '2025-02-24',
    topics: [
      ['من الفكرة إلى نموذج العمل', 'From idea to business model'],
      ['دراسة السوق والمنافسين', 'Market and competitor research'],
      ['تحليل SWOT', 'SWOT analysis'],
      ['الخطة التسويقية', 'The marketing plan'],
      ['التوقعات المالية', 'Financial projections'],
      ['عرض الخطة على المستثمرين', 'Pitching to investors'],
    ],
  },
  {
    id: 25,
    slug: 'project-management-essentials',
    categoryId: 5,
    instructorId: 8,
    title: ['أساسيات إدارة المشاريع', 'Project Management Essentials'],
    about: [
      'تعلّم تخطيط المشاريع وتنظيم المهام ومتابعة الفريق حتى التسليم في الموعد، مع مدخل إلى منهجية Agile وإطار Scrum.',
      'Learn to plan projects, organize tasks and guide your team to on-time delivery, with an introduction to Agile and Scrum.',
    ],
    audience: [
      'للقادة الجدد ومنسقي المشاريع وكل من يدير فريقًا صغيرًا.',
      'For new team leads, project coordinators and anyone running a small team.',
    ],
    price: [499, 499],
    intro: null,
    taughtIn: 'ar',
    students: 1760,
    created: '2025-07-21',
    topics: [
      ['دورة حياة المشروع', 'The project life cycle'],
      ['تحديد النطاق والأهداف', 'Defining scope and goals'],
      ['الجدولة وتوزيع المهام', 'Scheduling and assigning tasks'],
      ['إدارة المخاطر', 'Managing risk'],
      ['منهجية Agile وإطار Scrum', 'Agile and Scrum'],
    ],
  },

  // ── Languages ────────────────────────────────────────────────────────────
  {
    id: 26,
    slug: 'english-conversation',
    categoryId: 6,
    instructorId: 10,
    title: ['المحادثة باللغة الإنجليزية في الحياة اليومية', 'Everyday English Conversation'],
    about: [
      'تحدّث الإنجليزية بثقة في المواقف اليومية كالتعارف والتسوق والسفر والمطاعم، مع تدريب مكثف على النطق والاستماع.',
      'Speak English with confidence in everyday situations such as introductions, shopping, travel and restaurants, with plenty of listening and pronunciation practice.',
    ],
    audience: [
      'تُقدَّم الدورة بلغة إنجليزية مبسّطة، وتناسب أصحاب المستوى المتوسط.',
      'Taught in simple English; suited to intermediate learners.',
    ],
    price: [499, 349],
    intro: null,
    taughtIn: 'en',
    students: 3560,
    created: '2024-04-03',
    topics: [
      ['التعارف وتقديم النفس', 'Introductions'],
      ['التسوق والأسعار', 'Shopping and prices'],
      ['في المطعم', 'At the restaurant'],
      ['السفر والمطار', 'Travel and the airport'],
      ['المواعيد والمكالمات الهاتفية', 'Appointments and phone calls'],
      ['التعبير عن الرأي', 'Giving your opinion'],
    ],
  },
  {
    id: 27,
    slug: 'english-grammar',
    categoryId: 6,
    instructorId: 10,
    title: ['قواعد اللغة الإنجليزية من البداية', 'English Grammar from Scratch'],
    about: [
      'أتقن قواعد اللغة الإنجليزية الأساسية بشرح عربي مبسّط وأمثلة من الحياة اليومية وتمارين بعد كل درس.',
      'Master the essentials of English grammar with simple explanations in Arabic, everyday examples and exercises after every lesson.',
    ],
    audience: [
      'دورة مجانية للمبتدئين ولكل من يريد مراجعة الأساسيات.',
      'A free course for beginners and anyone who wants to review the basics.',
    ],
    price: null,
    intro: 2,
    taughtIn: 'ar',
    students: 4750,
    created: '2024-02-14',
    topics: [
      ['أقسام الكلام', 'Parts of speech'],
      ['الأزمنة البسيطة', 'Simple tenses'],
      ['الأزمنة المستمرة', 'Continuous tenses'],
      ['الأزمنة التامة', 'Perfect tenses'],
      ['أدوات التعريف والتنكير', 'Articles'],
      ['حروف الجر', 'Prepositions'],
      ['الأفعال الناقصة', 'Modal verbs'],
      ['الجمل الشرطية', 'Conditional sentences'],
    ],
  },
  {
    id: 28,
    slug: 'business-english',
    categoryId: 6,
    instructorId: 10,
    title: ['الإنجليزية لبيئة العمل', 'Business English for the Workplace'],
    about: [
      'اكتب رسائل بريد إلكتروني احترافية، وشارك في الاجتماعات، وقدّم العروض باللغة الإنجليزية بثقة.',
      'Write professional emails, take part in meetings and give presentations in English with confidence.',
    ],
    audience: [
      'تُقدَّم الدورة باللغة الإنجليزية، وتناسب الموظفين والباحثين عن عمل في الشركات الدولية.',
      'Taught in English; for employees and job seekers at international companies.',
    ],
    price: [750, 750],
    intro: null,
    taughtIn: 'en',
    students: 980,
    created: '2024-09-24',
    topics: [
      ['كتابة البريد الإلكتروني الرسمي', 'Writing formal emails'],
      ['المشاركة في الاجتماعات', 'Taking part in meetings'],
      ['العروض التقديمية', 'Presentations'],
      ['مقابلات العمل', 'Job interviews'],
    ],
  },
  {
    id: 29,
    slug: 'ielts-preparation',
    categoryId: 6,
    instructorId: 10,
    title: ['التحضير لاختبار IELTS بخطة واضحة ومجرّبة', 'IELTS Preparation with a Clear, Proven Plan'],
    about: [
      'استعد لاختبار IELTS بمهاراته الأربع، وتعرّف على أنواع الأسئلة واستراتيجيات إدارة الوقت لتصل إلى الدرجة التي تحتاج إليها.',
      'Prepare for all four IELTS skills, get to know every question type and learn time-management strategies to reach the band score you need.',
    ],
    audience: [
      'لمن يخطط للدراسة أو العمل أو الهجرة ويحتاج إلى شهادة IELTS.',
      'For anyone planning to study, work or settle abroad who needs an IELTS score.',
    ],
    price: [1200, 750],
    intro: 3,
    taughtIn: 'ar',
    students: 1540,
    created: '2025-01-06',
    topics: [
      ['نظرة عامة على الاختبار', 'Test overview'],
      ['مهارة الاستماع', 'Listening'],
      ['مهارة القراءة', 'Reading'],
      ['الكتابة: المهمة الأولى', 'Writing task 1'],
      ['الكتابة: المهمة الثانية', 'Writing task 2'],
      ['مهارة التحدث', 'Speaking'],
      ['اختبار تجريبي كامل', 'Full practice test'],
    ],
  },
  {
    id: 30,
    slug: 'french-for-beginners',
    categoryId: 6,
    instructorId: 10,
    title: ['اللغة الفرنسية للمبتدئين', 'French for Beginners'],
    about: [
      'ابدأ تعلّم الفرنسية من الحروف والنطق إلى تكوين الجمل البسيطة والتحدث عن نفسك وعائلتك.',
      'Start learning French, from the alphabet and pronunciation to building simple sentences and talking about yourself and your family.',
    ],
    audience: ['لا تتطلب الدورة أي معرفة سابقة باللغة الفرنسية.', 'No prior French needed.'],
    price: [349, 349],
    intro: null,
    taughtIn: 'ar',
    students: 720,
    created: '2025-08-11',
    topics: [
      ['الحروف والنطق', 'The alphabet and pronunciation'],
      ['التحيات والتعارف', 'Greetings and introductions'],
      ['الأرقام والألوان', 'Numbers and colors'],
      ['أدوات التعريف والمذكر والمؤنث', 'Articles and gender'],
      ['الفعلان être وavoir', 'The verbs être and avoir'],
    ],
    quiz: frenchQuestions,
  },

  // ── Personal development ─────────────────────────────────────────────────
  {
    id: 31,
    slug: 'time-management',
    categoryId: 7,
    instructorId: 11,
    title: ['إدارة الوقت وزيادة الإنتاجية', 'Time Management and Productivity'],
    about: [
      'تخلّص من التسويف ونظّم يومك بأدوات عملية مثل مصفوفة أيزنهاور وتقنية بومودورو.',
      'Beat procrastination and organize your day with practical tools such as the Eisenhower matrix and the Pomodoro technique.',
    ],
    audience: [
      'دورة مجانية للطلاب والموظفين وكل من يشعر بأن يومه لا يكفي.',
      'A free course for students, employees and anyone who feels there are not enough hours in the day.',
    ],
    price: null,
    intro: 1,
    taughtIn: 'ar',
    students: 4090,
    created: '2024-03-12',
    topics: [
      ['أين يذهب وقتك؟', 'Where does your time go?'],
      ['تحديد الأولويات', 'Setting priorities'],
      ['التغلب على التسويف', 'Beating procrastination'],
      ['بناء روتين يومي فعّال', 'Building an effective daily routine'],
    ],
  },
  {
    id: 32,
    slug: 'public-speaking',
    categoryId: 7,
    instructorId: 11,
    title: ['فن الإلقاء والتحدث أمام الجمهور بثقة', 'The Art of Public Speaking with Confidence'],
    about: [
      'تغلّب على رهبة المسرح، وتعلّم بناء عرض مقنع وتوظيف صوتك ولغة جسدك للتأثير في جمهورك.',
      'Overcome stage fright and learn to build a persuasive talk and use your voice and body language to move your audience.',
    ],
    audience: [
      'لكل من يحتاج إلى التحدث أمام الآخرين في العمل أو الدراسة.',
      'For anyone who has to speak in front of others at work or school.',
    ],
    price: [499, 349],
    intro: 2,
    taughtIn: 'ar',
    students: 1380,
    created: '2024-06-25',
    topics: [
      ['التغلب على رهبة الجمهور', 'Overcoming stage fright'],
      ['بناء محتوى العرض', 'Structuring your talk'],
      ['لغة الجسد والصوت', 'Body language and voice'],
      ['فن سرد القصص', 'Storytelling'],
      ['التعامل مع الأسئلة', 'Handling questions'],
    ],
  },
  {
    id: 33,
    slug: 'emotional-intelligence',
    categoryId: 7,
    instructorId: 11,
    title: ['الذكاء العاطفي في العمل والحياة', 'Emotional Intelligence at Work and in Life'],
    about: [
      'افهم مشاعرك وتحكّم في ردود أفعالك، وابنِ علاقات أقوى مع زملائك وأسرتك.',
      'Understand your emotions, manage your reactions and build stronger relationships with your colleagues and family.',
    ],
    audience: [
      'مناسبة للجميع، وخاصة القادة والعاملين ضمن فرق.',
      'For everyone, especially leaders and people who work in teams.',
    ],
    price: [349, 349],
    intro: null,
    taughtIn: 'ar',
    students: 1120,
    created: '2024-11-05',
    topics: [
      ['الوعي بالذات', 'Self-awareness'],
      ['إدارة الانفعالات', 'Managing emotions'],
      ['التعاطف', 'Empathy'],
      ['المهارات الاجتماعية وحل الخلافات', 'Social skills and resolving conflict'],
    ],
  },
  {
    id: 34,
    slug: 'critical-thinking',
    categoryId: 7,
    instructorId: 11,
    title: ['التفكير النقدي وحل المشكلات', 'Critical Thinking and Problem Solving'],
    about: [
      'تعلّم تحليل المعلومات وتقييم الحجج واكتشاف المغالطات، واتخذ قرارات أفضل بخطوات منهجية واضحة.',
      'Learn to analyze information, evaluate arguments and spot fallacies, and make better decisions with clear, systematic steps.',
    ],
    audience: [
      'للطلاب والمديرين وكل من يتخذ قرارات مهمة.',
      'For students, managers and anyone who makes important decisions.',
    ],
    price: [750, 499],
    intro: null,
    taughtIn: 'ar',
    students: 690,
    created: '2025-05-05',
    topics: [
      ['ما التفكير النقدي؟', 'What is critical thinking?'],
      ['الانحيازات المعرفية', 'Cognitive biases'],
      ['المغالطات المنطقية', 'Logical fallacies'],
      ['تحليل المشكلات من جذورها', 'Root cause analysis'],
      ['أدوات اتخاذ القرار', 'Decision-making tools'],
    ],
  },
  {
    id: 35,
    slug: 'personal-finance',
    categoryId: 7,
    instructorId: 11,
    title: ['إدارة أموالك الشخصية بذكاء', 'Managing Your Personal Finances Wisely'],
    about: [
      'ضع ميزانية واقعية، وابدأ الادخار، وتعرّف على أساسيات الاستثمار لتحقق أهدافك المالية خطوة بخطوة.',
      'Set a realistic budget, start saving and learn the basics of investing to reach your financial goals step by step.',
    ],
    audience: [
      'دورة مجانية لكل من يريد أن يعرف أين يذهب راتبه.',
      'A free course for anyone who wants to know where their paycheck goes.',
    ],
    price: null,
    intro: null,
    taughtIn: 'ar',
    students: 2870,
    created: '2025-03-03',
    topics: [
      ['إعداد الميزانية الشهرية', 'Making a monthly budget'],
      ['الادخار وصندوق الطوارئ', 'Saving and the emergency fund'],
      ['التعامل مع الديون', 'Dealing with debt'],
      ['مدخل إلى الاستثمار', 'An introduction to investing'],
    ],
    quiz: personalFinanceQuestions,
  },

  // ── Photography ──────────────────────────────────────────────────────────
  {
    id: 36,
    slug: 'photography-basics',
    categoryId: 8,
    instructorId: 12,
    title: ['أساسيات التصوير الفوتوغرافي', 'Photography Fundamentals'],
    about: [
      'افهم كاميرتك وتحكّم في فتحة العدسة وسرعة الغالق وحساسية ISO لتلتقط صورًا أفضل من اليوم الأول.',
      'Get to know your camera and control aperture, shutter speed and ISO to take better photos from day one.',
    ],
    audience: [
      'دورة مجانية لأصحاب الكاميرات الجديدة وهواة التصوير.',
      'A free course for new camera owners and photography enthusiasts.',
    ],
    price: null,
    intro: 2,
    taughtIn: 'ar',
    students: 3940,
    created: '2024-02-27',
    topics: [
      ['التعرّف على الكاميرا', 'Getting to know your camera'],
      ['مثلث التعريض', 'The exposure triangle'],
      ['التركيز وعمق الميدان', 'Focus and depth of field'],
      ['قواعد التكوين', 'Composition rules'],
      ['الإضاءة الطبيعية', 'Natural light'],
    ],
  },
  {
    id: 37,
    slug: 'mobile-photography',
    categoryId: 8,
    instructorId: 12,
    title: ['التصوير الاحترافي بالهاتف المحمول', 'Professional Mobile Photography'],
    about: [
      'التقط صورًا احترافية بهاتفك فقط، وتعلّم الإعدادات اليدوية وتقنيات التكوين والتعديل باستخدام التطبيقات المجانية.',
      'Take professional photos with nothing but your phone, and learn manual settings, composition techniques and editing with free apps.',
    ],
    audience: ['لا تحتاج إلى كاميرا، فهاتفك يكفي.', 'No camera needed: your phone is enough.'],
    price: [199, 199],
    intro: null,
    taughtIn: 'ar',
    students: 2980,
    created: '2024-08-01',
    topics: [
      ['إعدادات الكاميرا في الهاتف', "Your phone's camera settings"],
      ['التكوين بالهاتف', 'Composition on a phone'],
      ['التصوير الليلي', 'Night photography'],
      ['تعديل الصور بتطبيق Snapseed', 'Editing with Snapseed'],
    ],
  },
  {
    id: 38,
    slug: 'portrait-photography',
    categoryId: 8,
    instructorId: 12,
    title: ['تصوير البورتريه باستخدام الإضاءة الطبيعية', 'Portrait Photography with Natural Light'],
    about: [
      'التقط صور بورتريه معبّرة باستخدام ضوء النافذة والشمس، وتعلّم توجيه الأشخاص أمام الكاميرا ليظهروا في أفضل صورة.',
      'Capture expressive portraits with window light and sunlight, and learn to direct people in front of the camera so they look their best.',
    ],
    audience: [
      'لمن أتقن أساسيات التصوير ويريد التخصص في تصوير الأشخاص.',
      'For photographers who know the basics and want to specialize in people.',
    ],
    price: [750, 750],
    intro: null,
    taughtIn: 'ar',
    students: 860,
    created: '2024-12-16',
    topics: [
      ['اختيار العدسة المناسبة', 'Choosing the right lens'],
      ['قراءة الضوء الطبيعي', 'Reading natural light'],
      ['توجيه الأشخاص ووضعياتهم', 'Posing and directing people'],
      ['التصوير في الأماكن المفتوحة', 'Shooting outdoors'],
      ['ضوء النافذة في الأماكن المغلقة', 'Window light indoors'],
      ['تنقيح صور البورتريه', 'Retouching portraits'],
    ],
  },
  {
    id: 39,
    slug: 'lightroom-editing',
    categoryId: 8,
    instructorId: 12,
    title: ['تعديل الصور باستخدام لايتروم خطوة بخطوة', 'Photo Editing in Lightroom, Step by Step'],
    about: [
      'نظّم مكتبة صورك وعدّلها باحترافية في لايتروم، من ضبط التعريض والألوان إلى إنشاء إعداداتك المسبقة الخاصة.',
      'Organize your photo library and edit like a pro in Lightroom, from exposure and color to creating your own presets.',
    ],
    audience: [
      'للمصورين الهواة والمحترفين الذين يريدون أسلوبًا مميزًا في التعديل.',
      'For hobbyist and professional photographers who want a signature editing style.',
    ],
    price: [499, 349],
    intro: 3,
    taughtIn: 'ar',
    students: 1470,
    created: '2025-04-28',
    topics: [
      ['استيراد الصور وتنظيمها', 'Importing and organizing photos'],
      ['ضبط التعريض والتباين', 'Exposure and contrast'],
      ['تصحيح الألوان', 'Color correction'],
      ['التعديلات الموضعية', 'Local adjustments'],
      ['إنشاء الإعدادات المسبقة', 'Creating presets'],
      ['التصدير للطباعة ووسائل التواصل', 'Exporting for print and social media'],
    ],
  },
  {
    id: 40,
    slug: 'product-photography',
    categoryId: 8,
    instructorId: 12,
    title: ['تصوير المنتجات للمتاجر الإلكترونية من المنزل', 'Product Photography for Online Stores at Home'],
    about: [
      'صوّر منتجاتك بنفسك بأدوات بسيطة في المنزل، واحصل على صور نظيفة وجذابة ترفع مبيعات متجرك.',
      "Shoot your own products at home with simple gear and get clean, attractive photos that boost your store's sales.",
    ],
    audience: [
      'لأصحاب المتاجر الإلكترونية والحرفيين وصنّاع المنتجات اليدوية.',
      'For online store owners, makers and craftspeople.',
    ],
    price: [349, 199],
    intro: null,
    taughtIn: 'ar',
    students: 380,
    created: '2025-09-15',
    topics: [
      ['تجهيز استوديو منزلي بتكلفة بسيطة', 'A low-cost home studio'],
      ['الخلفيات والإضاءة', 'Backgrounds and lighting'],
      ['تصوير المنتجات اللامعة والشفافة', 'Shiny and transparent products'],
      ['تصوير المنتجات أثناء الاستخدام', 'Lifestyle product shots'],
      ['تجهيز الصور للمتجر', 'Preparing images for your store'],
    ],
  },
];

// ── Generation ──────────────────────────────────────────────────────────────

const CLIPS = ['/demo-media/videos/clip-1.webm', '/demo-media/videos/clip-2.webm', '/demo-media/videos/clip-3.webm'];

const LANGUAGES: Record<CourseDef['taughtIn'], Text> = {
  ar: t('العربية', 'Arabic'),
  en: t('الإنجليزية', 'English'),
};

/** The lessons of a section, in order; the section's topic is put in front of each. */
const LESSON_KINDS: Text[] = [
  t('نظرة عامة', 'overview'),
  t('شرح بالأمثلة', 'explained with examples'),
  t('تطبيق عملي', 'hands-on practice'),
  t('أخطاء شائعة ونصائح', 'common mistakes and tips'),
];

const WELCOME = t('مرحبًا بك في الدورة', 'Welcome to the course');

/** Ids are unique per kind across all courses. */
const lastId = { section: 0, video: 0, pdf: 0, exam: 0, question: 0 };
const nextId = (kind: keyof typeof lastId) => ++lastId[kind];

const pairText = ([ar, en]: Pair): Text => ({ ar, en });

function description(def: CourseDef): Text {
  const html = (lang: 'ar' | 'en', about: string, learn: string, audience: string) =>
    [
      `<p>${escapeHtml(about)}</p>`,
      `<p>${learn}</p>`,
      `<ul>${def.topics
        .slice(0, 4)
        .map((topic) => `<li>${escapeHtml(pairText(topic)[lang])}</li>`)
        .join('')}</ul>`,
      `<p>${escapeHtml(audience)}</p>`,
    ].join('');
  return {
    ar: html('ar', def.about[0], 'ماذا ستتعلم في هذه الدورة:', def.audience[0]),
    en: html('en', def.about[1], 'What you will learn:', def.audience[1]),
  };
}

/** Four questions from the pool, starting at a different place for each section. */
function exam(pool: readonly QuestionTemplate[], sectionIndex: number): SeedExam {
  const start = sectionIndex * 3;
  return {
    id: nextId('exam'),
    questions: [0, 1, 2, 3].map((k) => {
      const template = at(pool, start + k);
      const [a1, a2, a3, a4] = template.answers;
      return {
        id: nextId('question'),
        question: { ...template.question },
        answers: [{ ...a1 }, { ...a2 }, { ...a3 }, { ...a4 }],
        correct: template.correct,
      };
    }),
  };
}

function section(def: CourseDef, topicPair: Pair, index: number, random: () => number): SeedSection {
  const topic = pairText(topicPair);
  const open = def.price === null || index === 0;
  const access: Access = open ? 'free' : 'locked';

  const videos: SeedVideo[] = Array.from({ length: between(random, 2, 4) }, (_, v) => {
    const kind = at(LESSON_KINDS, v);
    return {
      id: nextId('video'),
      title: index === 0 && v === 0 ? WELCOME : t(`${topic.ar}: ${kind.ar}`, `${topic.en}: ${kind.en}`),
      path: at(CLIPS, between(random, 0, 2)),
      // 3 to 25 minutes
      duration: formatDuration(between(random, 180, 1500)),
      status_value: access,
    };
  });

  const pdfs: SeedPdf[] =
    random() < 0.55
      ? [
          {
            id: nextId('pdf'),
            title: t(`ملخص القسم: ${topic.ar}`, `Section notes: ${topic.en}`),
            path: `/demo-media/pdfs/lesson-${between(random, 1, 3)}.pdf`,
            status: access,
            duration: formatDuration(between(random, 1, 3) * 5 * 60),
          },
        ]
      : [];

  const pool = def.quiz ?? categoryQuestions[def.categoryId];
  if (!pool) throw new Error(`seed: no quiz pool for course ${def.slug}`);

  return {
    id: nextId('section'),
    title: topic,
    status: open ? 'free' : 'paid',
    videos,
    pdfs,
    exam: exam(pool, index),
    // 10 to 30 minutes, in steps of 5
    exam_duration: between(random, 2, 6) * 5,
  };
}

function build(def: CourseDef): SeedCourse {
  const random = rng(def.id * 7919);
  const sections = def.topics.map((topic, index) => section(def, topic, index, random));
  const seconds = sections.flatMap((s) => s.videos).reduce((sum, video) => sum + parseDuration(video.duration), 0);
  const [before, final] = def.price ?? [0, 0];
  const hour = String(between(random, 7, 19)).padStart(2, '0');
  const minute = String(between(random, 0, 11) * 5).padStart(2, '0');

  return {
    id: def.id,
    slug: def.slug,
    title: pairText(def.title),
    description: description(def),
    categoryId: def.categoryId,
    instructorId: def.instructorId,
    image: `/demo-media/covers/${def.slug}.svg`,
    intro_video: def.intro === null ? null : at(CLIPS, def.intro - 1),
    duration: formatDuration(seconds),
    language: { ...LANGUAGES[def.taughtIn] },
    students_count: def.students,
    status: def.price === null ? 'free' : 'paid',
    price_before_discount: before,
    final_price: final,
    created_at: `${def.created}T${hour}:${minute}:00.000Z`,
    sections,
  };
}

export const courses: SeedCourse[] = defs.map(build);
