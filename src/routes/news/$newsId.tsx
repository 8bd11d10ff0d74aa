import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../routing/not-yet-available.ts';
import { newsParams } from '../../routing/route-params.ts';

export const Route = createFileRoute('/news/$newsId')({
  params: newsParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});
