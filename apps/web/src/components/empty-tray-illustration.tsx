/**
 * "Nothing here yet": a calm clipboard in the brand teal with a coral spark (see illustrations.tsx).
 * A module of its own: list and empty states load it without the landing page's larger picture.
 */
const TEAL_DARK = '#0b5f55';
const TEAL = '#2f9e8a';
const TEAL_SOFT = '#cfe9e4';
const CORAL = '#f67a55';

/** A calm clipboard for "nothing here yet". */
export function EmptyTrayIllustration({ size = 120 }: { size?: number }) {
  return (
    <svg viewBox="0 0 160 128" width={size} height={(size * 128) / 160} aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="118" rx="58" ry="6" fill={TEAL_DARK} opacity="0.08" />
      <rect x="38" y="16" width="84" height="98" rx="12" fill="#fff" stroke={TEAL_SOFT} strokeWidth="3" />
      <rect x="60" y="8" width="40" height="16" rx="6" fill={TEAL_DARK} />
      <circle cx="56" cy="46" r="5" fill={TEAL_SOFT} />
      <rect x="68" y="43" width="38" height="6" rx="3" fill="#e9ecef" />
      <circle cx="56" cy="66" r="5" fill={TEAL_SOFT} />
      <rect x="68" y="63" width="30" height="6" rx="3" fill="#e9ecef" />
      <circle cx="56" cy="86" r="5" fill={TEAL_SOFT} />
      <rect x="68" y="83" width="34" height="6" rx="3" fill="#e9ecef" />
      <path d="M132 26l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={CORAL} />
      <path d="M24 62l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill={TEAL} />
    </svg>
  );
}
