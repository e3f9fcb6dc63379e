import type { SeedCategory } from '../types.ts';
import { t } from './util.ts';

const image = (id: number) => `/demo-media/categories/${id}.svg`;

export const categories: SeedCategory[] = [
  { id: 1, title: t('البرمجة', 'Programming'), image: image(1) },
  { id: 2, title: t('تصميم المواقع', 'Web Design'), image: image(2) },
  { id: 3, title: t('علم البيانات', 'Data Science'), image: image(3) },
  { id: 4, title: t('التصميم الجرافيكي', 'Graphic Design'), image: image(4) },
  { id: 5, title: t('الأعمال والتسويق', 'Business & Marketing'), image: image(5) },
  { id: 6, title: t('اللغات', 'Languages'), image: image(6) },
  // No picture on purpose: the departments screen shows its placeholder icon here.
  { id: 7, title: t('تطوير الذات', 'Personal Development'), image: null },
  { id: 8, title: t('التصوير الفوتوغرافي', 'Photography'), image: image(8) },
];
