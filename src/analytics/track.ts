// Analytics events the spec names (login, registration, logout, ...), pushed where a tag
// manager reads them. Nothing is sent anywhere by the storefront itself.

export type AnalyticsEvent =
  | 'login'
  | 'sign_up'
  | 'logout'
  | 'member_identified'
  | 'remove_from_cart';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function track(event: AnalyticsEvent, detail: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...detail });
}
