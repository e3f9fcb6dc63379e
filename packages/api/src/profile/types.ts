import type { Plan } from '../catalogue/types';

/** Entity types of the profile domain (spec section 3). The signed-in student: profile, plan, certificates. */

export interface Profile {
  id?: number;
  name: string;
  email: string;
  /** Fallback 966 */
  phone_key: string;
  phone: string;
  image: string | null;
}

export interface Certificate {
  id: number;
  course: string;
  certificate: string;
  created_at: string | null;
}

export interface MyPlan {
  id: number;
  title: string;
  renewal_price: number;
  courses_used: number;
  courses_limit: number;
  status: { title: string };
  created_at: string;
  expired_at: string;
}

export interface MyPlanResponse {
  my_plan: MyPlan | null;
  plans: Plan[];
}
