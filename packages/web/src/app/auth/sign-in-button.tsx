import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import { useAuth } from './auth-context.js';

/** Starts the sign-in at the provider; says so when the provider cannot be reached. */
export function SignInButton({ className }: { className: string }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const notify = useNotify();
  const start = () => {
    signIn().catch((error: unknown) => {
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
