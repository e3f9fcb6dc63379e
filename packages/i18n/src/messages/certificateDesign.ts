/**
 * Messages of the sample certificate page.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  'certificateDesign.lead': 'This is what students receive when they complete a course.',
  'certificateDesign.print': 'Print the certificate',
  'certificateDesign.label': 'Sample certificate',
  'certificate.title': 'Certificate of Completion',
  'certificate.presented': '{{name}} certifies that',
  'certificate.completed': 'has successfully completed the course',
  'certificate.sampleName': 'Sara Ahmed Al-Masri',
  'certificate.sampleCourse': 'UX Design: from research to prototype',
  'certificate.issued': 'Issued on {{date}}',
  'certificate.number': 'Certificate no. {{number}}',
  'certificate.instructorRole': 'Course instructor',
  'certificate.directorRole': 'Academy director',
  'certificate.instructorName': 'Dr. Khaled Mansour',
  'certificate.directorName': 'Mona Adel',
  'certificate.sample': 'Sample',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'certificateDesign.lead': 'هذا ما يحصل عليه الطالب عند إتمام الدورة.',
  'certificateDesign.print': 'اطبع الشهادة',
  'certificateDesign.label': 'نموذج الشهادة',
  'certificate.title': 'شهادة إتمام',
  'certificate.presented': 'تشهد {{name}} بأنّ',
  'certificate.completed': 'قد أتمّ بنجاح دورة',
  'certificate.sampleName': 'سارة أحمد المصري',
  'certificate.sampleCourse': 'تصميم تجربة المستخدم UX: من البحث إلى النموذج الأولي',
  'certificate.issued': 'صدرت في {{date}}',
  'certificate.number': 'رقم الشهادة {{number}}',
  'certificate.instructorRole': 'مدرّب الدورة',
  'certificate.directorRole': 'مدير الأكاديمية',
  'certificate.instructorName': 'د. خالد منصور',
  'certificate.directorName': 'منى عادل',
  'certificate.sample': 'نموذج',
};
