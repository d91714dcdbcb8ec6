import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin admin-bulk-recipe — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="admin-bulk-recipe" ns="adminScreens" />;
}
