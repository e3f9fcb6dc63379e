import type { Row } from '../contract';
import * as api from '../index';

/** Contract rows of the info domain's calls (run by ../contract.test.ts). */
export const rows: Row[] = [
  {
    name: 'getInfo',
    call: () => api.getInfo(),
    method: 'GET',
    path: '/api/v1/info',
    encoding: 'none',
    auth: 'visitor',
    reads: [
      'data.name',
      'data.logo',
      'data.primary_color',
      'data.secondary_color',
      'data.currency',
      'data.contact_us',
      'data.about_us',
      'data.terms_conditions',
      'data.privacy_policy',
      'data.intellectual_property',
      'data.technical_support_policy',
      'data.payment_and_refund_policy',
      'data.attendance_policy',
      'data.user_guides.instructor_path',
      'data.user_guides.student_path',
    ],
  },
];
