import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Component, type ReactNode } from 'react';
import { useDocumentTitle } from './document-title.ts';
import './page-message.css';

export interface ErrorPageProps {
  /** 404 shows the not-found text; anything else shows the message. */
  status?: number;
  /** Already fit for shoppers (a server message in their language); the word Error otherwise. */
  message?: string;
}

function ErrorPageContent({ status, message }: ErrorPageProps) {
  const { t } = useLingui();
  const notFound = status === 404;
  const title = notFound ? t`ไม่พบหน้าที่คุณต้องการ` : message || t`เกิดข้อผิดพลาด`;
  useDocumentTitle(title);
  return (
    <section className="page-message container" aria-labelledby="error-page-title">
      <h1 id="error-page-title">{notFound ? '404' : message || t`เกิดข้อผิดพลาด`}</h1>
      {notFound && (
        <p>
          <Trans>ไม่พบหน้าที่คุณต้องการ</Trans>
        </p>
      )}
      <Link to="/" className="button">
        <Trans>กลับสู่หน้าแรก</Trans>
      </Link>
    </section>
  );
}

function ErrorPageFailed() {
  return (
    <p role="alert" className="page-message container">
      {/* A plain link: the router itself may be what failed. */}
      <a href="/">
        <Trans>กลับไปที่หน้าแรก</Trans>
      </a>
    </p>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/** The generic error page; if rendering it fails too, a bare notice with a link home. */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  );
}
