import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

export function Component() {
  return <AreaPlaceholder screen="intro" />;
}
