import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** newSample — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="newSample" />;
}
