import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { DASH, formatAmount, formatDate, formatDuration, type DurationUnits } from '../../shared/format/index.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { StatsPanel } from '../../shared/list-page/stats-panel.js';
import { electionsPhase } from './election-status.js';
import type { ElectionsConfig, ElectionsState, ValidatorSet } from '@tvmscan/api/contract';
import { formatBonuses } from './validator-figures.js';
import { SET_PANEL_ID, setTabId, ValidatorSetTabs } from './validator-set-tabs.js';
import { useElectionsBonuses, useElectionsConfig, useElectionsState, useServerNow } from './validators-queries.js';
import { VALIDATOR_SETS, type ValidatorSetName } from './validators-search.js';
import { ValidatorsTable } from './validators-table.js';
import styles from './validators.module.css';

/** The sets the config holds, previous, current, next. */
function existingSets(state: ElectionsState | undefined) {
  return VALIDATOR_SETS.flatMap((name) => {
    const set = state?.[name];
    return set ? [{ name, set }] : [];
  });
}

/** The elections' status at `now` with the time to its next change, or a dash while something is unknown. */
function useStatusText(state: ElectionsState | undefined, config: ElectionsConfig | undefined, units: DurationUnits): string {
  const { t } = useTranslation('validators');
  const now = useServerNow();
  const electAt = state?.electAt ?? null;
  const startBefore = config?.electionsStartBefore ?? null;
  const endBefore = config?.electionsEndBefore ?? null;
  if (now === null || electAt === null || startBefore === null || endBefore === null) return DASH;
  const phase = electionsPhase({ electAt, electionsStartBefore: startBefore, electionsEndBefore: endBefore }, now);
  const label = t(`status.${phase.status}`);
  if (phase.changesAt === null) return label;
  const duration = formatDuration(phase.changesAt - now, units);
  return `${label} · ${phase.status === 'waiting' ? t('status.opensIn', { duration }) : t('status.closesIn', { duration })}`;
}

/** Validators (spec 000 §2): the elections' figures, a tab per existing set and the set's participants. */
export function ValidatorsPage() {
  const { t } = useTranslation('validators');
  const { t: tCommon } = useTranslation();
  const { decimals, tokenSymbol } = useNetworkConfig();
  const search = useSearch({ from: '/validators' });
  const navigate = useNavigate({ from: '/validators' });
  const state = useElectionsState();
  const config = useElectionsConfig().data;
  const bonuses = useElectionsBonuses().data;
  const units = t('units', { returnObjects: true });
  const status = useStatusText(state.data, config, units);
  const duration = (seconds: number | null | undefined) => (seconds == null ? DASH : formatDuration(seconds, units));
  const amount = (nano: string | null | undefined) => (nano == null ? DASH : `${formatAmount(nano, decimals)} ${tokenSymbol}`);
  const sets = existingSets(state.data);
  const selected = sets.find(({ name }) => name === search.set) ?? sets.find(({ name }) => name === 'current') ?? sets[0];
  const select = (name: ValidatorSetName) => void navigate({ search: name === 'current' ? {} : { set: name } });
  const turn = (page: number) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) });
  return (
    <ListPage title={t('title')}>
      <StatsPanel
        label={t('stats.label')}
        loading={state.status === 'pending'}
        items={[
          { label: t('stats.validationCyclePeriod'), value: duration(state.data?.validationCyclePeriod) },
          { label: t('stats.electionsPeriod'), value: duration(state.data?.electionsPeriod) },
          { label: t('stats.totalStake'), value: amount(state.data?.current?.totalStake) },
          {
            label: t('stats.totalBonuses'),
            value: bonuses?.totalBonuses == null ? DASH : `${formatBonuses(bonuses.totalBonuses, decimals)} ${tokenSymbol}`,
          },
          { label: t('stats.status'), value: status },
        ]}
      />
      {state.status === 'pending' ? (
        <p className={styles.state}>{tCommon('states.loading')}</p>
      ) : state.status === 'error' ? (
        <p className={styles.state}>{t('failed')}</p>
      ) : !selected ? (
        <p className={styles.state}>{t('noSets')}</p>
      ) : (
        <>
          <ValidatorSetTabs sets={sets} selected={selected.name} onSelect={select} />
          <div role="tabpanel" id={SET_PANEL_ID} aria-labelledby={setTabId(selected.name)} className={styles.panel}>
            <SetFacts set={selected.set} amount={amount} />
            <ValidatorsTable participants={selected.set.participants} page={search.page ?? 1} onPage={turn} />
          </div>
        </>
      )}
    </ListPage>
  );
}

function SetFacts({ set, amount }: { set: ValidatorSet; amount: (nano: string | null) => string }) {
  const { t } = useTranslation('validators');
  const { decimals, tokenSymbol } = useNetworkConfig();
  return (
    <>
      <dl className={styles.facts} aria-label={t('set.label')}>
        <div>
          <dt>{t('set.since')}</dt>
          <dd>{formatDate(set.utimeSince)}</dd>
        </div>
        <div>
          <dt>{t('set.until')}</dt>
          <dd>{formatDate(set.utimeUntil)}</dd>
        </div>
        <div>
          <dt>{t('set.totalStake')}</dt>
          <dd>{amount(set.totalStake)}</dd>
        </div>
        <div>
          <dt>{t('set.totalBonuses')}</dt>
          <dd>{set.totalBonuses === null ? DASH : `${formatBonuses(set.totalBonuses, decimals)} ${tokenSymbol}`}</dd>
        </div>
      </dl>
      {set.origin !== 'election' && <p className={styles.note}>{t(`origin.${set.origin}`)}</p>}
    </>
  );
}
