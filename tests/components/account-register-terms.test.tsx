// The register modal's terms (spec sections 6 and 7): a shopper reads the member terms; the
// seller terms are for the seller page only. The privacy policy is the same everywhere.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsView } from '../../src/features/account/register/TermsView.tsx';
import { LanguageProvider } from '../../src/i18n/LanguageProvider.tsx';
import { envelope, stubApi } from './support/api-stub.ts';

const page = (slug: string, title: string) =>
  envelope({ staticPage: { slug, title, html: `<p>${title}</p>` } });

const pages = {
  '/StaticPage/terms-and-condition-member': page(
    'terms-and-condition-member',
    'ข้อกำหนดและเงื่อนไขสำหรับสมาชิก',
  ),
  '/StaticPage/terms-and-conditions': page('terms-and-conditions', 'ข้อกำหนดและเงื่อนไขการใช้บริการ'),
  '/StaticPage/privacy-policy': page('privacy-policy', 'นโยบายความเป็นส่วนตัว'),
};

function showTerms(document: 'terms' | 'privacy', path: string) {
  const fetch = stubApi(pages);
  const terms = () => (
    <TermsView
      document={document}
      accepted={false}
      onAccept={() => {}}
      onContinue={() => {}}
      onClose={() => {}}
    />
  );
  // The register modal opens over any page: here the pages render only the terms view.
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren(
      ['/', '/faq', '/product', '/seller'].map((pagePath) =>
        createRoute({ getParentRoute: () => rootRoute, path: pagePath, component: terms }),
      ),
    ),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  const staticPages = () =>
    fetch.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname)
      .filter((path) => path.startsWith('/api/StaticPage/'));
  return staticPages;
}

describe('the register modal’s terms', () => {
  it.each(['/', '/faq', '/product'])('are the member terms on %s', async (path) => {
    const requested = showTerms('terms', path);
    expect(await screen.findByRole('heading', { name: 'ข้อกำหนดและเงื่อนไขสำหรับสมาชิก' })).toBeTruthy();
    expect(requested()).toEqual(['/api/StaticPage/terms-and-condition-member']);
  });

  it('are the seller terms on the seller page', async () => {
    const requested = showTerms('terms', '/seller');
    expect(await screen.findByRole('heading', { name: 'ข้อกำหนดและเงื่อนไขการใช้บริการ' })).toBeTruthy();
    expect(requested()).toEqual(['/api/StaticPage/terms-and-conditions']);
  });

  it.each(['/faq', '/seller'])('the privacy policy is the same on %s', async (path) => {
    const requested = showTerms('privacy', path);
    expect(await screen.findByRole('heading', { name: 'นโยบายความเป็นส่วนตัว' })).toBeTruthy();
    expect(requested()).toEqual(['/api/StaticPage/privacy-policy']);
  });
});
