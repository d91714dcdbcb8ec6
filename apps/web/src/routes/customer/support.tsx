import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** support — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="support" />;
}
