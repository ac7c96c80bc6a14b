import type { Translations } from '../../shared/i18n/translations.js';
import type { validatorsTextsEn } from './validators-texts-en.js';

export const validatorsTextsKo: Translations<typeof validatorsTextsEn> = {
  title: '검증자',
  stats: {
    label: '선거',
    validationCyclePeriod: '검증 주기',
    electionsPeriod: '선거 기간',
    totalStake: '총 스테이크',
    totalBonuses: '총 보너스',
    status: '선거 상태',
  },
  status: {
    waiting: '대기 중',
    open: '진행 중',
    closed: '마감',
    opensIn: '{{duration}} 후 시작',
    closesIn: '{{duration}} 후 마감',
  },
  units: { day: '일', hour: '시간', minute: '분', second: '초' },
  tabs: {
    label: '검증자 세트',
    previous: '이전',
    current: '현재',
    next: '다음',
    participants: '참여자 {{count}}명',
  },
  set: {
    label: '이 세트 정보',
    since: '검증 시작',
    until: '검증 종료',
    totalStake: '총 스테이크',
    totalBonuses: '총 보너스',
  },
  table: {
    caption: '참여자',
    rank: '순위',
    address: '주소',
    publicKey: '공개 키',
    stake: '스테이크',
    bonuses: '보너스',
    weight: '가중치, %',
    pageOf: '{{pages}}페이지 중 {{page}}페이지',
  },
  origin: {
    zerostate:
      '이 세트는 네트워크가 시작될 때 제로스테이트가 설치했습니다. 제로스테이트에는 각 검증자의 공개 키와 가중치만 있고 지갑과 스테이크는 없으므로 여기에 표시되지 않습니다. 지갑, 스테이크, 보너스는 일렉터가 선출한 세트에 표시됩니다.',
    unknown: '이 세트는 선출되었지만, 이 익스플로러에는 일렉터의 선거 기록이 없어 지갑, 스테이크, 보너스를 표시하지 않습니다.',
    candidates:
      '이 세트의 선거가 진행 중입니다. 지금까지 스테이크를 보낸 후보들이며, 가중치는 각자의 스테이크 비율입니다. 선거가 마감되면 일렉터가 세트를 선출하고, 보너스는 검증 차례에 지급됩니다.',
  },
  noSets: '아직 색인된 검증자 세트가 없습니다.',
  failed: '선거 데이터를 불러오지 못했습니다.',
};
