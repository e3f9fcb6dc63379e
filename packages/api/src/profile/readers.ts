import { imageUrlOrNull, num, rec, str, strOrNull } from '../read';
import type { Certificate, MyPlan, Profile } from './types';

/** Readers of the profile domain's replies: only the fields the spec lists, safe defaults for the rest. */

export function toProfile(value: unknown): Profile {
  const p = rec(value);
  return {
    ...(p.id !== undefined ? { id: num(p.id) } : {}),
    name: str(p.name),
    email: str(p.email),
    phone_key: str(p.phone_key).trim() || '966',
    phone: str(p.phone),
    image: imageUrlOrNull(p.image),
  };
}

export function toMyPlan(value: unknown): MyPlan | null {
  if (!value || typeof value !== 'object') return null;
  const p = rec(value);
  return {
    id: num(p.id),
    title: str(p.title),
    renewal_price: num(p.renewal_price),
    courses_used: num(p.courses_used),
    courses_limit: num(p.courses_limit),
    status: { title: str(rec(p.status).title, str(p.status)) },
    created_at: str(p.created_at),
    expired_at: str(p.expired_at),
  };
}

export function toCertificate(value: unknown): Certificate {
  const c = rec(value);
  const course = c.course;
  return {
    id: num(c.id),
    course: typeof course === 'object' && course ? str(rec(course).title) : str(course),
    certificate: str(c.certificate),
    created_at: strOrNull(c.created_at),
  };
}
