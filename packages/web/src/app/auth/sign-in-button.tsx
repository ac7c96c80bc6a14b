import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import { useAuth } from '../../shared/session/auth-context.js';

/** Starts the sign-in at the provider, back at `returnTo` (by default this page); says so when the provider cannot be reached. */
export function SignInButton({ className, returnTo }: { className: string | undefined; returnTo?: string }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const notify = useNotify();
  const start = () => {
    signIn(returnTo).catch((error: unknown) => {
      console.error(error);
      notify(t('signInFailed'), 'error');
    });
  };
  return (
    <button type="button" className={className} onClick={start}>
      {t('signIn')}
    </button>
  );
}
