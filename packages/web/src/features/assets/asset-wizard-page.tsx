import { useNavigate, useParams } from '@tanstack/react-router';
import type { TokenAsset } from '@tvmscan/api/contract';
import { ASSET_BASIC_FIELDS, ASSET_SOCIAL_FIELDS, assetMetaOf, assetSocialsOf, type AssetField } from '@tvmscan/api/rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context.js';
import { ApiError } from '../../shared/api/api-error.js';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal.js';
import { assetValue } from './asset-details.js';
import { AssetLogoField, AssetTextField } from './asset-form-fields.js';
import { errorKeyOf, useForgetAssets, useTokenVersions } from './asset-queries.js';
import { problemsOf, type AssetValues } from './asset-form-errors.js';
import { base64ToSvg, svgToBase64 } from './svg-text.js';
import styles from './assets.module.css';

type Step = 'basic' | 'social' | 'success';
const ALL_FIELDS: readonly AssetField[] = [...ASSET_BASIC_FIELDS, ...ASSET_SOCIAL_FIELDS];

/** /settings/addresses/{id}/update: the asset form of the token, filled with its newest version when it has one. */
export function AssetWizardPage() {
  const { id } = useParams({ from: '/_signedIn/settings/addresses/$id/update' });
  const { t } = useTranslation('assets');
  const { t: tCommon } = useTranslation();
  const versions = useTokenVersions(id, false);
  if (versions.isPending) return <p role="status">{tCommon('states.loading')}</p>;
  if (versions.isError) return <p role="alert">{t('errors.unknown')}</p>;
  return <AssetWizard root={id} latest={versions.data.proposals[0]} />;
}

function initialValues(latest: TokenAsset | undefined): AssetValues {
  const values = Object.fromEntries(ALL_FIELDS.map((field) => [field, latest ? assetValue(latest, field) : ''])) as AssetValues;
  return { ...values, asset_logo: latest ? base64ToSvg(latest.asset_logo) : '' };
}

/**
 * The wizard of spec 001 §4: basic, social, success. A field's error shows once it lost focus; Next validates the
 * basic step and marks e-mail and logo touched; Submit (on the social step) needs every field valid; a refusal of the
 * server shows in the registration error box; success shows the popup and leads back to My tokens.
 */
export function AssetWizard({ root, latest }: { root: string; latest: TokenAsset | undefined }) {
  const { t } = useTranslation('assets');
  const { user, registry } = useAuth();
  const navigate = useNavigate();
  const forget = useForgetAssets();
  const [values, setValues] = useState<AssetValues>(() => initialValues(latest));
  const [touched, setTouched] = useState<ReadonlySet<AssetField>>(new Set());
  const [step, setStep] = useState<Step>('basic');
  const errors = problemsOf(ALL_FIELDS, values);
  const touch = (...fields: AssetField[]) => setTouched((before) => new Set([...before, ...fields]));
  const change = (field: AssetField, value: string) => setValues((before) => ({ ...before, [field]: value }));
  const invalid = (fields: readonly AssetField[]) => fields.filter((field) => errors[field] !== undefined);

  const submit = useMutation({
    mutationFn: () =>
      registry.put(
        '/v1/authorized/tokens/proposals',
        {
          root_address: root,
          asset_logo: svgToBase64(values.asset_logo),
          project_metadata: assetMetaOf((field) => values[field]),
          project_socials: assetSocialsOf((field) => values[field]),
        },
        user?.accessToken,
      ),
    onSuccess: async () => {
      await forget();
      setStep('success');
    },
  });

  const next = () => {
    const wrong = invalid(ASSET_BASIC_FIELDS);
    touch('project_email', 'asset_logo', ...wrong);
    if (wrong.length === 0) setStep('social');
  };
  const send = () => {
    const wrong = invalid(ALL_FIELDS);
    touch(...wrong);
    if (wrong.length > 0) {
      if (invalid(ASSET_BASIC_FIELDS).length > 0) setStep('basic');
      return;
    }
    submit.mutate();
  };
  const fieldProps = (field: AssetField) => ({ field, values, error: errors[field], touched: touched.has(field), onChange: change, onBlur: touch });

  return (
    <section className={styles.section} aria-labelledby="asset-form-title">
      <h2 id="asset-form-title" className={styles.sectionTitle}>
        {t('form.title')} · {step === 'social' ? t('form.social') : t('form.basic')}
      </h2>
      <p className={styles.hint}>
        <span className={styles.mono}>{root}</span> · {t('form.step', { step: step === 'social' ? 2 : 1 })}
      </p>
      {step === 'basic' ? (
        <div className={styles.form} data-step="basic">
          {ASSET_BASIC_FIELDS.map((field) =>
            field === 'asset_logo' ? <AssetLogoField key={field} {...fieldProps(field)} /> : <AssetTextField key={field} {...fieldProps(field)} />,
          )}
        </div>
      ) : (
        <div className={styles.form} data-step="social">
          {ASSET_SOCIAL_FIELDS.map((field) => (
            <AssetTextField key={field} {...fieldProps(field)} />
          ))}
        </div>
      )}
      {submit.isError && (
        <div className={styles.errorBox} role="alert">
          <strong>{t('form.registrationError')}</strong>
          <p className={styles.text}>{serverMessage(submit.error) ?? t(`errors.${errorKeyOf(submit.error)}`)}</p>
        </div>
      )}
      <div className={styles.actions}>
        {step === 'basic' ? (
          <button type="button" className={buttons.primary} onClick={next}>
            {t('form.next')}
          </button>
        ) : (
          <>
            <button type="button" className={buttons.secondary} onClick={() => setStep('basic')}>
              {t('form.back')}
            </button>
            <button type="button" className={buttons.primary} disabled={submit.isPending} onClick={send}>
              {submit.isPending ? t('form.submitting') : t('form.submit')}
            </button>
          </>
        )}
      </div>
      {step === 'success' && (
        <Modal
          title={t('form.successTitle')}
          onClose={() => void navigate({ to: '/settings/addresses' })}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void navigate({ to: '/settings/addresses' })}>
              {t('form.done')}
            </button>
          }
        >
          <p className={styles.text}>{t('form.successText')}</p>
        </Modal>
      )}
    </section>
  );
}

/** A field rule the server named (`body/<field> <text>`): its text, in the spec's words. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return undefined;
  return error.body.error.message.replace(/^body\/\S+ /, '');
}
