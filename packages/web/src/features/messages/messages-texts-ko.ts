import type { Translations } from '../../shared/i18n/translations.js';
import type { messagesTextsEn } from './messages-texts-en.js';

export const messagesTextsKo: Translations<typeof messagesTextsEn> = {
  title: '메시지',
  stats: {
    label: '메시지 통계',
    total: '전체 메시지',
    last24h: '24시간 메시지',
    last1h: '1시간 메시지',
    perSecond: '초당 메시지',
  },
  chart: { title: '메시지' },
  filters: {
    types: '메시지 유형',
    accounts: '계정',
    source: '보낸 계정',
    sourceMode: '보낸 계정 조건',
    destination: '받는 계정',
    destinationMode: '받는 계정 조건',
    time: '트랜잭션 시간',
    value: '금액',
  },
  types: { Internal: '내부', ExternalIn: '외부 수신', ExternalOut: '외부 발신' },
  table: {
    caption: '최근 메시지',
    hash: '해시',
    type: '유형',
    source: '보낸 곳',
    destination: '받는 곳',
    value: '금액',
    time: '시간',
    transaction: '트랜잭션',
  },
};
