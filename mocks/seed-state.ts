import { catalogue, videosOf } from './catalogue.ts';
import { demoNow } from './clock.ts';
import { DEMO_STUDENT, type DemoState, emptyUserData, type UserData } from './store.ts';

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The starting state: one verified demo student who is mid-way through their studies
 * (courses in progress and finished, certificates, favourites, unread notifications,
 * a current plan and two courses in the cart). Dates are relative to now.
 */
export function seedState(now = demoNow()): DemoState {
  const { courses, notifications, plans } = catalogue;
  const paid = courses.filter((c) => c.status === 'paid');
  const free = courses.filter((c) => c.status === 'free');

  // Courses picked by id are past 15, beyond those the cart and favourites below are sliced from.
  const byId = (id: number) => courses.find((c) => c.id === id);

  // Three finished (the last one's certificate carries no date), six in progress, one just started:
  // seven unfinished courses, so the home strip pages even at four cards a view.
  const finished = [free[0], paid[0], byId(17)].filter((c) => c !== undefined);
  const inProgress = [paid[1], free[1], paid[2], byId(21), byId(25), byId(33)].filter((c) => c !== undefined);
  const started = [paid[3]].filter((c) => c !== undefined);
  const subscribed = [...finished, ...inProgress, ...started];

  const views: number[] = [];
  for (const course of finished) views.push(...videosOf(course).map((v) => v.id));
  inProgress.forEach((course, i) => {
    const vids = videosOf(course);
    const share = [0.3, 0.55, 0.8, 0.15, 0.45, 0.65][i] ?? 0.5;
    views.push(...vids.slice(0, Math.max(1, Math.floor(vids.length * share))).map((v) => v.id));
  });

  const exams: UserData['exams'] = {};
  for (const course of finished) {
    for (const section of course.sections) {
      if (section.exam)
        exams[String(section.exam.id)] = { score: section.exam.questions.length, total: section.exam.questions.length };
    }
  }

  const inCart = paid.filter((c) => !subscribed.includes(c)).slice(4, 6);
  const favorites = [...courses.filter((c) => !subscribed.includes(c)).slice(6, 9), ...subscribed.slice(0, 2)];
  const plan = plans[1] ?? plans[0];

  const student: UserData = {
    ...emptyUserData(),
    subscriptions: subscribed.map((c) => c.id),
    favorites: favorites.map((c) => c.id),
    views,
    exams,
    cart: inCart.map((c) => c.id),
    notifications: notifications.map((n) => ({ ...n })),
    plan: plan
      ? { planId: plan.id, created_at: iso(now - 40 * DAY), expired_at: iso(now + 50 * DAY), courses_used: 4 }
      : null,
    certificates: finished.map((course, i) => ({
      id: 900 + i,
      courseId: course.id,
      created_at: iso(now - (20 - i * 7) * DAY),
      // The API answers this one without an issue date: the list shows its fallback text.
      ...(i === 2 && { undated: true }),
    })),
  };

  return {
    version: 1,
    users: [
      {
        id: 1,
        name: DEMO_STUDENT.name,
        email: DEMO_STUDENT.email,
        password: DEMO_STUDENT.password,
        phone_key: '966',
        phone: '501234567',
        image: '/demo-media/avatars/student.svg',
        verified: true,
      },
    ],
    userData: { '1': student },
    tokens: {},
    codes: {},
    resetAllowed: {},
    reviews: [],
    complaints: [],
    uploads: {},
    invoices: {},
    nextId: 10_000,
  };
}
