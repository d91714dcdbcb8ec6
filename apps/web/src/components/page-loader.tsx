import { Center, Loader } from '@mantine/core';

/** The first paint while the guard decides where to go. */
export function PageLoader() {
  return (
    <Center mih="60vh" aria-busy="true">
      <Loader color="brand" type="dots" aria-label="Loading" />
    </Center>
  );
}
