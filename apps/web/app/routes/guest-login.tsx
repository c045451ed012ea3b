import { GuestLoginPrompt } from '../features/auth/guest-login-prompt.tsx';
import { privateMeta } from '../lib/private-meta.ts';

export const meta = privateMeta('guestLogin.title', 'guestLogin.prompt');

export default function GuestLogin() {
  return <GuestLoginPrompt />;
}
