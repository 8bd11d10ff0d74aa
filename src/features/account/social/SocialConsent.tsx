import { Trans } from '@lingui/react/macro';

/** What a social sign-up accepts; the documents open in a new tab, so nothing here is lost. */
export function SocialConsent() {
  return (
    <p className="social-consent">
      <Trans>
        การสมัครสมาชิกด้วยบัญชีโซเชียลถือว่าคุณยอมรับ{' '}
        <a href="/term-and-condition" target="_blank" rel="noopener">
          ข้อกำหนดและเงื่อนไข
        </a>{' '}
        และ{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          นโยบายความเป็นส่วนตัว
        </a>
      </Trans>
    </p>
  );
}
