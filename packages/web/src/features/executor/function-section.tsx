import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../shared/session/wallet-context.js';
import { WalletGate } from '../../shared/session/wallet-gate.js';
import { AbiFieldInput } from '../../shared/abi-form/abi-field-input.js';
import { defaultFieldValue, unnamedParam, type FieldValue } from '../../shared/abi-form/field-kinds.js';
import { FieldValueError, toAbiValue, type AbiValue } from '../../shared/abi-form/field-values.js';
import { ApiError } from '../../shared/api/api-error.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { EmulationPreview } from '../actions/emulation-preview.js';
import { checkAmount } from './amount-check.js';
import { functionAnchor, type AbiFunction, type ExecutorAbi } from './executor-abi.js';
import styles from './executor.module.css';
import { FunctionOutput } from './function-output.js';
import { SentOutcome } from './sent-outcome.js';
import { useRunLocal } from './use-executor-calls.js';
import { useExecutorSend, type SendRequest } from './use-executor-send.js';
import { useSendEmulation } from '../actions/use-emulation.js';

/** The executor's actions (spec 001 §3), reading first. */
const ACTIONS = ['RunLocal', 'SendExternal', 'SendInternal'] as const;
type ExecutorAction = (typeof ACTIONS)[number];

/**
 * One ABI function (spec 001 §2): its anchored section, a form of its inputs, and the action: a read with no wallet,
 * or an external or internal message through the wallet (its button until the wallet is ready, spec 001 §4).
 */
export function FunctionSection({ address, abi, fn }: { address: string; abi: ExecutorAbi; fn: AbiFunction }) {
  const { t } = useTranslation('executor');
  const { t: tForm } = useTranslation('abiForm');
  const network = useNetworkConfig();
  const [values, setValues] = useState<Record<string, FieldValue>>(() =>
    Object.fromEntries(fn.inputs.map((param) => [param.name, defaultFieldValue(param)])),
  );
  const [action, setAction] = useState<ExecutorAction>('RunLocal');
  const [signed, setSigned] = useState(true);
  const [amount, setAmount] = useState('');
  const [bounce, setBounce] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRunLocal(address, abi, fn.name);
  const send = useExecutorSend(address, abi, fn.name);
  const wallet = useWallet();
  const emulation = useSendEmulation();
  const [awaitingSignature, setAwaitingSignature] = useState<SendRequest | null>(null);
  const anchor = functionAnchor(fn.name);
  const unnamed = unnamedParam(fn.inputs);
  const busy = run.isPending || send.isPending || emulation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    run.reset();
    send.reset();
    emulation.reset();
    setAwaitingSignature(null);
    let input: Record<string, AbiValue>;
    try {
      input = inputsOf(fn, values);
    } catch (error) {
      if (!(error instanceof FieldValueError)) throw error;
      setProblem(tForm(`problems.${error.problem}`, { field: error.path }));
      return;
    }
    if (action === 'RunLocal') return run.mutate(input);
    const call = { abi: abi.json as never, method: fn.name, params: input };
    if (action === 'SendExternal') {
      const request = { action, input, signed } as const;
      if (wallet.account === null) return send.mutate(request);
      setAwaitingSignature(request);
      const publicKey = signed ? { publicKey: wallet.account.publicKey } : {};
      return emulation.mutate({ kind: 'external', external: { to: address, ...publicKey, call } });
    }
    const checked = checkAmount(amount, network.decimals);
    if ('problem' in checked) return setProblem(t(`send.${checked.problem}`));
    const request = { action, input, amount: checked.units, bounce } as const;
    if (wallet.account === null) return send.mutate(request);
    setAwaitingSignature(request);
    emulation.mutate({
      kind: 'send',
      send: { from: wallet.account.address, publicKey: wallet.account.publicKey, to: address, amount: checked.units, bounce, call },
    });
  };

  const signAndSend = () => {
    if (awaitingSignature !== null) send.mutate(awaitingSignature);
    setAwaitingSignature(null);
  };
  const cancelSend = () => {
    setAwaitingSignature(null);
    emulation.reset();
  };

  const failure = problem ?? (run.error ? failureText(run.error, t) : send.error ? failureText(send.error, t) : null);
  const submitButton = (
    <button type="submit" className={styles.action} disabled={busy}>
      {busy ? t('submit.working') : t(`submit.${action}`)}
    </button>
  );
  return (
    <section id={anchor} className={styles.function} aria-labelledby={`${anchor}-title`}>
      <h3 id={`${anchor}-title`} className={styles.functionName}>
        <a href={`#${anchor}`}>{fn.name}</a>
      </h3>
      {unnamed !== null ? (
        <p role="alert" className={styles.error}>
          {t('fn.unnamed', { path: unnamed })}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {fn.inputs.length === 0 && <p className={styles.note}>{t('fn.noInputs')}</p>}
          {fn.inputs.map((param) => (
            <AbiFieldInput
              key={param.name}
              param={param}
              value={values[param.name] ?? defaultFieldValue(param)}
              onChange={(next) => setValues((old) => ({ ...old, [param.name]: next }))}
            />
          ))}
          <fieldset className={styles.actions}>
            <legend>{t('fn.action')}</legend>
            {ACTIONS.map((option) => (
              <label key={option} className={styles.choice}>
                <input type="radio" name={`${anchor}-action`} value={option} checked={action === option} onChange={() => setAction(option)} />
                {t(`actions.${option}`)}
              </label>
            ))}
          </fieldset>
          {action === 'SendExternal' && (
            <label className={styles.choice}>
              <input type="checkbox" checked={signed} onChange={(event) => setSigned(event.target.checked)} />
              {t('send.signed')}
            </label>
          )}
          {action === 'SendInternal' && (
            <div className={styles.row}>
              <label className={styles.amount}>
                {t('send.amount', { symbol: network.tokenSymbol })}
                <input type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />
              </label>
              <label className={styles.choice}>
                <input type="checkbox" checked={bounce} onChange={(event) => setBounce(event.target.checked)} />
                {t('send.bounce')}
              </label>
            </div>
          )}
          {failure !== null && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <div className={styles.buttons}>{action === 'RunLocal' ? submitButton : <WalletGate>{submitButton}</WalletGate>}</div>
        </form>
      )}
      {awaitingSignature !== null && <EmulationPreview emulation={emulation} onSign={signAndSend} onCancel={cancelSend} />}
      {run.data && <FunctionOutput fn={fn} exitCode={run.data.exit_code} output={run.data.output} />}
      {send.data && <SentOutcome fn={fn} sent={send.data} />}
    </section>
  );
}

/** The inputs as the ABI takes them; a FieldValueError names the first the ABI cannot take. */
function inputsOf(fn: AbiFunction, values: Record<string, FieldValue>): Record<string, AbiValue> {
  return Object.fromEntries(fn.inputs.map((param) => [param.name, toAbiValue(param, values[param.name] ?? defaultFieldValue(param))]));
}

function failureText(error: Error, t: TFunction<'executor'>): string {
  if (error instanceof ApiError && error.status === 404) return t('errors.noAccount');
  return t('errors.failed', { message: error instanceof ApiError && error.body ? error.body.error.message : error.message });
}
