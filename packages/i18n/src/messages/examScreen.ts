/**
 * Messages of the exam screen beyond the spec's own exam words (course.ts: 'unit exam',
 * 'finish exam', 'please answer all questions', 'an error occurred while sending the answers'): the
 * countdown, the question navigator, marking for review, restoring and leaving. English and Arabic side
 * by side: a key missing in either language is a type error.
 */
export const en = {
  'examScreen.of': 'Exam of the section “{{section}}”',
  'examScreen.timeLeft': 'Time left',
  'examScreen.timeLeftLabel': 'Time left: {{time}}',
  'examScreen.lastMinute': 'One minute left. Your answers will be sent when the time is up.',
  'examScreen.timeUp': 'Time is up. Your answers are being sent.',
  'examScreen.answered': '{{answered}} of {{total}} answered',
  'examScreen.navigator': 'Questions',
  'examScreen.goTo': 'Question {{number}}: {{state}}',
  'examScreen.stateAnswered': 'answered',
  'examScreen.stateUnanswered': 'not answered',
  'examScreen.stateMarked': 'marked for review',
  'examScreen.stateAndMarked': '{{state}}, marked for review',
  'examScreen.legendAnswered': 'Answered',
  'examScreen.legendUnanswered': 'Not answered',
  'examScreen.legendMarked': 'Marked for review',
  'examScreen.mark': 'Mark for review',
  'examScreen.restored': 'Your earlier answers on this device were restored.',
  'examScreen.empty': 'This exam has no questions yet.',
  'examScreen.backToCourse': 'Back to the course',
  'examScreen.leaveTitle': 'Leave the exam?',
  'examScreen.leaveBody':
    'Your answers have not been sent. They stay on this device until you come back and send them.',
  'examScreen.leave': 'Leave',
  'examScreen.stay': 'Stay on the exam',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'examScreen.of': 'اختبار قسم «{{section}}»',
  'examScreen.timeLeft': 'الوقت المتبقي',
  'examScreen.timeLeftLabel': 'الوقت المتبقي: {{time}}',
  'examScreen.lastMinute': 'تبقّت دقيقة واحدة. ستُرسل إجاباتك عند انتهاء الوقت.',
  'examScreen.timeUp': 'انتهى الوقت. جارٍ إرسال إجاباتك.',
  'examScreen.answered': 'أُجيب عن {{answered}} من {{total}}',
  'examScreen.navigator': 'الأسئلة',
  'examScreen.goTo': 'السؤال {{number}}: {{state}}',
  'examScreen.stateAnswered': 'تمت الإجابة',
  'examScreen.stateUnanswered': 'بلا إجابة',
  'examScreen.stateMarked': 'معلَّم للمراجعة',
  'examScreen.stateAndMarked': '{{state}}، معلَّم للمراجعة',
  'examScreen.legendAnswered': 'تمت الإجابة',
  'examScreen.legendUnanswered': 'بلا إجابة',
  'examScreen.legendMarked': 'للمراجعة',
  'examScreen.mark': 'علّمه للمراجعة',
  'examScreen.restored': 'استعدنا إجاباتك السابقة المحفوظة على هذا الجهاز.',
  'examScreen.empty': 'لا توجد أسئلة في هذا الاختبار بعد.',
  'examScreen.backToCourse': 'العودة إلى الدورة',
  'examScreen.leaveTitle': 'مغادرة الاختبار؟',
  'examScreen.leaveBody': 'لم تُرسل إجاباتك بعد. ستبقى محفوظة على هذا الجهاز حتى تعود وترسلها.',
  'examScreen.leave': 'مغادرة',
  'examScreen.stay': 'البقاء في الاختبار',
};
