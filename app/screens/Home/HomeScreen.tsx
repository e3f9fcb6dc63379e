import { type Course, readBanners } from '@dars/api';
import { type Language, useI18n } from '@dars/i18n';
import {
  ALL_CHIP,
  carouselMachine,
  carouselView,
  categoryChipsMachine,
  categoryChipsView,
  type HomeData,
  type HomeSection,
  homeMachine,
  type SectionStatus,
  sectionStatus,
} from '@dars/machines';
import {
  CardGrid,
  Carousel,
  Chips,
  CourseCard,
  EmptyState,
  InstructorCard,
  ListError,
  SectionHeader,
  SkeletonGrid,
  type SkeletonVariant,
  Spinner,
  useCardsPerView,
  visuallyHidden,
} from '@dars/ui';
import { AboutBlock } from '@dars/ui/AboutBlock';
import { FaqPreview } from '@dars/ui/FaqPreview';
import { PlanCard } from '@dars/ui/PlanCard';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppActors } from '../../AppActorsContext';
import { useCourseCardActions } from '../../courseActions';
import { earlyBody, forgetEarlyCalls } from '../../earlyData';
import { href } from '../../paths';
import { useAppInfo } from '../../useAppInfo';
import { useLanguageChange } from '../forms';
import { HomeBanner } from './HomeBanner';
import * as styles from './HomeScreen.css';

const viewportWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/**
 * /home and / (spec sections 2, 4, 7, 8, 9): banners, about us, the student's unfinished courses, the
 * courses with category chips, free courses, instructors, plans and the first FAQs. Each section loads on
 * its own (`machines/home`) and keeps its size while loading; a list that fails shows the red line with
 * a retry, the banners and the about block only stop their spinner. Each section reads its own part of the
 * machine (HomePart): an answer redraws its section, not the page (every card of it, once per answer).
 */
export default function HomeScreen() {
  const { t, lang } = useI18n();
  const { session, appInfo } = useAppActors();
  // What the page needs of app info, read narrowly: its answer redraws the cards only if the currency changed.
  const currency = useSelector(appInfo, (s) => s.context.info?.currency) || 'EGP';
  const name = useSelector(appInfo, (s) => s.context.info?.name) || t('app.fallbackName');
  const student = useSelector(session, (s) => s.hasTag('member'));
  // The banners boot already fetched for a visitor (and drew into the prerendered page), when they still fit.
  const [initialBanners] = useState(() => earlyBanners(lang, student));
  const home = useActorRef(homeMachine, { input: { student, banners: initialBanners } });
  const send = home.send;
  const actions = useCourseCardActions();

  useEffect(() => {
    send({ type: 'home.session', student });
  }, [send, student]);
  useEffect(forgetEarlyCalls, []);
  useLanguageChange(() => send({ type: 'home.reload' }));

  const courseCard = (course: Course, extra: { progress?: number; titleChars?: number } = {}) => (
    <CourseCard
      course={course}
      href={href('course', { slug: course.slug })}
      currency={currency}
      {...extra}
      {...actions.propsFor(course)}
    />
  );

  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{t('home.welcome', { name })}</h1>

      <HomePart home={home} section="banners">
        {(status, banners) => <HomeBanner status={status} banners={banners} />}
      </HomePart>

      <HomeAbout />

      {student ? (
        <HomePart home={home} section="myCourses">
          {(status, myCourses, retry) =>
            status === 'loading' || status === 'loaded' || status === 'failed' ? (
              <Section id="home-my-courses" title={t('home.myCourses')} viewAll={href('myCourses')} carousel>
                <ListSection status={status} skeleton="course" failed={t('lists.fetchFailed')} onRetry={retry}>
                  <Strip label={t('home.myCourses')}>
                    {myCourses.map((course) => courseCard(course, { progress: course.progress, titleChars: 30 }))}
                  </Strip>
                </ListSection>
              </Section>
            ) : null
          }
        </HomePart>
      ) : null}

      <Section id="home-courses" title={t('home.coursesTitle')} viewAll={href('courses')}>
        <HomeList
          home={home}
          section="courses"
          skeleton="course"
          skeletonCount={8}
          grid
          failed={t('lists.fetchFailed')}
          empty={t('empty.courses')}
        >
          {(courses) => <CoursesWithChips courses={courses} card={(course) => courseCard(course)} />}
        </HomeList>
      </Section>

      <Section id="home-free" deferred title={t('home.freeCourses')} viewAll={href('freeCourses')} carousel>
        <HomeList
          home={home}
          section="freeCourses"
          skeleton="course"
          failed={t('lists.fetchFailed')}
          empty={t('empty.courses')}
        >
          {(freeCourses) => (
            <Strip label={t('home.freeCourses')}>{freeCourses.map((course) => courseCard(course))}</Strip>
          )}
        </HomeList>
      </Section>

      <Section id="home-instructors" deferred title={t('home.instructors')} viewAll={href('instructors')} carousel>
        <HomeList
          home={home}
          section="instructors"
          skeleton="instructor"
          failed={t('errors.fetchFailed')}
          empty={t('empty.instructors')}
        >
          {(instructors) => (
            <Strip label={t('home.instructors')}>
              {instructors.map((instructor) => (
                <InstructorCard
                  key={instructor.id}
                  name={instructor.name}
                  image={instructor.image}
                  categoryTitle={instructor.category.title}
                />
              ))}
            </Strip>
          )}
        </HomeList>
      </Section>

      <Section id="home-plans" deferred title={t('home.plans')} viewAll={href('plans')}>
        <HomeList
          home={home}
          section="plans"
          skeleton="course"
          skeletonCount={3}
          grid
          failed={t('errors.fetchFailed')}
          empty={t('empty.plans')}
        >
          {(plans) => (
            <CardGrid label={t('home.plans')}>
              {plans.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} currency={currency} href={href('plans')} />
                </li>
              ))}
            </CardGrid>
          )}
        </HomeList>
      </Section>

      <Section id="home-faq" title={t('home.faq')} deferred>
        <HomePart home={home} section="faqs">
          {(status, faqs, retry) =>
            status === 'loading' ? (
              <div className={styles.faqLoading} aria-busy="true">
                <Spinner size="lg" />
              </div>
            ) : (
              <ListSection
                status={status}
                skeleton="course"
                failed={t('errors.fetchFailed')}
                empty={t('empty.faq')}
                onRetry={retry}
              >
                <FaqPreview items={faqs} moreHref={href('faq')} />
              </ListSection>
            )
          }
        </HomePart>
      </Section>

      {actions.element}
    </div>
  );
}

