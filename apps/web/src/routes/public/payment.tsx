import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** payment — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="payment" />;
}
