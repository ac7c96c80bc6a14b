import type { Translations } from '../../shared/i18n/translations.js';
import type { validatorsTextsEn } from './validators-texts-en.js';

export const validatorsTextsJa: Translations<typeof validatorsTextsEn> = {
  title: 'バリデーター',
  stats: {
    label: '選挙',
    validationCyclePeriod: '検証サイクル期間',
    electionsPeriod: '選挙期間',
    totalStake: '総ステーク',
    totalBonuses: '総ボーナス',
    status: '選挙の状態',
  },
  status: {
    waiting: '待機中',
    open: '受付中',
    closed: '締切',
    opensIn: 'あと {{duration}} で開始',
    closesIn: 'あと {{duration}} で締切',
  },
  units: { day: '日', hour: '時間', minute: '分', second: '秒' },
  tabs: {
    label: 'バリデーターセット',
    previous: '前回',
    current: '現在',
    next: '次回',
    participants: '参加者 {{count}} 人',
  },
  set: {
    label: 'このセットについて',
    since: '検証開始',
    until: '検証終了',
    totalStake: '総ステーク',
    totalBonuses: '総ボーナス',
  },
  table: {
    caption: '参加者',
    rank: '順位',
    address: 'アドレス',
    publicKey: '公開鍵',
    stake: 'ステーク',
    bonuses: 'ボーナス',
    weight: '重み、%',
    pageOf: '{{page}} / {{pages}} ページ',
  },
  origin: {
    zerostate:
      'このセットはネットワークの開始時にゼロステートが設定したものです。ゼロステートには各バリデーターの公開鍵と重みだけがあり、ウォレットやステークはないため、ここには表示されません。ウォレット、ステーク、ボーナスはエレクターが選出したセットに表示されます。',
    unknown: 'このセットは選出されましたが、このエクスプローラーにはエレクターの選挙記録がないため、ウォレット、ステーク、ボーナスを表示しません。',
    candidates:
      'このセットの選挙は受付中です。これまでにステークを送った候補者で、重みはステーク全体に占める各自の割合です。選挙が締め切られるとエレクターがセットを選出し、ボーナスは検証の順番が来たときに支払われます。',
  },
  noSets: 'まだインデックスされたバリデーターセットはありません。',
  failed: '選挙データを読み込めませんでした。',
};
