import type { SeedPlan, Text } from '../types.ts';
import { t } from './util.ts';

const plan = (
  id: number,
  title: Text,
  description: Text,
  months: number,
  coursesLimit: number,
  priceBeforeDiscount: number,
  finalPrice: number,
  renewalPrice: number,
): SeedPlan => ({
  id,
  title,
  description,
  image: `/demo-media/plans/${id}.svg`,
  final_price: finalPrice,
  price_before_discount: priceBeforeDiscount,
  discount: Math.round((1 - finalPrice / priceBeforeDiscount) * 100),
  renewal_price: renewalPrice,
  duration_per_month: months,
  courses_limit: coursesLimit,
});

export const plans: SeedPlan[] = [
  plan(
    1,
    t('الباقة الشهرية', 'Monthly plan'),
    t(
      'جرّب المنصة بمرونة كاملة، واشترك في ما يصل إلى 3 دورات مدفوعة خلال الشهر.',
      'Try the platform with full flexibility and enroll in up to 3 paid courses a month.',
    ),
    1,
    3,
    300,
    270,
    300,
  ),
  plan(
    2,
    t('الباقة الربع سنوية', 'Quarterly plan'),
    t(
      'ثلاثة أشهر من التعلم المتواصل مع ما يصل إلى 10 دورات، ووفّر 20٪.',
      'Three months of steady learning with up to 10 courses, and save 20%.',
    ),
    3,
    10,
    900,
    720,
    810,
  ),
  plan(
    3,
    t('الباقة النصف سنوية', 'Half-year plan'),
    t(
      'الخيار الأنسب لمن يبني مسارًا مهنيًا جديدًا: ما يصل إلى 25 دورة على مدى ستة أشهر.',
      'Best for building a new career path: up to 25 courses over six months.',
    ),
    6,
    25,
    1800,
    1260,
    1440,
  ),
  plan(
    4,
    t('الباقة السنوية', 'Yearly plan'),
    t(
      'القيمة الأفضل: عام كامل مع ما يصل إلى 60 دورة وأولوية في الدعم الفني.',
      'The best value: a full year with up to 60 courses and priority support.',
    ),
    12,
    60,
    3600,
    2160,
    2520,
  ),
];
