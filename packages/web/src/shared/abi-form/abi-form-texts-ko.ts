import type { Translations } from '../i18n/translations.js';
import type { abiFormTextsEn } from './abi-form-texts-en.js';

export const abiFormTextsKo: Translations<typeof abiFormTextsEn> = {
  addItem: '항목 추가',
  addEntry: '항목 추가',
  remove: '삭제',
  key: '키',
  value: '값',
  item: '항목 {{index}}',
  empty: '비어 있음',
  noMapTypes: 'ABI에 이 맵의 키와 값 타입이 없어 입력할 수 없습니다.',
  problems: {
    notNumber: '{{field}}: 정수를 입력하세요 (10진수 또는 0x 뒤에 16진수)',
    negative: '{{field}}: 이 숫자는 음수일 수 없습니다',
    notAddress: '{{field}}: 잘못된 주소',
    notPublicKey: '{{field}}: 공개 키는 16진수 64자리입니다',
    notBase64: '{{field}}: base64를 입력하세요 (셀은 BOC)',
    noMapTypes: '{{field}}: ABI에 이 맵의 키와 값 타입이 없습니다',
  },
};
