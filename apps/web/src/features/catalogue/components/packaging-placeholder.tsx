/**
 * Our own neutral drawing for packaging without a photo: a pump bottle and a jar in warm greys.
 * Decorative (the item's name is beside it).
 */
export function PackagingPlaceholder({ size = '56%' }: { size?: number | string }) {
  const line = '#b9aea1';
  const fill = '#fbf9f6';
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      style={{ maxWidth: 200, height: 'auto', display: 'block' }}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="60" cy="106" rx="44" ry="4" fill="#e6ddd2" />
      <rect x="34" y="24" width="22" height="6" rx="2" fill={line} />
      <rect x="20" y="25" width="16" height="4" rx="2" fill={line} />
      <rect x="42" y="30" width="6" height="10" rx="1.5" fill={line} />
      <rect x="37" y="38" width="16" height="8" rx="2" fill={fill} stroke={line} strokeWidth="2.5" />
      <rect x="27" y="46" width="36" height="58" rx="10" fill={fill} stroke={line} strokeWidth="2.5" />
      <rect x="35" y="64" width="20" height="22" rx="4" fill="#efe8df" />
      <rect x="68" y="80" width="32" height="24" rx="6" fill={fill} stroke={line} strokeWidth="2.5" />
      <rect x="66" y="72" width="36" height="10" rx="3" fill={line} />
    </svg>
  );
}
