import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { links } from '../../../shared/routes/links.js';
import { groupInteger, hexMask, setBits } from '../config-numbers.js';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection, SubHeading, type Fact } from '../param-section.js';
import { useConfigFormat, type ConfigFormat } from '../use-config-format.js';
import styles from '../config.module.css';

type ProposalSetup = NonNullable<KeyBlockConfigResponse['config']['params'][11]>['normalParams'];

/** A masterchain account id as a link to its account page. */
function MasterchainAccount({ id }: { id: string }) {
  const address = `-1:${id}`;
  return (
    <Link {...links.account(address)} className={styles.mono}>
      {address}
    </Link>
  );
}

function NumberList({ numbers, label }: { numbers: readonly number[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {numbers.map((number) => (
        <li key={number}>{number}</li>
      ))}
    </ul>
  );
}

function proposalFacts(setup: ProposalSetup, format: ConfigFormat, t: ReturnType<typeof useTranslation<'config'>>['t']): Fact[] {
  return [
    [t('voting.minTotalRounds'), format.count(setup.minTotalRounds)],
    [t('voting.maxTotalRounds'), format.count(setup.maxTotalRounds)],
    [t('voting.minWins'), format.count(setup.minWins)],
    [t('voting.maxLosses'), format.count(setup.maxLosses)],
    [t('voting.minStoreSec'), format.seconds(setup.minStoreSec)],
    [t('voting.maxStoreSec'), format.seconds(setup.maxStoreSec)],
    [t('voting.bitPrice'), format.perBitSecondPlain(setup.bitPrice)],
    [t('voting.cellPrice'), format.perCellSecondPlain(setup.cellPrice)],
  ];
}

/** Voting (the default page): the system contracts, version and capabilities, parameter lists and voting rules. */
export function VotingPage({ data }: { data: KeyBlockConfigResponse }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  return (
    <>
      <section aria-labelledby="config-present" className={styles.section}>
        <h2 id="config-present" className={styles.heading}>
          {t('voting.present')}
        </h2>
        <NumberList numbers={data.config.paramIndexes} label={t('voting.present')} />
      </section>
      <ParamSection data={data} index={11}>
        {(setup) => (
          <>
            <SubHeading>{t('voting.normal')}</SubHeading>
            <Facts facts={proposalFacts(setup.normalParams, format, t)} label={t('voting.normal')} />
            <SubHeading>{t('voting.critical')}</SubHeading>
            <Facts facts={proposalFacts(setup.criticalParams, format, t)} label={t('voting.critical')} />
          </>
        )}
      </ParamSection>
      <ParamSection data={data} index={0}>
        {(id) => <Facts facts={[[t('voting.configAddress'), <MasterchainAccount key="0" id={id} />]]} />}
      </ParamSection>
      <ParamSection data={data} index={1}>
        {(id) => <Facts facts={[[t('voting.electorAddress'), <MasterchainAccount key="1" id={id} />]]} />}
      </ParamSection>
      <ParamSection data={data} index={2}>
        {(id) => <Facts facts={[[t('voting.minterAddress'), <MasterchainAccount key="2" id={id} />]]} />}
      </ParamSection>
      <ParamSection data={data} index={31}>
        {(ids) => (
          <ul className={styles.list} aria-label={t('voting.fundamental')}>
            {ids.map((id) => (
              <li key={id}>
                <MasterchainAccount id={id} />
              </li>
            ))}
          </ul>
        )}
      </ParamSection>
      <ParamSection data={data} index={8}>
        {(global) => (
          <Facts
            facts={[
              [t('voting.version'), format.count(global.version)],
              [t('voting.capabilities'), <span className={styles.mono}>{hexMask(global.capabilities)}</span>],
              [t('voting.capabilityBits'), <NumberList numbers={setBits(global.capabilities)} label={t('voting.capabilityBits')} />],
            ]}
          />
        )}
      </ParamSection>
      <ParamSection data={data} index={9}>
        {(list) => <NumberList numbers={list} label={t('params.p9')} />}
      </ParamSection>
      <ParamSection data={data} index={10}>
        {(list) => <NumberList numbers={list} label={t('params.p10')} />}
      </ParamSection>
      <ParamSection data={data} index={7}>
        {(currencies) => <Facts facts={currencies.map((currency) => [t('voting.currency', { id: currency.id }), groupInteger(currency.amount)])} />}
      </ParamSection>
      <ParamSection data={data} index={44}>
        {(suspended) => (
          <>
            <ul className={styles.list} aria-label={t('params.p44')}>
              {suspended.addresses.map(({ workchain, address }) => (
                <li key={`${workchain}:${address}`}>
                  <Link {...links.account(`${workchain}:${address}`)} className={styles.mono}>
                    {`${workchain}:${address}`}
                  </Link>
                </li>
              ))}
            </ul>
            {suspended.kind === 'suspended_address_list' && <Facts facts={[[t('voting.suspendedUntil'), format.date(suspended.suspendedUntil)]]} />}
          </>
        )}
      </ParamSection>
    </>
  );
}
