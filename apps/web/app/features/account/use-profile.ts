import { getMe, type UserProfile } from '@talad/sdk';
import { useEffect } from 'react';
import { authStore, useAuthState } from '../auth/auth-store.ts';
import { useMemberData } from './use-member-data.ts';

/**
 * GET users/me into the authentication state's userProfile (spec §3). Pages that change the profile put the
 * answer back with `setProfile`, so every screen shows the same member.
 */
export function useProfile() {
  const me = useMemberData('GET users/me', (api, locale) => getMe(api, { locale }));
  const { userProfile } = useAuthState();

  useEffect(() => {
    if (me.status === 'ready') authStore().update({ userProfile: me.data });
  }, [me.status, me.data]);

  const setProfile = (profile: UserProfile) => authStore().update({ userProfile: profile });
  return { profile: me.status === 'ready' ? (userProfile ?? me.data) : null, status: me.status, setProfile };
}
