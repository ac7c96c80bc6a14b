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
    electionUnknown:
      '지갑, 스테이크, 보너스는 일렉터 컨트랙트에 기록된 이 세트의 선거에서 가져오지만, 색인에는 그 기록이 없습니다. 상태 소스 없이 일렉터를 읽었거나(--state jrpc, gql 또는 files로 시작하세요), 읽은 일렉터 상태에 이 세트의 선거가 없습니다(네트워크의 첫 세트는 선거 없이 제로스테이트로 설치됩니다).',
  },
  noSets: '아직 색인된 검증자 세트가 없습니다.',
  failed: '선거 데이터를 불러오지 못했습니다.',
};
