import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin quote-list — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="quote-list" ns="adminScreens" />;
}
