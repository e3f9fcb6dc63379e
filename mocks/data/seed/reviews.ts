import type { SeedReview, Text } from '../types.ts';
import { courses } from './courses.ts';
import { at, rng, t } from './util.ts';

type Rate = SeedReview['rate'];

/** How many reviews each course gets; courses not listed (the newest ones) have none yet. */
const REVIEW_COUNTS: Record<number, number> = {
  1: 12,
  2: 7,
  3: 4,
  4: 4,
  5: 2,
  6: 10,
  7: 3,
  8: 4,
  9: 2,
  10: 3,
  11: 5,
  12: 7,
  13: 3,
  14: 2,
  15: 2,
  16: 5,
  17: 3,
  18: 2,
  19: 1,
  20: 1,
  21: 9,
  22: 3,
  23: 3,
  24: 1,
  26: 5,
  27: 11,
  28: 2,
  29: 3,
  31: 8,
  32: 3,
  33: 2,
  34: 1,
  35: 3,
  36: 8,
  37: 3,
  38: 2,
  39: 1,
};

const REVIEWERS: Text[] = [
  t('محمد عبد الله', 'Mohamed Abdallah'),
  t('فاطمة الزهراء علي', 'Fatma El-Zahraa Ali'),
  t('أحمد سمير', 'Ahmed Samir'),
  t('مريم خالد', 'Mariam Khaled'),
  t('عمر فاروق', 'Omar Farouk'),
  t('نور الهدى حسن', 'Nour El-Hoda Hassan'),
  t('يوسف إبراهيم', 'Youssef Ibrahim'),
  t('سلمى عادل', 'Salma Adel'),
  t('عبد الرحمن سعيد', 'Abdelrahman Saeed'),
  t('هبة مصطفى', 'Heba Mostafa'),
  t('خالد الشريف', 'Khaled El-Sherif'),
  t('ريم العتيبي', 'Reem Al-Otaibi'),
  t('مصطفى جمال', 'Mostafa Gamal'),
  t('آية محمود', 'Aya Mahmoud'),
  t('حسن الجزار', 'Hassan El-Gazzar'),
  t('دينا فؤاد', 'Dina Fouad'),
  t('إسلام رمضان', 'Islam Ramadan'),
  t('جنى الأحمد', 'Jana Al-Ahmad'),
  t('زياد عمرو', 'Ziad Amr'),
  t('رنا القحطاني', 'Rana Al-Qahtani'),
  t('بلال حمدي', 'Bilal Hamdy'),
  t('ليلى منصور', 'Layla Mansour'),
  t('كريم طه', 'Karim Taha'),
  t('شيماء عبد العزيز', 'Shaimaa Abdelaziz'),
  t('عبد الله الدوسري', 'Abdullah Al-Dosari'),
  t('منة الله وائل', 'Menna Allah Wael'),
  t('طارق بدر', 'Tarek Badr'),
  t('ياسمين الشامي', 'Yasmine El-Shamy'),
  t('حمزة العلي', 'Hamza Al-Ali'),
  t('سارة الغامدي', 'Sara Al-Ghamdi'),
];

