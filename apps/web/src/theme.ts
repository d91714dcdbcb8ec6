import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Deep teal-green: lab, skin care, trust. Shade 8 on white passes WCAG AA for text.
const teal: MantineColorsTuple = [
  '#e6f5f2',
  '#cfe9e4',
  '#a2d4ca',
  '#72beaf',
  '#4aab98',
  '#2f9e8a',
  '#1f8a77',
  '#147565',
  '#0b5f55',
  '#044a42',
];
// Soft coral, reserved for the one main call to action of a page (text on it uses shade 9).
const coral: MantineColorsTuple = [
  '#fff0ec',
  '#ffded5',
  '#fcbcaa',
  '#f9987c',
  '#f67a55',
  '#f4673d',
  '#e8552b',
  '#cc4520',
  '#b63b19',
  '#9e3012',
];

const FONT_STACK =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', '맑은 고딕', 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand: teal, coral },
  // Pretendard's files are `font-display: swap` (pretendard's CSS): until a subset arrives, Hangul is
  // drawn at once in the system's Korean font (macOS/iOS, Windows, Android/Linux), never as boxes
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // a visitor who asked their system for less motion gets drawers, menus and toasts without it
  // (WCAG 2.3.3); the browser tests ask for it too, so they wait for no animation
  respectReducedMotion: true,
  components: {
    Modal: { defaultProps: { transitionProps: { duration: 300 } } },
    Drawer: { defaultProps: { transitionProps: { duration: 300 } } },
    Popover: { defaultProps: { transitionProps: { duration: 150 } } },
    // A toast with a title draws its message in gray.6 (Mantine sets it directly, not as "dimmed"):
    // 3.3:1 on white. Every toast — the live status toasts included — uses gray.7 (8.6:1) instead.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/**
 * Text of Mantine's `light` variant (badges, alerts, light buttons) on its own tint. Mantine uses
 * shade 8, which is 3.9:1 for red and 2.8:1 for yellow there: below WCAG AA's 4.5:1. Shade 9 where
 * that is enough, otherwise shade 9 darkened until it is (all ≥ 4.8:1 on the tint).
 */
const LIGHT_TEXT: Record<string, string> = {
  blue: 'var(--mantine-color-blue-9)',
  cyan: 'var(--mantine-color-cyan-9)',
  red: 'var(--mantine-color-red-9)',
  pink: 'var(--mantine-color-pink-9)',
  grape: 'var(--mantine-color-grape-9)',
  violet: 'var(--mantine-color-violet-9)',
  indigo: 'var(--mantine-color-indigo-9)',
  teal: '#087a57',
  green: '#267937',
  lime: '#4b790b',
  yellow: '#a65600',
  orange: '#bf3f0d',
};

/**
 * Mantine's "dimmed" text (descriptions, hints, `c="dimmed"`) is gray.6 by default: 3.3:1 on white,
 * below WCAG AA's 4.5:1. Gray.7 (#495057) is 8.6:1 on white and on the page background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(Object.entries(LIGHT_TEXT).map(([c, v]) => [`--mantine-color-${c}-light-color`, v])),
  },
  dark: {},
});

/** Brief §9: toasts stay 5000 ms, dialogs animate 300 ms. */
export const NOTIFICATION_AUTOCLOSE_MS = 5000;
export const DIALOG_TRANSITION_MS = 300;
