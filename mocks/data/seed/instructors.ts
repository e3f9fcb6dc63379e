import type { SeedInstructor, Text } from '../types.ts';
import { t } from './util.ts';

const instructor = (id: number, categoryId: number, name: Text, description: Text): SeedInstructor => ({
  id,
  name,
  image: `/demo-media/avatars/${id}.svg`,
  description,
  categoryId,
});

export const instructors: SeedInstructor[] = [
  instructor(
    1,
    1,
    t('أحمد المصري', 'Ahmed El-Masry'),
    t(
      'مهندس برمجيات بخبرة تزيد على عشر سنوات في تطوير تطبيقات الويب، درّب أكثر من عشرين ألف طالب عربي.',
      'Software engineer with more than ten years of web development experience who has trained over twenty thousand Arab students.',
    ),
  ),
  instructor(
    2,
    1,
    t('عمر حداد', 'Omar Haddad'),
    t(
      'مطوّر أنظمة خلفية ومتحدث في المؤتمرات التقنية، شغوف بتبسيط الخوارزميات وهياكل البيانات.',
      'Back-end developer and tech conference speaker with a passion for making algorithms and data structures simple.',
    ),
  ),
  instructor(
    3,
    2,
    t('سارة الخطيب', 'Sara Al-Khatib'),
    t(
      'مصممة ومطوّرة واجهات أمامية، بنت مواقع سريعة وسهلة الاستخدام لشركات ناشئة في القاهرة ودبي.',
      'Front-end designer and developer who has built fast, easy-to-use websites for startups in Cairo and Dubai.',
    ),
  ),
  instructor(
    4,
    2,
    t('يوسف ناصر', 'Youssef Nasser'),
    t(
      'مصمم تجربة مستخدم يعمل على منتجات رقمية يستخدمها الملايين، ويؤمن بأن التصميم الجيد يبدأ بفهم المستخدم.',
      'UX designer working on digital products used by millions, who believes good design starts with understanding people.',
    ),
  ),
  instructor(
    5,
    3,
    t('لينا العمري', 'Lina Al-Omari'),
    t(
      'محللة بيانات أولى في القطاع المصرفي، حاصلة على درجة الماجستير في الإحصاء التطبيقي.',
      "Senior data analyst in banking with a master's degree in applied statistics.",
    ),
  ),
  instructor(
    6,
    3,
    t('كريم عبد الرحمن', 'Karim Abdelrahman'),
    t(
      'مهندس تعلم آلة يبني نماذج تنبؤية لشركات التجارة الإلكترونية، ويحرص على ربط النظرية بالتطبيق.',
      'Machine learning engineer building predictive models for e-commerce companies, who loves connecting theory and practice.',
    ),
  ),
  instructor(
    7,
    4,
    t('منى فتحي', 'Mona Fathy'),
    t(
      'مصممة جرافيك ومديرة فنية بخبرة اثنتي عشرة سنة في تصميم الهويات البصرية والحملات الإعلانية.',
      'Graphic designer and art director with twelve years of experience in brand identities and ad campaigns.',
    ),
  ),
  instructor(
    8,
    5,
    t('طارق السيد', 'Tarek El-Sayed'),
    t(
      'مستشار تسويق رقمي ساعد أكثر من مئة شركة صغيرة ومتوسطة على النمو عبر الإنترنت.',
      'Digital marketing consultant who has helped over a hundred small and mid-sized businesses grow online.',
    ),
  ),
  instructor(
    9,
    5,
    t('رانيا صالح', 'Rania Saleh'),
    t(
      'رائدة أعمال أسست شركتين ناشئتين، وتدرّس ريادة الأعمال والتسويق عبر وسائل التواصل الاجتماعي.',
      'Entrepreneur and founder of two startups who teaches entrepreneurship and social media marketing.',
    ),
  ),
  instructor(
    10,
    6,
    t('هدى الزعبي', 'Huda Al-Zoubi'),
    t(
      'مدرّبة لغة إنجليزية حاصلة على شهادة CELTA، درّست الإنجليزية والفرنسية لأكثر من خمس عشرة سنة.',
      'CELTA-certified English trainer who has taught English and French for over fifteen years.',
    ),
  ),
  instructor(
    11,
    7,
    t('خالد منصور', 'Khaled Mansour'),
    t(
      'مدرّب معتمد في المهارات الشخصية والقيادة، قدّم ورشًا تدريبية في عدد من الجامعات والشركات العربية.',
      'Certified soft skills and leadership coach who has run workshops at universities and companies across the Arab world.',
    ),
  ),
  instructor(
    12,
    8,
    t('نور الدين قاسم', 'Nour El-Din Qassem'),
    t(
      'مصوّر محترف متخصص في تصوير البورتريه والمنتجات، نُشرت أعماله في مجلات عربية ودولية.',
      'Professional portrait and product photographer whose work has appeared in Arab and international magazines.',
    ),
  ),
];
