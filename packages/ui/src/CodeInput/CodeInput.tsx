import { toLatinDigits, useI18n } from '@dars/i18n';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './CodeInput.css';

export interface CodeInputProps {
  /** The digits entered so far: 0 to `length` ASCII digits, with no gaps. */
  value: string;
  /** Called with all the digits joined, always a gap-free prefix of the code. */
  onChange: (value: string) => void;
  /** How many boxes; the spec's verification code has 6. */
  length?: number;
  /** Names the group of boxes. */
  label: string;
  /** A message shown below the boxes; marks them invalid. */
  error?: string | null;
  disabled?: boolean;
  /** Focuses the first empty box on mount. */
  autoFocus?: boolean;
}

/** What the boxes refuse, told under them: a character that is not a digit, or more digits than boxes. */
export type CodeRefusal = 'digitsOnly' | 'tooLong';

/** Separators people paste inside a code ("123 456", "123-456"): dropped without a word. */
const SEPARATORS = /[\s\-\u2010-\u2015.]/g;

/**
 * What a pasted or autofilled text gives: the code's digits (Arabic-Indic ones converted), or why it is
 * refused. Nothing is taken silently from a text holding letters or more digits than there are boxes.
 */
export function readPastedCode(text: string, size: number): { digits: string } | { refused: CodeRefusal } {
  const kept = text.replace(SEPARATORS, '');
  const digits = toCodeDigits(kept);
  if (digits.length !== kept.length) return { refused: 'digitsOnly' };
  if (digits.length > size) return { refused: 'tooLong' };
  return { digits };
}

/** Arabic-Indic (٠-٩) and extended Arabic-Indic (۰-۹) digits become 0-9; everything else but 0-9 is dropped. */
export function toCodeDigits(text: string): string {
  return toLatinDigits(text).replace(/[^0-9]/g, '');
}

/**
 * The verification code (spec: six boxes, each accepts one digit 0-9; typing advances to the next box;
 * the digits are joined). Boxes read left to right in both languages. The code is a string the boxes
 * show one character each: deleting a digit closes the gap, and focus never rests past the first empty box.
 * A letter typed or pasted, or a paste longer than the code, is refused with a message under the boxes;
 * that message and the `error` are in a live region, so screen readers hear them when they appear.
 */
export function CodeInput({
  value,
  onChange,
  length = 6,
  label,
  error,
  disabled = false,
  autoFocus = false,
}: CodeInputProps) {
  const { t } = useI18n();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  const size = Math.max(1, Math.floor(length));
  const code = toCodeDigits(value).slice(0, size);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  // How many boxes are filled, counting a change already sent up that has not come back as `value` yet,
  // so moving focus right after typing is not undone by the "no further than the first empty box" rule.
  const filled = useRef(code.length);
  useLayoutEffect(() => {
    filled.current = code.length;
  });

  const reachable = (index: number) => Math.max(0, Math.min(index, filled.current, size - 1));

  const focusBox = (index: number) => {
    const box = boxes.current[reachable(index)];
    if (!box) return;
    box.focus();
    box.select();
  };

  const commit = (next: string, focusIndex: number) => {
    setRefusal(null);
    const clean = next.slice(0, size);
    filled.current = clean.length;
    if (clean !== code) onChange(clean);
    focusBox(focusIndex);
  };

  /** Puts one digit in box `index` (or the first empty one, never leaving a gap) and moves on. */
  const put = (index: number, digit: string) => {
    const at = Math.min(index, code.length);
    commit(code.slice(0, at) + digit + code.slice(at + 1), at + 1);
  };

  /** A whole code (paste, SMS autofill) fills from the first box; focus goes to the box after the last digit. */
  const fill = (text: string) => {
    const read = readPastedCode(text, size);
    if ('refused' in read) return setRefusal(read.refused);
    if (read.digits !== '') commit(read.digits, read.digits.length);
  };

  const remove = (index: number, focusIndex: number) =>
    commit(code.slice(0, index) + code.slice(index + 1), focusIndex);

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (index < code.length) remove(index, index);
        else if (index > 0) remove(index - 1, index - 1);
        return;
      case 'Delete':
        event.preventDefault();
        if (index < code.length) remove(index, index);
        return;
      // The group is always left to right, so ArrowLeft is the previous box in both languages.
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(size - 1);
        return;
    }
    if (event.key.length !== 1) return;
    // A printable key: a digit fills the box; anything else is refused with a word.
    event.preventDefault();
    const digit = toCodeDigits(event.key);
    if (digit.length === 1) put(index, digit);
    else setRefusal('digitsOnly');
  };

  // Soft keyboards that send no usable key events, and SMS autofill, arrive here instead.
  const onInput = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const digits = toCodeDigits(raw);
    if (raw === '') {
      if (index < code.length) remove(index, index);
      return;
    }
    // A letter from a soft keyboard: refused with a word, the box keeps its digit.
    const kept = raw.replace(SEPARATORS, '');
    if (toCodeDigits(kept).length !== kept.length) return setRefusal('digitsOnly');
    if (digits.length === 1) return put(index, digits);
    if (digits.length === 2 && index < code.length) {
      // One more digit typed beside the one already there: keep the new one.
      const caret = event.target.selectionStart ?? raw.length;
      const typed = toCodeDigits(raw.charAt(caret - 1));
      return put(index, typed || digits.charAt(1));
    }
    fill(raw);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'));
  };

  const onFocus = (index: number) => {
    // Focus never rests past the first empty box: clicking a later one lands there.
    if (index > reachable(index)) focusBox(index);
    else boxes.current[index]?.select();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, on mount only.
  useEffect(() => {
    if (autoFocus) focusBox(code.length);
  }, []);

  // Only the current box is a Tab stop: Tab enters the code where typing continues, and leaves it in one step.
  const current = Math.min(code.length, size - 1);
  const describedBy = [refusal ? noticeId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      {/* A group (fieldset) named by the label; codes read left to right, so the group is ltr in Arabic too. */}
      <fieldset aria-labelledby={labelId} dir="ltr" className={styles.boxes}>
        {Array.from({ length: size }, (_, index) => {
          const digit = code.charAt(index);
          return (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions; they never reorder.
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className={styles.box}
              data-filled={digit ? '' : undefined}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              spellCheck={false}
              enterKeyHint={index === size - 1 ? 'done' : 'next'}
              aria-label={t('verify.digit', { index: index + 1, total: size })}
              aria-invalid={error || refusal ? true : undefined}
              aria-describedby={describedBy}
              tabIndex={index === current ? 0 : -1}
              disabled={disabled}
              value={digit}
              onChange={(event) => onInput(index, event)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={onPaste}
              onFocus={() => onFocus(index)}
            />
          );
        })}
      </fieldset>
      {/* Always present, so what appears in it is announced (a wrong code, a refused character). */}
      <div role="alert">
        {refusal ? (
          <p id={noticeId} className={styles.error}>
            {refusal === 'tooLong' ? t('verify.tooLong', { length: size }) : t('verify.digitsOnly')}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
