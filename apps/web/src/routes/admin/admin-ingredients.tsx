import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin admin-ingredients — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="admin-ingredients" ns="adminScreens" />;
}
