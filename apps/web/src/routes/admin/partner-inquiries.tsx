import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

/** admin partner-inquiries — built by a later issue; until then the screen says so honestly. */
export function Component() {
  return <AreaPlaceholder screen="partner-inquiries" ns="adminScreens" />;
}
