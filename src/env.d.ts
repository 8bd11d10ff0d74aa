/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** The seller partner portal's address (the seller promo links there). */
  readonly PUBLIC_SELLER_PORTAL_URL?: string;
  /** The shop's Messenger chat (https://m.me/<page>): the layout links it when set. */
  readonly PUBLIC_MESSENGER_URL?: string;
  /** 'true' builds the statechart gallery (/dev/machines) into a production build. */
  readonly PUBLIC_MACHINE_GALLERY?: string;
  /** 'true' in a development build: the inspector also forwards to Stately's (stately.ai). */
  readonly PUBLIC_STATELY_INSPECT?: string;
}
