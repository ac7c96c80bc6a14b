import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection, SubHeading, type Fact } from '../param-section.js';
import { useConfigFormat } from '../use-config-format.js';
import styles from '../config.module.css';

type WorkchainDescr = NonNullable<KeyBlockConfigResponse['config']['params'][12]>[number]['descr'];

function useWorkchainFacts() {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  return (descr: WorkchainDescr): Fact[] => {
    const facts: Fact[] = [
      [t('workchains.enabledSince'), format.date(descr.enabledSince)],
      [t('workchains.active'), format.yesNo(descr.active)],
      [t('workchains.acceptMsgs'), format.yesNo(descr.acceptMsgs)],
      [t('workchains.minSplit'), format.count(descr.minSplit)],
      [t('workchains.maxSplit'), format.count(descr.maxSplit)],
      [t('workchains.monitorMinSplit'), format.count(descr.monitorMinSplit)],
      [t('workchains.flags'), format.count(descr.flags)],
      [t('workchains.version'), format.count(descr.version)],
      [t('workchains.zerostateRootHash'), <span className={styles.mono}>{descr.zerostateRootHash}</span>],
      [t('workchains.zerostateFileHash'), <span className={styles.mono}>{descr.zerostateFileHash}</span>],
    ];
    const shape = descr.format;
    if (shape.kind === 'basic') {
      facts.push(
        [t('workchains.format'), t('workchains.basic')],
        [t('workchains.vmVersion'), format.count(shape.vmVersion)],
        [t('workchains.vmMode'), format.count(shape.vmMode)],
      );
    } else {
      facts.push(
        [t('workchains.format'), t('workchains.extended')],
        [t('workchains.minAddrLen'), format.count(shape.minAddrLen)],
        [t('workchains.maxAddrLen'), format.count(shape.maxAddrLen)],
        [t('workchains.addrLenStep'), format.count(shape.addrLenStep)],
        [t('workchains.workchainTypeId'), format.count(shape.workchainTypeId)],
      );
    }
    if (descr.kind === 'workchain_v2') {
      const timings = descr.splitMergeTimings;
      facts.push(
        [t('workchains.splitMergeDelay'), format.seconds(timings.splitMergeDelay)],
        [t('workchains.splitMergeInterval'), format.seconds(timings.splitMergeInterval)],
        [t('workchains.minSplitMergeInterval'), format.seconds(timings.minSplitMergeInterval)],
        [t('workchains.maxSplitMergeDelay'), format.seconds(timings.maxSplitMergeDelay)],
        [t('workchains.persistentStateSplitDepth'), format.count(descr.persistentStateSplitDepth)],
      );
    }
    return facts;
  };
}

/** Workchains (param 12): each workchain's description. */
export function WorkchainsPage({ data }: { data: KeyBlockConfigResponse }) {
  const { t } = useTranslation('config');
  const workchainFacts = useWorkchainFacts();
  return (
    <ParamSection data={data} index={12}>
      {(workchains) =>
        workchains.map(({ workchain, descr }) => (
          <div key={workchain}>
            <SubHeading>{t('workchains.workchain', { id: workchain })}</SubHeading>
            <Facts facts={workchainFacts(descr)} label={t('workchains.workchain', { id: workchain })} />
          </div>
        ))
      }
    </ParamSection>
  );
}
