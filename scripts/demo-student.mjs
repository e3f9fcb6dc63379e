/**
 * The demo API's seeded student (mocks/store.ts DEMO_STUDENT; a unit test keeps the two the same), for
 * the scripts that look at the app signed in: the README's pictures and the signed-in Lighthouse runs.
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
