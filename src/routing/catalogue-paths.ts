import type { LinkProps } from '@tanstack/react-router';

type RegisteredPath = NonNullable<LinkProps['to']>;

/*
 * The home page and the product list are routes of the catalogue feature. Until their route
 * files exist their paths are missing from the route tree's types; this is the one place
 * that bridges the gap. Once they land these are ordinary registered paths.
 */
export const HOME_PATH = '/' as unknown as RegisteredPath;
export const PRODUCT_LIST_PATH = '/product' as unknown as RegisteredPath;
