import { queryOptions } from '@tanstack/react-query';
import { api, bytesBody } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/user', { signal })).user,
  });

export type Profile = Awaited<ReturnType<NonNullable<ReturnType<typeof profileQuery>['queryFn']>>>;

export interface ProfileEdits {
  firstname: string;
  lastname: string;
  genderId: 1 | 2 | null;
  /** Buddhist-era date, or null. */
  birthday: string | null;
  isConsent: boolean;
}

export async function saveProfile(edits: ProfileEdits): Promise<Profile> {
  return unwrap(await api.PUT('/user', { body: edits })).user;
}

/** Sends a checked photo (ui/photo/photo-check.ts) as its bytes; answers the profile with its new address. */
export async function uploadPhoto(photo: Blob): Promise<Profile> {
  return unwrap(await api.PUT('/user/image', bytesBody(photo))).user;
}

export async function removePhoto(): Promise<Profile> {
  return unwrap(await api.DELETE('/user/image')).user;
}

export async function requestEmailVerification(): Promise<void> {
  unwrap(await api.POST('/user/VerifyEmail'));
}

export async function confirmEmail(token: string): Promise<void> {
  unwrap(await api.POST('/user/VerifyEmail/confirm', { body: { token } }));
}
