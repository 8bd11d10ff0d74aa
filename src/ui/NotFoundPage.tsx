import { ErrorPage } from './ErrorPage.tsx';

/**
 * The 404 page. The main chunk has it already (the root's UnknownPath renders it), so routes
 * that show it do not split it out (`codeSplitGroupings`): a chunk of its own added bytes only.
 */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
