import { firstCourse, type Row, slugOf } from '../contract';
import * as api from '../index';

/** Contract rows of the course domain's calls (run by ../contract.test.ts). */
export const rows: Row[] = [
  {
    name: 'getCourse',
    call: async () => api.getCourse((await slugOf('paid')).slug),
    method: 'GET',
    path: '/api/v1/courses/:slug',
    encoding: 'none',
    auth: 'visitor',
    reads: [
      'data.id',
      'data.slug',
      'data.title',
      'data.intro_video',
      'data.description',
      'data.category',
      'data.instructor',
      'data.rating.average',
      'data.duration',
      'data.language',
      'data.students_count',
      'data.sections_count',
      'data.videos_count',
      'data.status.value',
      'data.status.title',
      'data.is_subscribed',
      'data.progress',
      'data.certificate',
      'data.created_at',
    ],
  },
  {
    name: 'getCourseReviews',
    call: async () => api.getCourseReviews((await firstCourse())[0]?.slug ?? ''),
    method: 'GET',
    path: '/api/v1/courses/:slug/reviews',
    encoding: 'none',
    auth: 'visitor',
    reads: ['data'],
  },
  {
    name: 'getCourseSections',
    call: async () => api.getCourseSections((await slugOf('paid')).slug),
    method: 'GET',
    path: '/api/v1/courses/:slug/sections',
    encoding: 'none',
    auth: 'visitor',
    reads: [
      'data.0.id',
      'data.0.title',
      'data.0.videos.0.id',
      'data.0.videos.0.title',
      'data.0.videos.0.path',
      'data.0.videos.0.duration',
      'data.0.videos.0.status_value',
      'data.0.videos.0.view',
      'data.0.videos.0.captions',
      'data.0.pdfs',
      'data.0.exam',
      'data.0.status',
      'data.0.exam_duration',
    ],
  },
  {
    name: 'subscribeCourse (by id)',
    call: async () => api.subscribeCourse((await slugOf('free')).id),
    method: 'POST',
    path: '/api/v1/courses/:id/subscribe',
    encoding: 'none',
    auth: 'student',
    reads: ['success', 'message'],
  },
  {
    name: 'subscribeCourse (by slug)',
    call: async () => api.subscribeCourse((await slugOf('free')).slug),
    method: 'POST',
    path: '/api/v1/courses/:id/subscribe',
    encoding: 'none',
    auth: 'student',
    reads: ['success', 'message'],
  },
  {
    name: 'toggleFavorite',
    call: async () => api.toggleFavorite((await firstCourse())[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/courses/:id/toggle-favorite',
    encoding: 'none',
    auth: 'student',
    reads: ['status'],
  },
  {
    name: 'addReview',
    call: async () =>
      api.addReview((await api.getMyCourses(1)).items[0]?.slug ?? '', {
        rating: 5,
        comment: 'Excellent',
        instructor_rating: 4,
      }),
    method: 'POST',
    path: '/api/v1/courses/:slug/add-review',
    encoding: 'json',
    auth: 'student',
    // The spec reads rating and comment; the dialog's instructor rating (its step 2) rides along as
    // instructor_rating, which a server that does not know it ignores.
    body: { rating: 5, comment: 'Excellent', instructor_rating: 4 },
    reads: ['message'],
  },
  {
    name: 'submitVideo',
    call: async () => {
      const course = (await api.getMyCourses(1)).items[0];
      const sections = await api.getCourseSections(course?.slug ?? '');
      return api.submitVideo(sections[0]?.videos[0]?.id ?? 0);
    },
    method: 'POST',
    path: '/api/v1/courses/sections/video/:id/submit',
    encoding: 'none',
    auth: 'student',
    // The spec reads nothing; the course's new progress is read when the server sends it (the demo does).
    reads: ['message', 'data.progress'],
  },
  {
    name: 'getExamQuestions',
    call: async () => {
      const course = (await api.getMyCourses(1)).items[0];
      const sections = await api.getCourseSections(course?.slug ?? '');
      return api.getExamQuestions(sections.find((s) => s.exam)?.exam?.id ?? 0);
    },
    method: 'GET',
    path: '/api/v1/courses/sections/exam/:examId/questions',
    encoding: 'none',
    auth: 'student',
    reads: ['data.0.id', 'data.0.question', 'data.0.answer_1', 'data.0.answer_2', 'data.0.answer_3', 'data.0.answer_4'],
  },
  {
    name: 'submitExam',
    call: async () => {
      const course = (await api.getMyCourses(1)).items[0];
      const sections = await api.getCourseSections(course?.slug ?? '');
      const examId = sections.find((s) => s.exam)?.exam?.id ?? 0;
      const questions = await api.getExamQuestions(examId);
      return api.submitExam(
        examId,
        questions.map((q) => ({ question_id: q.id, answer_id: 'answer_1' as const })),
      );
    },
    method: 'POST',
    path: '/api/v1/courses/sections/exam/:examId/submit',
    encoding: 'json',
    auth: 'student',
    reads: ['message'],
  },
];
