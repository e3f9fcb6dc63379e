/** Entity types of the info domain (spec section 3). App information: GET /info (spec section 3). */

export interface AboutUs {
  title: string;
  /** HTML: render only through the sanitizing component. */
  description: string;
  image: string;
}

export interface ContactUs {
  phone: string;
  address: string;
  email: string;
  twitter: string;
  facebook: string;
  instagram: string;
  snapchat: string;
  youtube: string;
  whatsapp: string;
}

export interface UserGuides {
  instructor_path: string;
  student_path: string;
}

export interface AppInfo {
  name: string;
  logo: string;
  primary_color: string;
  secondary_color: string;
  currency: string;
  about_us: AboutUs;
  contact_us: ContactUs;
  /** Policy texts, HTML. */
  terms_conditions: string;
  privacy_policy: string;
  intellectual_property: string;
  technical_support_policy: string;
  payment_and_refund_policy: string;
  attendance_policy: string;
  user_guides: UserGuides;
}
