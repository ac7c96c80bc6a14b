import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenAsset } from '@tvmscan/api/contract';
import { useAuth } from '../../shared/session/auth-context.js';
import { formatDate } from '../../shared/format/index.js';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { AssetDetails, changedFields } from './asset-details.js';
import { errorKeyOf, reviewedMeanwhile, useForgetAssets, usePreviousApproved, useTokenVersions, versionOf } from './asset-queries.js';
import styles from './assets.module.css';

/**
 * /settings/assets/vote/{id} (spec 001 §2 admin review form): the version (`?activeFrom=`, else the newest) with
 * 'Field changed' beside each field that differs from the approved version before it; Approve, or Reject with a
 * required reason; back to the assets page on success. Signed-out visitors get the settings' sign-in message.
 */
export function AssetReviewPage() {
  const { id } = useParams({ from: '/_signedIn/settings/assets/vote/$id' });
  const { activeFrom } = useSearch({ from: '/_signedIn/settings/assets/vote/$id' });
  const { t } = useTranslation('assets');
  const { t: tCommon } = useTranslation();
  const versions = useTokenVersions(id, true);
  const version = versionOf(versions.data?.proposals, activeFrom);
  if (versions.isPending) return <p role="status">{tCommon('states.loading')}</p>;
  if (versions.isError) return <p role="alert">{t(`errors.${errorKeyOf(versions.error)}`)}</p>;
  if (!version) return <p className={styles.text}>{t('view.noInfo')}</p>;
  return <Review version={version} />;
}

function Review({ version }: { version: TokenAsset }) {
  const { t } = useTranslation('assets');
  const { user, registry } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const forget = useForgetAssets();
  const reasonId = useId();
  const previous = usePreviousApproved(version);
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const reasonMissing = reason.trim() === '';
  const vote = useMutation({
    mutationFn: (kind: 'Approve' | 'Reject') =>
      registry.put(
        '/v1/admin/vote_for_token_proposal',
        { root_address: version.root_address, active_from: version.active_from, kind, ...(kind === 'Reject' ? { reason: reason.trim() } : {}) },
        user?.accessToken,
      ),
    onSuccess: async (reviewed) => {
      await forget();
      notify(reviewed.status === 'Approved' ? t('admin.approved') : t('admin.rejected'), 'info');
      await navigate({ to: '/settings/assets' });
    },
    // Two admins deciding one proposal: the later one is told so, and the version is read again to show what was decided.
    onError: async (error) => {
      if (!reviewedMeanwhile(error)) return;
      notify(t('admin.reviewedMeanwhile'), 'error');
      await forget();
    },
  });
  const reject = () => {
    setReasonTouched(true);
    if (!reasonMissing) vote.mutate('Reject');
  };
  const changed = changedFields(version, previous.data);
  return (
    <section className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.sectionTitle}>
        {t('admin.review')} · {version.full_name}
      </h2>
      {previous.data ? (
        <p className={styles.hint}>{t('admin.previous', { date: formatDate(Math.floor(previous.data.active_from / 1000)) })}</p>
      ) : (
        previous.isSuccess && <p className={styles.hint}>{t('admin.firstVersion')}</p>
      )}
      <AssetDetails version={version} changed={changed} />
      {version.status !== 'Pending' ? (
        <p className={styles.errorBox}>{t('admin.notPending', { status: t(`status.${version.status}`) })}</p>
      ) : (
        <>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={reasonId}>{t('admin.reason')}</label>
            <textarea
              id={reasonId}
              className={styles.input}
              rows={3}
              value={reason}
              aria-invalid={reasonTouched && reasonMissing}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setReasonTouched(true)}
            />
            {reasonTouched && reasonMissing && <p className={styles.error}>{t('errors.required')}</p>}
          </div>
          {vote.isError && (
            <p className={styles.errorBox} role="alert">
              {t(`errors.${errorKeyOf(vote.error)}`)}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} disabled={vote.isPending} onClick={() => vote.mutate('Approve')}>
              {t('admin.approve')}
            </button>
            <button type="button" className={buttons.secondary} disabled={vote.isPending} onClick={reject}>
              {t('admin.reject')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
