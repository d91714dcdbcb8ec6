import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** purchaseHistory — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="purchaseHistory" />;
}
