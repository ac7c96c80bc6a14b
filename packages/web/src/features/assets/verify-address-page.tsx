import { Link, useNavigate } from '@tanstack/react-router';
import { isValidAddress } from '@tvmscan/tvm/address';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount } from '../../shared/format/index.js';
import { useAuth } from '../../shared/session/auth-context.js';
import { useWallet, type SentMessage } from '../../shared/session/wallet-context.js';
import { WalletGate } from '../../shared/session/wallet-gate.js';
import { links } from '../../shared/routes/links.js';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal.js';
import type { OwnershipVerification } from '@tvmscan/api/contract';
import { EmulationPreview } from '../actions/emulation-preview.js';
import { useSendEmulation } from '../actions/use-emulation.js';
import { errorKeyOf, useForgetAssets } from './asset-queries.js';
import { linkWhenIndexed, verifySend } from './ownership-proof.js';
import styles from './assets.module.css';

/** 0.05 of the native coin, what the verify transaction carries (spec 001 §9): 5 hundredths. */
const AMOUNT_HUNDREDTHS = 5n;
const RAW_ADDRESS = /^-?[0-9]:[0-9a-fA-F]{64}$/;

type Stage =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'previewing'; root: string; verification: OwnershipVerification }
  | { kind: 'sent'; sent: SentMessage; linked: boolean }
  | { kind: 'failed'; message: string };

/**
 * Spec 001 §2 verify address, §4 token ownership verification: the token's address, then (with a wallet connected)
 * Verify address: what the verify call would do, emulated before the wallet signs it; then the owner's wallet sends
 * it, the popup says 'Your request has been sent', and the token is linked once the transaction is indexed.
 */
export function VerifyAddressPage() {
  const { t } = useTranslation('assets');
  const inputId = useId();
  const { user, registry } = useAuth();
  const wallet = useWallet();
  const { tokenSymbol } = useNetworkConfig();
  const navigate = useNavigate();
  const forget = useForgetAssets();
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const emulation = useSendEmulation();
  const trimmed = address.trim();
  const addressError: string | undefined =
    trimmed === '' ? t('errors.required') : RAW_ADDRESS.test(trimmed) && isValidAddress(trimmed) ? undefined : t('errors.address');

  const verify = async () => {
    setTouched(true);
    if (addressError || !user) return;
    setStage({ kind: 'sending' });
    try {
      const root = trimmed.toLowerCase();
      const answer = await registry.post('/v1/authorized/tokens/is_owner', { root_address: root }, user.accessToken);
      if (answer.is_owner) return setStage({ kind: 'failed', message: t('verify.alreadyOwner') });
      if (!answer.verification) return setStage({ kind: 'failed', message: t('verify.unavailable') });
      if (wallet.account?.address !== answer.owner_address) {
        return setStage({
          kind: 'failed',
          message: t('verify.wrongWallet', { wallet: wallet.account?.address ?? '', owner: answer.owner_address ?? '' }),
        });
      }
      setStage({ kind: 'previewing', root, verification: answer.verification });
      const { address: to, amount, bounce, abi, method, params } = answer.verification;
      emulation.mutate({
        kind: 'send',
        send: {
          from: answer.owner_address,
          publicKey: wallet.account.publicKey,
          to,
          amount,
          bounce,
          call: { abi: JSON.parse(abi) as never, method, params },
        },
      });
    } catch (error) {
      fail(error);
    }
  };

  const signAndSend = async (root: string, verification: OwnershipVerification) => {
    if (!user) return;
    setStage({ kind: 'sending' });
    emulation.reset();
    try {
      const sent = await wallet.sendInternal(verifySend(verification));
      setStage({ kind: 'sent', sent, linked: false });
      await linkWhenIndexed(registry, user.accessToken, root, sent.transactionHash);
      await forget();
      setStage({ kind: 'sent', sent, linked: true });
    } catch (error) {
      fail(error);
    }
  };

  const fail = (error: unknown) => {
    console.error(error);
    setStage({ kind: 'failed', message: t(`errors.${errorKeyOf(error)}`) });
  };

  return (
    <section className={styles.section} aria-labelledby="verify-title">
      <h2 id="verify-title" className={styles.sectionTitle}>
        {t('verify.title')}
      </h2>
      <p className={styles.text}>{t('verify.intro', { amount: `${formatAmount(AMOUNT_HUNDREDTHS, 2)} ${tokenSymbol}` })}</p>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('verify.address')}</label>
        <input
          id={inputId}
          className={`${styles.input} ${styles.mono}`}
          value={address}
          spellCheck={false}
          aria-invalid={touched && addressError !== undefined}
          onChange={(event) => setAddress(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {touched && addressError && <p className={styles.error}>{addressError}</p>}
      </div>
      <WalletGate message={t('verify.connect')}>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={stage.kind === 'sending' || stage.kind === 'previewing'}
            onClick={() => void verify()}
          >
            {t('verify.submit')}
          </button>
        </div>
      </WalletGate>
      {stage.kind === 'previewing' && (
        <EmulationPreview
          emulation={emulation}
          onSign={() => void signAndSend(stage.root, stage.verification)}
          onCancel={() => {
            emulation.reset();
            setStage({ kind: 'idle' });
          }}
        />
      )}
      {stage.kind === 'failed' && (
        <p className={styles.errorBox} role="alert">
          {stage.message}
        </p>
      )}
      {stage.kind === 'sent' && (
        <Modal
          title={t('verify.sentTitle')}
          onClose={() => setStage({ kind: 'idle' })}
          actions={
            <>
              <button type="button" className={buttons.primary} disabled={!stage.linked} onClick={() => void navigate({ to: '/settings/addresses' })}>
                {t('verify.toTokens')}
              </button>
              <button type="button" className={buttons.secondary} onClick={() => setStage({ kind: 'idle' })}>
                {t('verify.close')}
              </button>
            </>
          }
        >
          <p className={styles.text}>{t('verify.sentText')}</p>
          {stage.linked ? (
            <p className={styles.text}>
              <Link {...sentLink(stage.sent)}>{t('verify.viewTransaction')}</Link>
            </p>
          ) : (
            <p className={styles.hint} role="status">
              {t('verify.linking')}
            </p>
          )}
        </Modal>
      )}
    </section>
  );
}

/** The verify call's message in the explorer, which shows its value and bounce flag; else the wallet's transaction. */
function sentLink(sent: SentMessage) {
  return sent.messageHash === null ? links.transaction(sent.transactionHash) : links.message(sent.messageHash);
}