/** About us, from app info (its own reader of it: the rest of the page does not wait on it). */
function HomeAbout() {
  const { t } = useI18n();
  const { appInfo } = useAppActors();
  const { info } = useAppInfo();
  const infoLoading = useSelector(appInfo, (s) => s.hasTag('loading'));
  return infoLoading || info?.about_us ? (
    <section
      className={styles.section}
      // Named by its title once app info is here; by the small heading's words while loading.
      {...(info ? { 'aria-labelledby': 'home-about' } : { 'aria-label': t('home.aboutEyebrow') })}
    >
      <AboutBlock about={info?.about_us ?? null} loading={infoLoading} href={href('about')} headingId="home-about" />
    </section>
  ) : null;
}

/**
 * One section's part of the home machine: its status, its list and its retry, read on its own, so that an
 * answer for another section leaves this one as it is.
 */
function HomePart<K extends HomeSection>({
  home,
  section,
  children,
}: {
  home: ActorRefFrom<typeof homeMachine>;
  section: K;
  children: (status: SectionStatus, items: HomeData[K], retry: () => void) => ReactNode;
}) {
  const status = useSelector(home, (snapshot) => sectionStatus(snapshot, section));
  const items = useSelector(home, (snapshot) => snapshot.context[section]);
  // An answer's cards are drawn in a deferred render, which React splits into short tasks between frames
  // (a useSelector update alone renders at once, in one long task that holds up the page's input).
  const shownStatus = useDeferredValue(status);
  const shownItems = useDeferredValue(items);
  return children(shownStatus, shownItems, () => home.send({ type: 'home.retry', section }));
}

/** A list section of the home page: its part of the machine (HomePart) drawn by its status (ListSection). */
function HomeList<K extends HomeSection>({
  home,
  section,
  children,
  ...list
}: Omit<ListSectionProps, 'status' | 'onRetry' | 'children'> & {
  home: ActorRefFrom<typeof homeMachine>;
  section: K;
  children: (items: HomeData[K]) => ReactNode;
}) {
  return (
    <HomePart home={home} section={section}>
      {(status, items, retry) => (
        <ListSection status={status} onRetry={retry} {...list}>
          {children(items)}
        </ListSection>
      )}
    </HomePart>
  );
}

/**
 * A home section: its h2 (with 'view all') above the content. A section whose content is a carousel is a
 * plain group, so the carousel's own region (named like the heading) is the only landmark of that name.
 */
