import type { Course } from '@dars/api';
import { useI18n } from '@dars/i18n';
import {
  ADD_TO_CART_DELAYS,
  addToCartDialogOf,
  addToCartMachine,
  type CourseTab,
  clientPage,
  courseTabs,
  isInCart,
} from '@dars/machines';
import { AlertDialog, ButtonLink, CertificateCard, EmptyState, isWebUrl, ListError, Tabs, Toast } from '@dars/ui';
import { CourseHero } from '@dars/ui/CourseHero';
import { CourseInfoCard } from '@dars/ui/CourseInfoCard';
import { Curriculum, CurriculumSkeleton } from '@dars/ui/Curriculum';
import { LearningPanel } from '@dars/ui/LearningPanel';
import { ReviewDialog } from '@dars/ui/ReviewDialog';
import { ReviewList } from '@dars/ui/ReviewList';
import { useMachine } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../../AppActorsContext';
import { href } from '../../paths';
import * as styles from './CourseScreen.css';
import { curriculumOf } from './curriculum';
import { loadedOverview, loadOverview } from './overviewModule';
import type { CoursePage } from './useCoursePage';

/** Reviews show 6 a page, paged on the client (spec sections 2, 9). */
export const REVIEWS_PAGE_SIZE = 6;
/** The reviews' page in the URL. */
const REVIEWS_PARAM = 'reviews';

/** The top of the page: intro video (or the image), category, stars, title, instructor, date. */
export function CourseHeader({ course, headingLevel = 1 }: { course: Course; headingLevel?: 1 | 2 }) {
  return (
    <CourseHero
      title={course.title}
      image={course.image}
      introVideo={course.intro_video}
      category={course.category.title}
      rating={course.rating.average}
      instructor={{ name: course.instructor.name, image: course.instructor.image }}
      createdAt={course.created_at}
      headingLevel={headingLevel}
    />
  );
}

/**
 * The info card of a course the learner has not subscribed to: price and facts, subscribe (a visitor
 * is asked to log in; a student sees the server's message), add to cart for a paid course (asks the
 * cart first, so nothing already in it is taken out), and the heart for a student. The subscribe and
 * favourite dialogs (`page.actions.element`) are drawn by the page, since a subscription replaces this card.
 */
export function CourseInfo({ page, course }: { page: CoursePage; course: Course }) {
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { cartCount } = useAppActors();
  const paid = course.status.value !== 'free';
  const [cartLogic] = useState(() =>
    addToCartMachine.provide({
      actions: {
        goToLogin: () => navigate(href('login', {}, { query: { next: `${location}${search ? `?${search}` : ''}` } })),
        // The top bar's count follows: the server says how many courses the cart now holds.
        added: () => cartCount.send({ type: 'cartCount.load' }),
      },
      delays: ADD_TO_CART_DELAYS,
    }),
  );
  const [cart, sendCart] = useMachine(cartLogic, { input: { courseId: course.id, signedIn: page.signedIn && paid } });
  const card = page.actions.propsFor(course);
  const dialog = addToCartDialogOf(cart);
  const failure = cart.context.failure;
  return (
    <>
      <CourseInfoCard
        free={!paid}
        price={course.final_price}
        priceBefore={course.price_before_discount}
        currency={course.currency}
        duration={course.duration}
        language={course.language}
        students={course.students_count}
        sections={course.sections_count}
        videos={course.videos_count}
        subscribe={{ busy: card.subscribe?.busy ?? false, onSubscribe: () => card.subscribe?.onSubscribe() }}
        {...(paid
          ? {
              cart: { busy: cart.hasTag('busy'), added: isInCart(cart), onAdd: () => sendCart({ type: 'cart.add' }) },
            }
          : {})}
        {...(card.favorite ? { favorite: card.favorite } : {})}
      />
      <AlertDialog
        open={dialog !== null}
        tone={dialog === 'loginRequired' ? 'info' : 'error'}
        title={dialog === 'loginRequired' ? t('auth.loginRequiredTitle') : t('subscribe.errorTitle')}
        message={
          dialog === 'loginRequired'
            ? t('coursePage.cartLoginRequired')
            : failure?.kind === 'server' && (failure.status ?? 500) < 500 && failure.message
              ? failure.message
              : t('coursePage.cartFailed')
        }
        confirmLabel={dialog === 'loginRequired' ? t('auth.goToLogin') : t('common.ok')}
        onConfirm={() => sendCart({ type: 'dialog.confirm' })}
        onClose={() => sendCart({ type: 'dialog.close' })}
      />
      <Toast open={cart.hasTag('success')} tone="success" message={t('coursePage.cartAdded')} />
    </>
  );
}

/** The subscribed learner's panel: progress, continue where you left off, the certificate. */
export function CourseLearning({ page, course }: { page: CoursePage; course: Course }) {
  const next = page.continueWith;
  const { view, send } = page.review;
  return (
    <>
      <LearningPanel
        progress={course.progress}
        certificateHref={course.certificate}
        continueLesson={next ? { title: next.title } : null}
        onContinue={() => {
          if (next) page.lesson.open(next.id);
        }}
        onReview={() => send({ type: 'review.open' })}
      />
      <ReviewDialog
        {...view}
        onRate={(rating) => send({ type: 'review.rate', rating })}
        onComment={(value) => send({ type: 'review.comment', value })}
        onNext={() => send({ type: 'review.next' })}
        onBack={() => send({ type: 'review.back' })}
        onSubmit={() => send({ type: 'review.submit' })}
        onClose={() => send({ type: 'review.close' })}
        onClear={() => send({ type: 'review.clear' })}
      />
    </>
  );
}

