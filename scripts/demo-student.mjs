/**
 * The demo API's seeded student (mocks/store.ts DEMO_STUDENT; a unit test keeps the two the same), for
 * the scripts that look at the app signed in: the README's pictures, the signed-in Lighthouse runs and the
 * interaction timings.
 */
export const DEMO_STUDENT_LOGIN = { email: 'student@dars.example', password: 'Dars@2025' };

/** The demo student's token from the server at `base` (its /api/v1/login). */
export async function demoStudentToken(base) {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(DEMO_STUDENT_LOGIN),
  });
  return (await response.json()).data.token;
}

/**
 * A course the demo student is taking and one of its sections whose exam is not taken yet, from the server at
 * `base` with the student's token: `{ course: { id, slug, progress }, examId, duration }` (minutes).
 */
export async function demoStudentExam(base, token) {
  const call = async (path) =>
    (
      await (
        await fetch(`${base}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}`, lang: 'en' } })
      ).json()
    ).data;
  const courses = await call('profile/my-courses?per_page=20&page=1');
  for (const course of courses.filter((c) => c.progress < 100)) {
    const sections = await call(`courses/${course.slug}/sections`);
    const section = sections.find((s) => s.exam && !s.exam.view);
    if (section?.exam) return { course, examId: section.exam.id, duration: section.exam_duration };
  }
  throw new Error('the demo student has no exam left to take');
}
