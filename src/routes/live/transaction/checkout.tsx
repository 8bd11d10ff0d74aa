import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../routing/not-yet-available.ts';

export const Route = createFileRoute('/live/transaction/checkout')({
  component: NotYetAvailable,
  codeSplitGroupings: [],
});
