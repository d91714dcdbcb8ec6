import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from '../i18n/react.ts';
import type { TFunction } from '../i18n/index.ts';
import { readNumber, writeNumber, type NumberLimits, type NumberProblem, type NumberRead } from '../lib/number-text.ts';

/** What a number field holds in a form: the number, '' when empty, or the text of a refused entry. */
export type NumberValue = number | string;

export type NumberFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'min' | 'max' | 'prefix'> &
  Partial<NumberLimits> & {
    value?: NumberValue | null;
    onChange?: (value: NumberValue) => void;
    /** shown before the text (₩), not part of it */
    prefix?: string;
    /** shown after the text (kg, %, days), not part of it */
    suffix?: string;
  };

/**
 * The one number input of the app (decision 0014). The text stays exactly as typed; the form gets the
 * number only when the text means one number within the field's limits, otherwise the text itself (the
 * form's schema then refuses it, so nothing is sent) and the field says why, with its limits. Nothing
 * is clamped, rounded or reformatted on blur; a value set by the form (a loaded record, a reset) is
 * shown as plain digits with a point.
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  decimals = 0,
  prefix,
  suffix,
  error,
  ...rest
}: NumberFieldProps) {
  const { t, i18n } = useTranslation();
  const limits = { min, max, decimals };
  const [text, setText] = useState(() => textOf(value));
  const [left, setLeft] = useState(false);
  const read = readNumber(text, limits);
  // a value the text does not already mean came from outside (a loaded record, a reset): show it
  const [seen, setSeen] = useState(value);
  if (!same(value, seen)) {
    setSeen(value);
    if (!same(value, valueOf(read, text))) setText(textOf(value));
  }
  const problem = read.kind === 'refused' ? problemText(read.problem, t, i18n.resolvedLanguage) : null;
  // A refused entry speaks once the person has left the field (or the form asked). A number the form
  // holds that the limits now refuse speaks at once: the limits changed under it (a refund's maximum
  // after someone else refunded), and nobody typed anything to be told later.
  const shownError = problem && (left || error || typeof value === 'number') ? problem : error;

  return (
    <TextInput
      {...rest}
      inputMode={decimals > 0 || min < 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      error={shownError}
      leftSection={prefix?.trim()}
      rightSection={suffix?.trim()}
      rightSectionWidth={suffix ? Math.max(36, suffix.length * 9 + 12) : undefined}
      rightSectionPointerEvents="none"
      leftSectionPointerEvents="none"
      classNames={{ input: 'tabular' }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        onChange?.(valueOf(readNumber(next, limits), next));
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        onBlur?.(e);
      }}
    />
  );
}

/** What the form holds for a text: its number, '' when empty, the text itself when refused. */
function valueOf(read: NumberRead, text: string): NumberValue {
  return read.kind === 'ok' ? read.value : read.kind === 'empty' ? '' : text;
}

function same(a: NumberValue | null | undefined, b: NumberValue | null | undefined): boolean {
  const norm = (v: NumberValue | null | undefined) => (v === null || v === undefined ? '' : v);
  return Object.is(norm(a), norm(b));
}

function textOf(value: NumberValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'number' ? (Number.isFinite(value) ? writeNumber(value) : '') : value;
}

/** The field's own message for a refused entry, with its limits in the reader's notation. */
export function problemText(problem: NumberProblem, t: TFunction, language: string | undefined): string {
  const fmt = (n: number) =>
    new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ko-KR', { maximumFractionDigits: 20 }).format(n);
  switch (problem.reason) {
    case 'comma':
      return t('errors.numberComma');
    case 'notNumber':
      return t('errors.numberDigits');
    case 'whole':
      return t('errors.numberWhole');
    case 'decimals':
      return t('errors.numberDecimals', { count: problem.decimals });
    case 'range':
      return t('errors.numberRange', { min: fmt(problem.min), max: fmt(problem.max) });
  }
}
