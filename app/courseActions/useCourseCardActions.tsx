import type { Course } from '@dars/api';
import { type Translate, useI18n } from '@dars/i18n';
import {
  FAVORITE_DELAYS,
  favoriteBusyFor,
  favoriteMachine,
  SUBSCRIBE_DELAYS,
  type SubmitFailure,
  type SubscribeAddress,
  subscribeBusyFor,
  subscribeDialogOf,
  subscribeMachine,
} from '@dars/machines';
import { AlertDialog, type CourseCardProps, failureText, Toast, useFailedWriteWords } from '@dars/ui';
import { useMachine, useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../AppActorsContext';
import { loginHref } from '../paths';
import { reloadPage } from '../platform';
import { hasFavoriteMarker, isMarkedSubscribed, markSubscribed, setFavoriteMarker } from './storage';

/** The card's action props. */
export type CourseCardActionProps = Pick<CourseCardProps, 'favorite' | 'subscribe'>;

/** The fields of a course the actions read (an api `Course` is assignable). */
export type ActionCourse = Pick<Course, 'id' | 'slug' | 'is_favorite' | 'is_subscribed'>;

export interface CourseCardActionsOptions {
  /** A confirmed favourite change (e.g. /my_fav drops the card of a course no longer favourite). */
  onFavoriteChanged?: (courseId: number, active: boolean) => void;
  /** A subscription succeeded (the course page asks for the course again, now opened). */
  onSubscribed?: (courseId: number) => void;
  /** How subscribe names the course: by id (the default) or by slug (spec section 7 gives both). */
  subscribeBy?: SubscribeAddress;
  /** The spec's 2 s notice and popups, shorter or longer (stories, tests). */
  delays?: { notice?: number; popup?: number };
}

export interface CourseCardActions {
  /** The heart (only with a token) and the subscribe button (always: a visitor is asked to log in). */
  propsFor: (course: ActionCourse) => CourseCardActionProps;
  /** The dialogs and notices: render it once in the screen. */
  element: ReactNode;
}

/**
 * Favourite and subscribe for every course card of a screen (spec sections 3, 5, 7, 8), one machine
 * each (`machines/favorite`, `machines/subscribe`). A heart starts from the course's `is_favorite`
 * or its local-storage marker, then follows the server's confirmed toggles; a card is subscribed
 * when the course says so or this page marked it (the in-memory map).
 */
export function useCourseCardActions({
  onFavoriteChanged,
  onSubscribed,
  subscribeBy = 'id',
  delays,
}: CourseCardActionsOptions = {}): CourseCardActions {
  const { t } = useI18n();
  const { session } = useAppActors();
  const signedIn = useSelector(session, (s) => s.context.token !== null);
  const [location, navigate] = useLocation();
  const search = useSearch();

  // The machines are made once; what their actions need now is read through a ref.
  const latest = useRef({ onFavoriteChanged, onSubscribed, navigate, location, search });
  latest.current = { onFavoriteChanged, onSubscribed, navigate, location, search };

  // Made once: later options do not restart the machines.
  const [favoriteLogic] = useState(() =>
    favoriteMachine.provide({
      actions: {
        remember: (_, { courseId, active }) => setFavoriteMarker(courseId, active),
        changed: (_, { courseId, active }) => latest.current.onFavoriteChanged?.(courseId, active),
      },
      delays: { ...FAVORITE_DELAYS, ...(delays?.notice === undefined ? {} : { notice: delays.notice }) },
    }),
  );
  const [subscribeLogic] = useState(() =>
    subscribeMachine.provide({
      actions: {
        // Back to this very page after logging in (same-site paths only: routeTable's safeNext).
        goToLogin: () => latest.current.navigate(loginHref(latest.current.location, latest.current.search)),
        markSubscribed: (_, { courseId }) => {
          markSubscribed(courseId);
          latest.current.onSubscribed?.(courseId);
        },
        reload: () => reloadPage(),
      },
      delays: { ...SUBSCRIBE_DELAYS, ...(delays?.popup === undefined ? {} : { popup: delays.popup }) },
    }),
  );
  const [favorite, sendFavorite] = useMachine(favoriteLogic);
  /** The card whose subscribe button was pressed: its button is gone once the course is subscribed. */
  const pressedIn = useRef<HTMLElement | null>(null);
  const [subscribe, sendSubscribe] = useMachine(subscribeLogic, { input: { address: subscribeBy } });

  const propsFor = useCallback(
    (course: ActionCourse): CourseCardActionProps => {
      const subscribed = course.is_subscribed || isMarkedSubscribed(course.id);
      const props: CourseCardActionProps = {
        subscribe: {
          subscribed,
          busy: subscribeBusyFor(subscribe, course.id),
          onSubscribe: () => {
            pressedIn.current = cardOf(document.activeElement);
            sendSubscribe({ type: 'subscribe.request', course: { id: course.id, slug: course.slug }, signedIn });
          },
        },
      };
      if (signedIn) {
        const active = favorite.context.active[course.id] ?? (course.is_favorite || hasFavoriteMarker(course.id));
        props.favorite = {
          active,
          busy: favoriteBusyFor(favorite, course.id),
          onToggle: () => sendFavorite({ type: 'favorite.toggle', courseId: course.id, active }),
        };
      }
      return props;
    },
    [favorite, subscribe, sendFavorite, sendSubscribe, signedIn],
  );

  const dialog = subscribeDialogOf(subscribe);
  useFocusBackToCard(dialog !== null, pressedIn);
  const failedWrite = useFailedWriteWords();
  const { notice } = favorite.context;
  const element = (
    <>
      <AlertDialog
        open={dialog !== null}
        tone={dialog === 'loginRequired' ? 'info' : dialog === 'success' ? 'success' : 'error'}
        title={
          dialog === 'loginRequired'
            ? t('auth.loginRequiredTitle')
            : dialog === 'success'
              ? t('subscribe.successTitle')
              : t('subscribe.errorTitle')
        }
        message={
          dialog === 'loginRequired'
            ? t('subscribe.loginRequired')
            : dialog === 'success'
              ? subscribe.context.message || t('subscribe.success')
              : subscribeFailureText(subscribe.context.failure, t)
        }
        confirmLabel={dialog === 'loginRequired' ? t('auth.goToLogin') : t('common.ok')}
        onConfirm={() => sendSubscribe({ type: 'dialog.confirm' })}
        onClose={() => sendSubscribe({ type: 'dialog.close' })}
      />
      <AlertDialog
        open={favorite.hasTag('dialog')}
        tone="error"
        title={t('courseActions.favoriteErrorTitle')}
        message={failedWrite(t('favorite.failed'))}
        confirmLabel={t('common.ok')}
        onConfirm={() => sendFavorite({ type: 'dialog.confirm' })}
      />
      {/* 'removed' is the spec's warning: the toast's warning tone. */}
      <Toast
        open={favorite.hasTag('success')}
        tone={notice === 'removed' ? 'warning' : 'success'}
        message={notice === 'removed' ? t('favorite.removed') : t('favorite.added')}
      />
    </>
  );

  return { propsFor, element };
}

/**
 * The failure dialog's words (spec section 8), by the one rule of every screen (`failureText`): a refusal
 * (4xx) in the server's words, else 'could not subscribe to the course, try again'; no answer, a server
 * error (5xx, whatever its body said) or an unreadable answer: 'an error occurred during subscription'.
 */
export function subscribeFailureText(failure: SubmitFailure | null, t: Translate): string {
  if (failure === null) return t('subscribe.failed');
  const during = t('subscribe.failedDuring');
  return failureText(
    failure,
    { refused: t('subscribe.failed'), serverError: during, unreadable: during, noAnswer: during },
    t,
  );
}

/** The card (its `article`) around an element, if any. */
const cardOf = (element: Element | null): HTMLElement | null =>
  element instanceof HTMLElement ? element.closest('article') : null;

/**
 * When the subscribe dialog closes, the dialog gives focus back to the button that opened it; after a
 * success that button has become the 'subscribed' label, so focus would fall to the page body. Then
 * the card's link takes it instead (focus is never left on the body).
 */
function useFocusBackToCard(open: boolean, card: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(open);
  // The answer came: on a success the pressed button is gone at once, while the dialog may still be on its
  // way (its code loads when first needed). The card's link holds focus meanwhile, and the dialog gives
  // focus back to it when it closes.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (card.current?.isConnected) card.current.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open, card]);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    // The dialog restores focus in the frames after it closes: look once it has had its chance.
    let frames = 3;
    let frame = 0;
    const tick = () => {
      frames -= 1;
      if (frames > 0) {
        frame = requestAnimationFrame(tick);
        return;
      }
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const link = card.current?.isConnected ? card.current.querySelector<HTMLElement>('a[href]') : null;
      link?.focus();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [open, card]);
}
