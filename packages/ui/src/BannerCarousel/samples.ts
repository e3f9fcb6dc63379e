import type { BannerItem } from './BannerCarousel';

/** Sample banners for stories and tests (images from the demo API's media). */
export const SAMPLE_BANNERS: Record<'ar' | 'en', BannerItem[]> = {
  ar: [
    {
      image: '/demo-media/banners/1.svg',
      title: 'تعلّم مهارات المستقبل',
      description: 'أكثر من 40 دورة في البرمجة والتصميم والأعمال.',
    },
    {
      image: '/demo-media/banners/2.svg',
      title: 'خصم 40٪ على الباقة السنوية',
      description: 'اشترك الآن واحصل على عام كامل من التعلم.',
    },
    { image: '/demo-media/banners/3.svg', title: 'ابدأ مجانًا', description: 'دورات مجانية تبدأ بها اليوم.' },
  ],
  en: [
    {
      image: '/demo-media/banners/1.svg',
      title: 'Learn the skills of tomorrow',
      description: 'Over 40 courses in programming, design and business.',
    },
    {
      image: '/demo-media/banners/2.svg',
      title: '40% off the yearly plan',
      description: 'Subscribe now and get a full year of learning.',
    },
    { image: '/demo-media/banners/3.svg', title: 'Start for free', description: 'Free courses to start with today.' },
  ],
};
