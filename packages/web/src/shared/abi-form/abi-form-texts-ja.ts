import type { Translations } from '../i18n/translations.js';
import type { abiFormTextsEn } from './abi-form-texts-en.js';

export const abiFormTextsJa: Translations<typeof abiFormTextsEn> = {
  addItem: '項目を追加',
  addEntry: 'エントリを追加',
  remove: '削除',
  key: 'キー',
  value: '値',
  item: '項目 {{index}}',
  empty: '空',
  noMapTypes: 'ABI にこのマップのキーと値の型がないため、入力できません。',
  problems: {
    notNumber: '{{field}}: 整数を入力してください（10進数、または 0x の後に16進数）',
    negative: '{{field}}: この数は負にできません',
    notAddress: '{{field}}: アドレスが正しくありません',
    notPublicKey: '{{field}}: 公開鍵は16進数64桁です',
    notBase64: '{{field}}: base64 を入力してください（セルは BOC）',
    noMapTypes: '{{field}}: ABI にこのマップのキーと値の型がありません',
  },
};
