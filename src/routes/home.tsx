import { createFileRoute, redirect } from '@tanstack/react-router';

/** /home is another name of the home page. */
export const Route = createFileRoute('/home')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
