import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin recipe-list — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="recipe-list" ns="adminScreens" />;
}
