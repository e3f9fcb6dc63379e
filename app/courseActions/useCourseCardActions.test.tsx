import { type Course, getCourses, getMyFavorites, login } from '@dars/api';
import { I18nProvider, type Language } from '@dars/i18n';
import { api, DEMO_STUDENT } from '@dars/mocks';
import { server } from '@dars/mocks/node';
import { offline, refuse, slow } from '@dars/mocks/overrides';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import * as platform from '../platform';
import { AppHarness } from '../stories/AppHarness';
import { forgetSubscribed, isMarkedSubscribed } from './storage';
import { useCourseCardActions } from './useCourseCardActions';

// A spy on the module's export, not vi.mock: the unit project shares modules between the files of a worker
// (isolate: false), and a file run before this one may already have loaded this hook with the real module.
let reloadPage: MockInstance<typeof platform.reloadPage>;
beforeEach(() => {
  reloadPage = vi.spyOn(platform, 'reloadPage').mockImplementation(() => {});
});

afterEach(() => {
  forgetSubscribed();
  vi.restoreAllMocks();
});

/** A small grid: each course's heart (when given) and subscribe button, as a course card would offer them. */
function Cards({
  courses,
  onFavoriteChanged,
  subscribeBy,
}: {
  courses: Course[];
  onFavoriteChanged?: (id: number, on: boolean) => void;
  subscribeBy?: 'id' | 'slug';
}) {
  const actions = useCourseCardActions({ onFavoriteChanged, subscribeBy });
  const [location] = useLocation();
  const search = useSearch();
  return (
    <>
      <p data-testid="where">{`${location}${search ? `?${search}` : ''}`}</p>
      <ul>
        {courses.map((course) => {
          const { favorite, subscribe } = actions.propsFor(course);
          return (
            <li key={course.id} aria-label={course.title}>
              {favorite ? (
                <button
                  type="button"
                  aria-pressed={favorite.active}
                  aria-busy={favorite.busy}
                  onClick={() => !favorite.busy && favorite.onToggle()}
                >
                  heart
                </button>
              ) : null}
              {subscribe?.subscribed ? (
                <span>subscribed</span>
              ) : (
                <button
                  type="button"
                  aria-busy={subscribe?.busy}
                  onClick={() => !subscribe?.busy && subscribe?.onSubscribe()}
                >
                  subscribe
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {actions.element}
    </>
  );
}

async function studentToken() {
  return (await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).token;
}

/** The demo catalogue as the student (or a visitor) sees it. */
async function coursesAs(token: string | null): Promise<Course[]> {
  if (token) localStorage.setItem('token', token);
  const page = await getCourses({ perPage: 40, page: 1 });
  localStorage.removeItem('token');
  return page.items;
}

function renderCards(
  courses: Course[],
  {
    token = null,
    lang = 'en',
    onFavoriteChanged,
    subscribeBy,
  }: {
    token?: string | null;
    lang?: Language;
    onFavoriteChanged?: (id: number, on: boolean) => void;
    subscribeBy?: 'id' | 'slug';
  } = {},
) {
  render(
    <I18nProvider lang={lang}>
      <AppHarness path="/search-result?term=design" token={token}>
        <Cards courses={courses} onFavoriteChanged={onFavoriteChanged} subscribeBy={subscribeBy} />
      </AppHarness>
    </I18nProvider>,
  );
  return userEvent.setup();
}

const card = (course: Course) => within(screen.getByRole('listitem', { name: course.title }));

async function favoriteIds(token: string) {
  localStorage.setItem('token', token);
  const ids = (await getMyFavorites(1)).items.map((c) => c.id);
  return ids;
}

describe('useCourseCardActions: favourites', () => {
  it('shows no heart to a visitor', async () => {
    const courses = (await coursesAs(null)).slice(0, 3);
    renderCards(courses);
    expect(screen.queryByRole('button', { name: 'heart' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'subscribe' })).toHaveLength(3);
  });

  it('adds then removes a favourite: notice, marker, callback and the server all agree', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token)).find((c) => !c.is_favorite);
    if (!course) throw new Error('the seed has a course that is not a favourite');
    const changed = vi.fn();
    const user = renderCards([course], { token, onFavoriteChanged: changed });
    const heart = card(course).getByRole('button', { name: 'heart' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);
    await screen.findByText('Added to favourites.');
    expect(screen.getByRole('status').textContent).toContain('Added to favourites.');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(`favorite_${course.id}`)).toBe('true');
    expect(changed).toHaveBeenLastCalledWith(course.id, true);
    expect(await favoriteIds(token)).toContain(course.id);

    await user.click(heart);
    await screen.findByText('Removed from favourites.');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(`favorite_${course.id}`)).toBeNull();
    expect(changed).toHaveBeenLastCalledWith(course.id, false);
    expect(await favoriteIds(token)).not.toContain(course.id);
  });

  it('starts from the course, or from the local marker', async () => {
    const token = await studentToken();
    const courses = await coursesAs(token);
    const favourite = courses.find((c) => c.is_favorite);
    const marked = courses.find((c) => !c.is_favorite);
    if (!favourite || !marked) throw new Error('the seed has both kinds');
    localStorage.setItem(`favorite_${marked.id}`, 'true');
    renderCards([favourite, marked], { token });
    expect(card(favourite).getByRole('button', { name: 'heart' }).getAttribute('aria-pressed')).toBe('true');
    expect(card(marked).getByRole('button', { name: 'heart' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a failed toggle opens the failure dialog and changes nothing, in Arabic too', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token)).find((c) => !c.is_favorite);
    if (!course) throw new Error('seed');
    server.use(
      http.post(api('courses/:id/toggle-favorite'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const user = renderCards([course], { token, lang: 'ar' });
    const heart = card(course).getByRole('button', { name: 'heart' });
    await user.click(heart);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('تعذّر تغيير حالة المفضلة، حاول مرة أخرى.');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(`favorite_${course.id}`)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'حسنًا' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('an answer whose status is not 200 is a failure too', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token)).find((c) => !c.is_favorite);
    if (!course) throw new Error('seed');
    server.use(http.post(api('courses/:id/toggle-favorite'), () => HttpResponse.json({ status: 403, message: 'No' })));
    const user = renderCards([course], { token });
    const heart = card(course).getByRole('button', { name: 'heart' });
    await user.click(heart);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Could not change the favourite status. Please try again.',
    );
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('is busy while the toggle is posted and posts once', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token))[0] as Course;
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('toggle-favorite')) posts += 1;
    });
    server.use(slow('post', 'courses/:id/toggle-favorite'));
    const user = renderCards([course], { token });
    const heart = card(course).getByRole('button', { name: 'heart' });
    await user.click(heart);
    await user.click(heart);
    expect(heart.getAttribute('aria-busy')).toBe('true');
    expect(posts).toBe(1);
    server.events.removeAllListeners();
  });
});

describe('useCourseCardActions: an ended session', () => {
  it('a toggle the server refuses with 401 ends the session: the dialog shows and the hearts go', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token)).find((c) => !c.is_favorite) as Course;
    server.use(refuse('post', 'courses/:id/toggle-favorite', { status: 401, message: 'Unauthenticated.' }));
    const user = renderCards([course], { token });
    await user.click(card(course).getByRole('button', { name: 'heart' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Could not change the favourite status.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'heart', hidden: true })).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('useCourseCardActions: subscribe', () => {
  it('a visitor is asked to log in and sent to /login with this page as next', async () => {
    const course = (await coursesAs(null))[0] as Course;
    const user = renderCards([course]);
    await user.click(card(course).getByRole('button', { name: 'subscribe' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Login required');
    expect(dialog.textContent).toContain('Please log in to subscribe to this course.');
    await user.click(within(dialog).getByRole('button', { name: 'Go to login' }));
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?next=${encodeURIComponent('/search-result?term=design')}`,
    );
  });

  it('a student subscribes: the server message, the card subscribed, the page reloads on confirm', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token)).find((c) => c.status.value === 'free' && !c.is_subscribed);
    if (!course) throw new Error('the seed has a free course the student has not joined');
    const user = renderCards([course], { token });
    const item = card(course);
    await user.click(item.getByRole('button', { name: 'subscribe' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Subscribed');
    expect(dialog.textContent).toContain('You have subscribed to the course successfully.');
    // The card is marked subscribed at once (the in-memory map), under the dialog.
    expect(item.getByText('subscribed')).toBeTruthy();
    expect(isMarkedSubscribed(course.id)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('posts by id by default, and by slug when asked (the spec gives both readings)', async () => {
    const token = await studentToken();
    const free = (await coursesAs(token)).filter((c) => c.status.value === 'free' && !c.is_subscribed);
    const [first, second] = free;
    if (!first || !second) throw new Error('the seed has two free courses the student has not joined');
    const posted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted.push(new URL(request.url).pathname);
    });
    const user = renderCards([first], { token });
    await user.click(card(first).getByRole('button', { name: 'subscribe' }));
    await screen.findByRole('alertdialog');
    cleanup();
    const again = renderCards([second], { token, subscribeBy: 'slug' });
    await again.click(card(second).getByRole('button', { name: 'subscribe' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('You have subscribed');
    server.events.removeAllListeners();
    expect(posted).toEqual([`/api/v1/courses/${first.id}/subscribe`, `/api/v1/courses/${second.slug}/subscribe`]);
  });

  it('a refusal shows the server message; the dialog closes by itself after 2 s', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token)).find((c) => !c.is_subscribed) as Course;
    server.use(refuse('post', 'courses/:id/subscribe', { status: 422, message: 'This course is paid.' }));
    const user = renderCards([course], { token });
    await user.click(card(course).getByRole('button', { name: 'subscribe' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('An error occurred');
    expect(dialog.textContent).toContain('This course is paid.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3500 });
    expect(isMarkedSubscribed(course.id)).toBe(false);
    expect(card(course).getByRole('button', { name: 'subscribe' })).toBeTruthy();
  });

  it('no answer: "an error occurred during subscription", in Arabic', async () => {
    const token = await studentToken();
    const course = (await coursesAs(token)).find((c) => !c.is_subscribed) as Course;
    server.use(offline('post', 'courses/:id/subscribe'));
    const user = renderCards([course], { token, lang: 'ar' });
    await user.click(card(course).getByRole('button', { name: 'subscribe' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('حدث خطأ أثناء الاشتراك.');
    await act(async () => {});
  });
});
