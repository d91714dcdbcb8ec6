/**
 * Our own line illustrations (no remote images). Decorative: hidden from assistive technology.
 * Colours are the brand teal, the coral accent and a warm neutral.
 */
const TEAL_DARK = '#0b5f55';
const TEAL = '#2f9e8a';
const TEAL_SOFT = '#cfe9e4';
const TEAL_WASH = '#e6f5f2';
const CORAL = '#f67a55';
const CORAL_WASH = '#fff0ec';
const SAND = '#f3ece3';

/** A flask of formula beside the finished pump bottle and jar: "from formula to finished product". */
export function LabIllustration({ width = '100%', maxWidth = 480 }: { width?: number | string; maxWidth?: number }) {
  return (
    <svg
      viewBox="0 0 480 400"
      width={width}
      style={{ maxWidth, display: 'block', height: 'auto' }}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="250" cy="205" r="168" fill={TEAL_WASH} />
      <circle cx="398" cy="86" r="44" fill={CORAL_WASH} />
      <circle cx="72" cy="120" r="22" fill={SAND} />
      <ellipse cx="250" cy="352" rx="196" ry="12" fill={TEAL_DARK} opacity="0.08" />

      {/* molecule */}
      <g stroke={TEAL} strokeWidth="3" strokeLinecap="round">
        <line x1="176" y1="70" x2="204" y2="52" />
        <line x1="204" y1="52" x2="232" y2="70" />
        <line x1="232" y1="70" x2="232" y2="100" />
      </g>
      <circle cx="176" cy="70" r="8" fill="#fff" stroke={TEAL} strokeWidth="3" />
      <circle cx="204" cy="52" r="8" fill={TEAL} />
      <circle cx="232" cy="70" r="8" fill="#fff" stroke={TEAL} strokeWidth="3" />
      <circle cx="232" cy="104" r="6" fill={CORAL} />

      {/* flask of formula */}
      <path d="M116 114V185L62 312A20 20 0 0 0 80 340H180A20 20 0 0 0 198 312L144 185V114Z" fill="#fff" />
      <path d="M88.5 250Q109 240 130 250T171.5 250L198 312A20 20 0 0 1 180 340H80A20 20 0 0 1 62 312Z" fill={TEAL} />
      <path d="M88.5 250Q109 240 130 250T171.5 250" fill="none" stroke="#fff" strokeWidth="3" opacity="0.6" />
      <circle cx="112" cy="296" r="7" fill="#fff" opacity="0.75" />
      <circle cx="142" cy="312" r="4.5" fill="#fff" opacity="0.75" />
      <circle cx="128" cy="274" r="3.5" fill="#fff" opacity="0.75" />
      <path
        d="M116 114V185L62 312A20 20 0 0 0 80 340H180A20 20 0 0 0 198 312L144 185V114Z"
        fill="none"
        stroke={TEAL_DARK}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <rect x="106" y="102" width="48" height="14" rx="5" fill={TEAL_DARK} />
      <g stroke={TEAL_DARK} strokeWidth="3" strokeLinecap="round" opacity="0.5">
        <line x1="120" y1="150" x2="130" y2="150" />
        <line x1="120" y1="166" x2="134" y2="166" />
      </g>

      {/* dotted path from the formula to the product */}
      <path
        d="M164 138C204 118 232 128 252 150"
        fill="none"
        stroke={CORAL}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 9"
      />

      {/* pump bottle */}
      <rect x="282" y="150" width="26" height="28" rx="4" fill={SAND} stroke={TEAL_DARK} strokeWidth="5" />
      <rect x="291" y="114" width="8" height="32" rx="3" fill={TEAL_DARK} />
      <rect x="270" y="104" width="44" height="14" rx="6" fill={CORAL} />
      <rect x="250" y="107" width="24" height="8" rx="4" fill={CORAL} />
      <rect x="272" y="142" width="46" height="14" rx="5" fill={CORAL} />
      <rect x="250" y="176" width="90" height="168" rx="24" fill="#fff" stroke={TEAL_DARK} strokeWidth="5" />
      <rect x="266" y="224" width="58" height="76" rx="10" fill={TEAL_WASH} />
      <path d="M295 240c5.5 7.5 8.5 12.5 8.5 16.5a8.5 8.5 0 0 1-17 0c0-4 3-9 8.5-16.5z" fill={TEAL} />
      <rect x="278" y="276" width="34" height="5" rx="2.5" fill={TEAL} opacity="0.6" />
      <rect x="284" y="287" width="22" height="5" rx="2.5" fill={TEAL} opacity="0.35" />
      <rect x="262" y="190" width="8" height="26" rx="4" fill={TEAL_SOFT} />

      {/* jar */}
      <rect x="358" y="292" width="76" height="52" rx="12" fill={SAND} stroke={TEAL_DARK} strokeWidth="5" />
      <rect x="352" y="272" width="88" height="24" rx="7" fill={TEAL_DARK} />
      <rect x="378" y="308" width="36" height="5" rx="2.5" fill={TEAL_DARK} opacity="0.35" />

      {/* leaf */}
      <path d="M410 266C404 236 418 212 448 204C452 234 440 258 410 266Z" fill={TEAL} />
      <path d="M412 262C422 246 432 230 444 212" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />

      {/* drops and sparkles */}
      <path d="M370 150c6 8 9 13.5 9 17.5a9 9 0 0 1-18 0c0-4 3-9.5 9-17.5z" fill={CORAL} />
      <path d="M402 176c3.5 4.5 5 7.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-5.5 5-10z" fill={TEAL} />
      <path d="M60 232l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={CORAL} opacity="0.85" />
      <path d="M214 330l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill={TEAL} />
    </svg>
  );
}