const COMMENTS: Record<Rate, Text[]> = {
  5: [
    t(
      'من أفضل الدورات التي حضرتها، فالشرح واضح ومنظم والأمثلة عملية جدًا.',
      'One of the best courses I have taken: clear, well-organized explanations and very practical examples.',
    ),
    t(
      'المدرب متمكن ويشرح بأسلوب بسيط، وأنصح بها كل المبتدئين.',
      'The instructor really knows the subject and explains it simply. I recommend it to every beginner.',
    ),
    t(
      'محتوى غني ومرتب، واستفدت كثيرًا من الاختبارات في نهاية كل قسم.',
      'Rich, well-ordered content, and the quizzes at the end of each section helped a lot.',
    ),
    t(
      'أنهيت الدورة في أسبوعين وطبّقت ما تعلمته مباشرة في عملي.',
      'I finished the course in two weeks and put what I learned to use at work right away.',
    ),
    t('دورة ممتازة بكل المقاييس، شكرًا لأكاديمية درس.', 'An excellent course in every way. Thank you, Dars Academy.'),
    t(
      'أسلوب الشرح ممتع، ولم أشعر بالملل لحظة واحدة.',
      'The teaching style is engaging; I was never bored for a moment.',
    ),
    t(
      'كنت أخشى أن يكون الموضوع صعبًا، لكن التدرج في الشرح جعله سهلًا.',
      'I was afraid the subject would be hard, but the step-by-step approach made it easy.',
    ),
    t(
      'الملفات المرفقة مفيدة جدًا للمراجعة، والفيديوهات قصيرة ومركزة.',
      'The attached notes are great for revision, and the videos are short and focused.',
    ),
    t(
      'حصلت على الشهادة وأضفتها إلى سيرتي الذاتية، تجربة رائعة.',
      'I got the certificate and added it to my CV. A great experience.',
    ),
    t('أفضل من دورات كثيرة حضرتها على منصات أخرى.', 'Better than many courses I have taken on other platforms.'),
    t(
      'شرح عملي بعيد عن الحشو، وكل درس يضيف معلومة جديدة.',
      'Practical teaching with no filler: every lesson adds something new.',
    ),
    t(
      'المدرب يرد على الأسئلة بسرعة، وهذا صنع فرقًا كبيرًا معي.',
      'The instructor answers questions quickly, which made a big difference for me.',
    ),
    t(
      'تجربة ممتازة من البداية إلى النهاية، وأنتظر الجزء الثاني.',
      'An excellent experience from start to finish. Looking forward to part two.',
    ),
    t(
      'أنصح بها بشدة، فالتمارين العملية رسّخت كل ما تعلمته.',
      'Highly recommended: the hands-on exercises made everything stick.',
    ),
  ],
  4: [
    t(
      'دورة جيدة جدًا، لكن تمنيت لو كانت التمارين أكثر.',
      'A very good course, though I wish there were more exercises.',
    ),
    t(
      'الشرح واضح، لكن جودة الصوت في بعض الدروس تحتاج إلى تحسين.',
      'Clear explanations, though the audio quality in some lessons could be better.',
    ),
    t(
      'محتوى مفيد ومنظم، وأتمنى إضافة أمثلة متقدمة أكثر.',
      'Useful, well-organized content; I would love some more advanced examples.',
    ),
    t(
      'استفدت كثيرًا، لكن الأقسام الأخيرة كانت سريعة بعض الشيء.',
      'I learned a lot, but the last sections felt a bit rushed.',
    ),
    t(
      'مناسبة للمبتدئين، أما أصحاب الخبرة فقد يجدون أول قسمين سهلين.',
      'Good for beginners; if you have some experience, the first two sections may feel easy.',
    ),
    t(
      'مدرب رائع ومحتوى قيّم، وأتمنى تحديث بعض الأمثلة.',
      'A great instructor and valuable content; some of the examples could use an update.',
    ),
    t('دورة مفيدة، وأنصح بها لمن يريد بداية قوية.', 'A useful course; I recommend it if you want a solid start.'),
    t(
      'أعجبتني الاختبارات القصيرة، لكن بعض الفيديوهات طويلة قليلًا.',
      'I liked the short quizzes, but some of the videos are a little long.',
    ),
  ],
  3: [
    t('المحتوى جيد، لكنه أبسط مما توقعت.', 'The content is fine, but more basic than I expected.'),
    t(
      'الشرح مقبول، وكنت أتمنى مزيدًا من التطبيق العملي.',
      'The explanations are okay; I hoped for more hands-on practice.',
    ),
    t(
      'بعض الدروس ممتازة وبعضها يحتاج إلى إعادة تسجيل.',
      'Some lessons are excellent and others need to be re-recorded.',
    ),
    t('دورة متوسطة، تصلح مدخلًا إلى الموضوع لا أكثر.', 'An average course: fine as an introduction, nothing more.'),
    t(
      'المعلومات مفيدة، لكن الإيقاع بطيء في أغلب الفيديوهات.',
      'Useful information, but the pace is slow in most of the videos.',
    ),
  ],
  2: [
    t(
      'توقعت محتوى أعمق، فمعظم المعلومات متاحة في أماكن أخرى.',
      'I expected more depth; most of this is easy to find elsewhere.',
    ),
    t(
      'جودة الفيديو ضعيفة في عدة دروس، والصوت غير واضح أحيانًا.',
      'Poor video quality in several lessons, and the audio is sometimes unclear.',
    ),
    t('الأمثلة قليلة والشرح نظري أكثر من اللازم.', 'Too few examples and too much theory.'),
  ],
  1: [
    t(
      'لم تناسبني الدورة، فالشرح سريع ويفترض معرفة مسبقة.',
      'The course was not for me: it moves fast and assumes prior knowledge.',
    ),
    t(
      'واجهت مشكلة في تشغيل بعض الفيديوهات ولم أكمل الدورة.',
      'Some of the videos would not play for me, so I did not finish the course.',
    ),
  ],
};

/** Mostly 4 and 5 stars. */
function pickRate(x: number): Rate {
  if (x < 0.55) return 5;
  if (x < 0.83) return 4;
  if (x < 0.93) return 3;
  if (x < 0.97) return 2;
  return 1;
}

const DAY = 24 * 60 * 60 * 1000;
const YEAR_START = Date.parse('2025-01-01T00:00:00.000Z');
const LAST_REVIEW = Date.parse('2025-12-20T00:00:00.000Z');

function buildReviews(): SeedReview[] {
  const reviews: SeedReview[] = [];
  // Cursors walk the pools in order, so a course never shows the same reviewer or comment twice.
  const commentCursor: Record<Rate, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let reviewer = 0;

  for (const course of courses) {
    const count = REVIEW_COUNTS[course.id] ?? 0;
    const random = rng(course.id * 104729);
    // Reviews start a week after the course went online (and not before 2025).
    const from = Math.max(YEAR_START, Date.parse(course.created_at) + 7 * DAY);
    for (let i = 0; i < count; i++) {
      const rate = pickRate(random());
      const comment = at(COMMENTS[rate], commentCursor[rate]++);
      const userIndex = reviewer++ % REVIEWERS.length;
      const created = from + Math.floor(random() * (LAST_REVIEW - from));
      reviews.push({
        id: reviews.length + 1,
        courseId: course.id,
        rate,
        comment: { ...comment },
        created_at: new Date(created - (created % 60000)).toISOString(),
        user: {
          name: { ...at(REVIEWERS, userIndex) },
          // Every fourth reviewer has no picture.
          image: userIndex % 4 === 3 ? null : `/demo-media/avatars/u${userIndex + 1}.svg`,
        },
      });
    }
  }
  // Newest first, the way the course page lists them.
  return reviews.sort((a, b) => b.created_at.localeCompare(a.created_at)).map((r, i) => ({ ...r, id: i + 1 }));
}

export const reviews: SeedReview[] = buildReviews();
