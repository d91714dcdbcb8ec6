import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin admin-dashboard — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="admin-dashboard" ns="adminScreens" />;
}
