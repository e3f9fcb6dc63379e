import * as s from './AuthLayout.css';

/** Decorative: a lesson playing on a screen, a stack of books, a graduation cap. Brand colours via the theme. */
export function LearningIllustration() {
  return (
    <svg className={s.art} viewBox="0 0 560 460" aria-hidden="true" focusable="false">
      {/* Backdrop shapes */}
      <circle className={s.primaryPale} cx="290" cy="230" r="210" />
      <circle className={s.secondaryPale} cx="470" cy="96" r="54" />
      <circle className={s.primarySoft} cx="86" cy="120" r="14" />
      <circle className={s.primarySoft} cx="500" cy="330" r="9" />
      <circle className={s.secondaryPale} cx="120" cy="420" r="22" />

      {/* Monitor */}
      <ellipse className={s.shadow} cx="290" cy="394" rx="150" ry="10" />
      <rect className={s.muted} x="268" y="322" width="44" height="56" rx="6" />
      <rect className={s.ink} x="214" y="372" width="152" height="14" rx="7" />
      <rect className={s.ink} x="106" y="92" width="368" height="240" rx="20" />
      <rect className={s.paper} x="120" y="106" width="340" height="196" rx="10" />
      <rect className={s.primarySoft} x="136" y="122" width="308" height="134" rx="8" />
      {/* Play button */}
      <circle className={s.primary} cx="290" cy="189" r="36" />
      <path className={s.paper} d="M279 171v36l29-18z" />
      {/* Progress bar */}
      <rect className={s.line} x="136" y="272" width="308" height="8" rx="4" />
      <rect className={s.secondary} x="136" y="272" width="176" height="8" rx="4" />
      <circle className={`${s.secondary} ${s.strokePaper}`} cx="312" cy="276" r="8" strokeWidth="3" />
      <circle className={s.muted} cx="453" cy="317" r="4" />

      {/* Lesson card */}
      <rect className={s.shadow} x="408" y="206" width="128" height="76" rx="14" />
      <rect className={s.paper} x="402" y="200" width="128" height="76" rx="14" />
      <circle className={s.secondary} cx="428" cy="226" r="12" />
      <path className={s.strokePaper} d="m422 226 4.5 4.5 8-8.5" fill="none" strokeWidth="3" strokeLinecap="round" />
      <rect className={s.line} x="448" y="218" width="64" height="7" rx="3.5" />
      <rect className={s.line} x="448" y="231" width="42" height="7" rx="3.5" />
      <rect className={s.primarySoft} x="418" y="252" width="96" height="10" rx="5" />

      {/* Books */}
      <rect className={s.amber} x="46" y="302" width="160" height="30" rx="5" />
      <rect className={s.paper} x="186" y="308" width="14" height="18" rx="2" />
      <rect className={s.secondary} x="62" y="332" width="150" height="30" rx="5" />
      <rect className={s.paper} x="192" y="338" width="14" height="18" rx="2" />
      <rect className={s.primary} x="38" y="362" width="176" height="32" rx="5" />
      <rect className={s.paper} x="194" y="368" width="14" height="20" rx="2" />
      <rect className={s.paper} x="58" y="374" width="70" height="6" rx="3" opacity="0.7" />

      {/* Graduation cap */}
      <path className={s.ink} d="M404 44l58 24-58 24-58-24z" />
      <path className={s.ink} d="M374 80v20c0 9 14 16 30 16s30-7 30-16V80l-30 12z" />
      <path className={s.strokeSecondary} d="M446 62v30" strokeWidth="3" strokeLinecap="round" />
      <circle className={s.secondary} cx="446" cy="96" r="5" />

      {/* Sparkles */}
      <path className={s.amber} d="M150 52l5 11 11 5-11 5-5 11-5-11-11-5 11-5z" />
      <path className={s.primary} d="M520 196l3.5 7.5 7.5 3.5-7.5 3.5-3.5 7.5-3.5-7.5-7.5-3.5 7.5-3.5z" />
    </svg>
  );
}
