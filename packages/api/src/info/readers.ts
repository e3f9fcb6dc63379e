import { ApiError } from '../errors';
import { imageUrl } from '../read';
import type { AboutUs, AppInfo, ContactUs, UserGuides } from './types';

export const DEFAULT_CURRENCY = 'EGP';

const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Reads the fields of GET /info the client uses; missing optional fields become empty strings. */
export function parseAppInfo(body: unknown): AppInfo {
  const data = record(body).data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new ApiError('shape', { serverMessage: undefined });
  }
  const d = data as Record<string, unknown>;
  const about = record(d.about_us);
  const contact = record(d.contact_us);
  const guides = record(d.user_guides);
  const about_us: AboutUs = {
    title: str(about.title),
    description: str(about.description),
    image: imageUrl(about.image),
  };
  const contact_us: ContactUs = {
    phone: str(contact.phone),
    address: str(contact.address),
    email: str(contact.email),
    twitter: str(contact.twitter),
    facebook: str(contact.facebook),
    instagram: str(contact.instagram),
    snapchat: str(contact.snapchat),
    youtube: str(contact.youtube),
    whatsapp: str(contact.whatsapp),
  };
  const user_guides: UserGuides = {
    instructor_path: str(guides.instructor_path),
    student_path: str(guides.student_path),
  };
  return {
    name: str(d.name),
    logo: imageUrl(d.logo),
    primary_color: str(d.primary_color),
    secondary_color: str(d.secondary_color),
    currency: str(d.currency).trim() || DEFAULT_CURRENCY,
    about_us,
    contact_us,
    terms_conditions: str(d.terms_conditions),
    privacy_policy: str(d.privacy_policy),
    intellectual_property: str(d.intellectual_property),
    technical_support_policy: str(d.technical_support_policy),
    payment_and_refund_policy: str(d.payment_and_refund_policy),
    attendance_policy: str(d.attendance_policy),
    user_guides,
  };
}
