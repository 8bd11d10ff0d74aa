import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../features/content/UnauthorizedPage.tsx';

export const Route = createFileRoute('/401')({
  component: UnauthorizedPage,
});