function Section({
  id,
  title,
  viewAll,
  carousel = false,
  deferred = false,
  children,
}: {
  id: string;
  title: string;
  viewAll?: string;
  carousel?: boolean;
  /** Below the first screen: drawn once near the window (styles.deferredSection). */
  deferred?: boolean;
  children: ReactNode;
}) {
  const header = <SectionHeader id={id} title={title} viewAll={viewAll ? { href: viewAll } : undefined} />;
  const className = deferred ? styles.deferredSection : styles.section;
  return carousel ? (
    <div className={className} data-section={id}>
      {header}
      {children}
    </div>
  ) : (
    <section className={className} aria-labelledby={id} data-section={id}>
      {header}
      {children}
    </section>
  );
}

interface ListSectionProps {
  status: SectionStatus;
  skeleton: SkeletonVariant;
  /** Placeholders in a grid; a carousel shows as many as cards in view. */
  skeletonCount?: number;
  grid?: boolean;
  failed: string;
  empty?: string;
  onRetry(): void;
  children: ReactNode;
}

/** One list section by its status: skeleton, red line with retry, empty state, or the list. */
function ListSection({
  status,
  skeleton,
  skeletonCount,
  grid = false,
  failed,
  empty,
  onRetry,
  children,
}: ListSectionProps) {
  const perView = useCardsPerView();
  if (status === 'loading') return <SkeletonGrid count={grid ? (skeletonCount ?? 8) : perView} variant={skeleton} />;
  if (status === 'failed') return <ListError message={failed} onRetry={onRetry} />;
  if (status === 'empty' || status === 'off') return empty ? <EmptyState title={empty} /> : null;
  return <>{children}</>;
}

/** A carousel stepped one card at a time (`machines/carousel`); the cards in view follow the width. */
function Strip({ label, children }: { label: string; children: ReactNode[] }) {
  const perView = useCardsPerView();
  const [state, send] = useMachine(carouselMachine, { input: { length: children.length, width: viewportWidth() } });
  useEffect(() => {
    send({ type: 'carousel.setLength', length: children.length });
  }, [send, children.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cards in view changed: tell the machine the width.
  useEffect(() => {
    send({ type: 'carousel.resize', width: viewportWidth() });
  }, [send, perView]);
  const view = carouselView(state);
  return (
    <Carousel
      label={label}
      items={children}
      offset={view.offset}
      visible={view.visible}
      canPrevious={view.canPrevious}
      canNext={view.canNext}
      onPrevious={() => send({ type: 'carousel.previous' })}
      onNext={() => send({ type: 'carousel.next' })}
    />
  );
}

/** 'All' plus a chip per category; at most 8 cards of the chosen one (`machines/categoryChips`). */
function CoursesWithChips({ courses, card }: { courses: Course[]; card: (course: Course) => ReactNode }) {
  const { t, dir } = useI18n();
  const perView = useCardsPerView();
  const scroller = useRef<HTMLDivElement>(null);
  const direction = useRef(dir);
  direction.current = dir;
  const machine = useMemo(
    () =>
      categoryChipsMachine.provide({
        actions: {
          scrollBy: (_, { by }) => {
            const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            scroller.current?.scrollBy({
              left: direction.current === 'rtl' ? -by : by,
              behavior: reduced ? 'auto' : 'smooth',
            });
          },
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: { courses, width: viewportWidth() } });
  useEffect(() => {
    send({ type: 'chips.setCourses', courses });
  }, [send, courses]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width crossed a breakpoint: the scroll step may change.
  useEffect(() => {
    send({ type: 'chips.resize', width: viewportWidth() });
  }, [send, perView]);
  const view = categoryChipsView<Course>(state);
  return (
    <>
      <Chips
        label={t('home.categoryFilter')}
        items={view.chips.map((chip) => ({
          id: chip.id,
          label: chip.id === ALL_CHIP ? t('home.allCategories') : (chip.title ?? ''),
        }))}
        selectedId={view.selectedId}
        onSelect={(id) => send({ type: 'chips.select', id })}
        arrows={
          view.arrows
            ? { onBack: () => send({ type: 'chips.back' }), onForward: () => send({ type: 'chips.forward' }) }
            : undefined
        }
        scrollerRef={scroller}
      />
      <CardGrid label={t('home.coursesTitle')}>
        {view.courses.map((course) => (
          <li key={course.id}>{card(course)}</li>
        ))}
      </CardGrid>
    </>
  );
}

function earlyBanners(lang: Language, student: boolean) {
  const body = student ? undefined : earlyBody(lang);
  return body === undefined ? undefined : readBanners(body);
}
