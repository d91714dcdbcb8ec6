import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin sample-requests — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="sample-requests" ns="adminScreens" />;
}
