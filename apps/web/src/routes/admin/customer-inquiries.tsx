import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin customer-inquiries — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="customer-inquiries" ns="adminScreens" />;
}
