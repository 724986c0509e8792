import { Center, Loader } from '@mantine/core';

/** Shown while the first route chunk loads, so the page is never blank without a sign of progress. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
