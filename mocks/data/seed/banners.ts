import type { SeedBanner, Text } from '../types.ts';
import { t } from './util.ts';

const banner = (id: number, title: Text, description: Text): SeedBanner => ({
  id,
  image: `/demo-media/banners/${id}.svg`,
  title,
  description,
});

export const banners: SeedBanner[] = [
  banner(
    1,
    t('تعلّم مهارات المستقبل', 'Learn the skills of tomorrow'),
    t(
      'أكثر من 40 دورة في البرمجة والتصميم والأعمال يقدّمها مدرّبون عرب محترفون.',
      'Over 40 courses in programming, design and business, taught by professional Arab instructors.',
    ),
  ),
  banner(
    2,
    t('خصم 40٪ على الباقة السنوية', '40% off the yearly plan'),
    t(
      'اشترك الآن واحصل على عام كامل من التعلم بأفضل سعر.',
      'Subscribe now and get a full year of learning at the best price.',
    ),
  ),
  banner(
    3,
    t('ابدأ مجانًا', 'Start for free'),
    t(
      'عشر دورات مجانية بالكامل لتبدأ رحلتك في التعلم دون أي تكلفة.',
      'Ten completely free courses to start your learning journey at no cost.',
    ),
  ),
  banner(
    4,
    t('شهادة إتمام لكل دورة', 'A certificate for every course'),
    t(
      'أكمل الدورة واجتز اختباراتها، واحصل على شهادة تضيفها إلى سيرتك الذاتية.',
      'Finish a course, pass its quizzes and earn a certificate to add to your CV.',
    ),
  ),
  banner(
    5,
    t('جديد: تصوير المنتجات من المنزل', 'New: product photography at home'),
    t(
      'صوّر منتجات متجرك باحترافية بأدوات بسيطة في منزلك.',
      "Shoot professional photos of your store's products at home with simple gear.",
    ),
  ),
];
