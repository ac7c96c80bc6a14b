import type { Translations } from '../../shared/i18n/translations.js';
import type { messagesTextsEn } from './messages-texts-en.js';

export const messagesTextsJa: Translations<typeof messagesTextsEn> = {
  title: 'メッセージ',
  stats: {
    label: 'メッセージ統計',
    total: 'メッセージ総数',
    last24h: '24時間のメッセージ',
    last1h: '1時間のメッセージ',
    perSecond: '毎秒メッセージ数',
  },
  chart: { title: 'メッセージ' },
  filters: {
    types: 'メッセージの種類',
    accounts: 'アカウント',
    source: '送信元アカウント',
    sourceMode: '送信元アカウントの扱い',
    destination: '宛先アカウント',
    destinationMode: '宛先アカウントの扱い',
    time: 'トランザクション時刻',
    value: '金額',
  },
  types: { Internal: '内部', ExternalIn: '外部受信', ExternalOut: '外部送信' },
  table: {
    caption: '最新のメッセージ',
    hash: 'ハッシュ',
    type: '種類',
    source: '送信元',
    destination: '宛先',
    value: '金額',
    time: '時刻',
    transaction: 'トランザクション',
  },
};
