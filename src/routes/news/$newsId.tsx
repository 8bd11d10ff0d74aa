import { createFileRoute } from '@tanstack/react-router';
import { newsParams } from '../../routing/route-params.ts';
import { NotYetAvailable } from '../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/news/$newsId')({
  params: newsParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});
