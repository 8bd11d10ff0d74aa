import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../../../src/i18n/LanguageProvider.tsx';

/** A component that needs translations but no router. */
export function renderWithI18n(ui: ReactNode) {
  return render(<LanguageProvider>{ui}</LanguageProvider>);
}