/** The sections and their lessons, as the content tab or the subscribed view shows them. */
export function CourseCurriculum({
  page,
  course,
  videosOnly = false,
  headingLevel = 3,
}: {
  page: CoursePage;
  course: Course;
  videosOnly?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  if (page.sectionsView === 'loading') return <CurriculumSkeleton />;
  if (page.sectionsView === 'failed')
    return <ListError message={t('errors.fetchFailed')} onRetry={page.retrySections} />;
  const sections = curriculumOf(page.sections, {
    access: page.access,
    courseId: course.id,
    courseSlug: course.slug,
    currentVideoId: page.lesson.view === 'closed' ? null : (page.lesson.video?.id ?? null),
    videosOnly,
    examTitle: t('exam.unit'),
  });
  if (sections.length === 0) return <EmptyState title={t('empty.lessons')} />;
  return (
    <Curriculum
      sections={sections}
      onOpenVideo={page.lesson.open}
      headingLevel={headingLevel}
      {...(videosOnly ? { defaultOpen: sections.map((s) => s.id) } : {})}
    />
  );
}

/** The reviews, 6 a page on the client with the page in the URL (`?tab=reviews&reviews=2`); 'no reviews' when there are none. */
export function CourseReviews({ page }: { page: CoursePage }) {
  const { t } = useI18n();
  const [location] = useLocation();
  const search = useSearch();
  if (page.reviewsView === 'loading') return <CurriculumSkeleton />;
  if (page.reviewsView === 'failed') return <ListError message={t('errors.fetchFailed')} onRetry={page.retryReviews} />;
  const asked = Number(new URLSearchParams(search).get(REVIEWS_PARAM));
  const lastPage = clientPage(page.reviews, 1, REVIEWS_PAGE_SIZE).lastPage;
  const current = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, lastPage) : 1;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete(REVIEWS_PARAM);
    else params.set(REVIEWS_PARAM, String(n));
    const query = params.toString();
    return `${location}${query ? `?${query}` : ''}`;
  };
  return (
    <ReviewList
      reviews={clientPage(page.reviews, current, REVIEWS_PAGE_SIZE).items.map((r) => ({
        id: r.id,
        rate: r.rate,
        comment: r.comment,
        createdAt: r.created_at,
        user: r.user,
      }))}
      page={current}
      pageCount={lastPage}
      hrefFor={hrefFor}
    />
  );
}

/** The certificate tab of a subscribed learner: the certificate once earned, else the way to it. */
export function CourseCertificate({ course }: { course: Course }) {
  const { t } = useI18n();
  if (course.certificate && isWebUrl(course.certificate)) {
    return (
      <div className={styles.certificate}>
        <p>{t('coursePage.certificateEarned')}</p>
        <CertificateCard courseTitle={course.title} issuedAt={null} downloadHref={course.certificate} />
      </div>
    );
  }
  return (
    <div className={styles.certificate}>
      <p>{t('course.certificatePending')}</p>
      <ButtonLink href={href('certificateDesign')} variant="secondary">
        {t('coursePage.certificateSample')}
      </ButtonLink>
    </div>
  );
}

/**
 * The overview tab: the sanitized description and the instructor. Its code (with the sanitizer, DOMPurify)
 * is a chunk of its own, asked for as soon as the page draws, so the course page's first chunk stays small;
 * a block of the text's size holds its place meanwhile, and a failed load has a retry.
 */
function OverviewSlot({ course }: { course: Course }) {
  const { t } = useI18n();
  const [Overview, setOverview] = useState(() => loadedOverview());
  const [failed, setFailed] = useState(false);
  const live = useRef(true);
  const request = useCallback(() => {
    setFailed(false);
    loadOverview().then(
      (component) => live.current && setOverview(() => component),
      () => live.current && setFailed(true),
    );
  }, []);
  useEffect(() => {
    live.current = true;
    if (!loadedOverview()) request();
    return () => {
      live.current = false;
    };
  }, [request]);
  if (Overview) return <Overview course={course} />;
  if (failed) return <ListError message={t('errors.fetchFailed')} onRetry={request} />;
  return <div className={styles.overviewWaiting} aria-busy="true" />;
}

/** Tab ids are element ids: prefixed, so 'content' never meets another element's id. */
const TAB_ID_PREFIX = 'course-tab-';

const TAB_LABEL = {
  overview: 'course.overview',
  content: 'course.content',
  reviews: 'course.reviews',
  lectures: 'course.lectures',
} as const;

/**
 * The tabs (spec section 2): overview, content (hidden when subscribed), reviews, lectures (labelled
 * Certificate when subscribed). The selected one is in the URL; arrow keys follow the direction.
 */
export function CourseTabs({ page, course }: { page: CoursePage; course: Course }) {
  const { t } = useI18n();
  const subscribed = page.access === 'subscribed';
  const content: Record<CourseTab, () => ReactNode> = {
    overview: () => <OverviewSlot course={course} />,
    content: () => <CourseCurriculum page={page} course={course} />,
    reviews: () => <CourseReviews page={page} />,
    lectures: () =>
      subscribed ? (
        <CourseCertificate course={course} />
      ) : (
        <>
          <p className={styles.lead}>{t('coursePage.lecturesLead')}</p>
          <CourseCurriculum page={page} course={course} videosOnly />
        </>
      ),
  };
  return (
    <div>
      <Tabs
        label={t('coursePage.tabs')}
        selectedId={`${TAB_ID_PREFIX}${page.tab}`}
        onSelect={(id) => page.selectTab(id.slice(TAB_ID_PREFIX.length) as CourseTab)}
        tabs={courseTabs(page.access).map((id) => ({
          id: `${TAB_ID_PREFIX}${id}`,
          label: id === 'lectures' && subscribed ? t('course.certificate') : t(TAB_LABEL[id]),
          content: content[id](),
        }))}
      />
    </div>
  );
}
